.class public final Lcom/brambleway/Screen$Companion;
.super Ljava/lang/Object;
.source "Screens.kt"

# static fields
.field static final synthetic $$INSTANCE:Lcom/brambleway/Screen$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/Screen$Companion;
    invoke-direct {v0}, Lcom/brambleway/Screen$Companion;-><init>()V
    sput-object v0, Lcom/brambleway/Screen$Companion;->$$INSTANCE:Lcom/brambleway/Screen$Companion;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final synthetic confirm()Lcom/brambleway/Screen;
    .registers 5
    const/4 v3, 0x0
    .line 21
    new-instance v0, Lcom/brambleway/Screen$Confirm;
    const/4 v1, 0x4
    const-string v2, "A"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Landroid/app/Activity;
    check-cast v1, Ljava/lang/Class;
    invoke-direct {v0, v1}, Lcom/brambleway/Screen$Confirm;-><init>(Ljava/lang/Class;)V
    check-cast v0, Lcom/brambleway/Screen;
    return-object v0
.end method
