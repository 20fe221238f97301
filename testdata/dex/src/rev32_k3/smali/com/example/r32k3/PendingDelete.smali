.class public final Lcom/example/r32k3/PendingDelete;
.super Ljava/lang/Object;
.source "Commands.kt"


# instance fields
.field private final conversation:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "conversation"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r32k3/PendingDelete;->uid:I
    iput-object p2, p0, Lcom/example/r32k3/PendingDelete;->conversation:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getConversation()Ljava/lang/String;
    .registers 2
    .line 38
    iget-object v0, p0, Lcom/example/r32k3/PendingDelete;->conversation:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 38
    iget v0, p0, Lcom/example/r32k3/PendingDelete;->uid:I
    return v0
.end method
