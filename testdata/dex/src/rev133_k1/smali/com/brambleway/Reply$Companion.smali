.class public final Lcom/brambleway/Reply$Companion;
.super Ljava/lang/Object;
.source "Reply.kt"

# static fields
.field static final synthetic $$INSTANCE:Lcom/brambleway/Reply$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/Reply$Companion;
    invoke-direct {v0}, Lcom/brambleway/Reply$Companion;-><init>()V
    sput-object v0, Lcom/brambleway/Reply$Companion;->$$INSTANCE:Lcom/brambleway/Reply$Companion;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static synthetic fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    .registers 7
    .line 18
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L9
    const/4 p3, 0x0
:L9
    invoke-virtual {p0, p1, p2, p3}, Lcom/brambleway/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/brambleway/Reply;
    .registers 6
    const-string v1, "code"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Lcom/brambleway/Reply$Failure;
    invoke-direct {v0, p1, p2, p3}, Lcom/brambleway/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method
