.class public Lcom/example/opq/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static synthetic lambda$call$0()V
    .registers 3
    .line 15
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "by "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "opq"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method static synthetic lambda$call$1(I)V
    .registers 4
    .line 17
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "for "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "opq"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 14
    invoke-virtual {p0}, Lcom/example/opq/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/vendor/agentruntime/AgentRuntime;->queue(Landroid/content/Context;)Lcom/vendor/agentruntime/TaskQueue;
    move-result-object p1
    .line 15
    new-instance p2, Lcom/example/opq/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {p2}, Lcom/example/opq/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-interface {p1, p2}, Lcom/vendor/agentruntime/TaskQueue;->enqueue(Ljava/lang/Runnable;)V
    .line 16
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 17
    new-instance p3, Lcom/example/opq/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {p3, p2}, Lcom/example/opq/ToolProvider$$ExternalSyntheticLambda1;-><init>(I)V
    invoke-interface {p1, p3}, Lcom/vendor/agentruntime/TaskQueue;->enqueue(Ljava/lang/Runnable;)V
    .line 18
    const-string p2, "opq"
    invoke-interface {p1, p2}, Lcom/vendor/agentruntime/TaskQueue;->setName(Ljava/lang/String;)V
    .line 19
    const/4 p1, 0x0
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 21
    const/4 v0, 0x1
    return v0
.end method
