.class final Lcom/example/dxp/Runner;
.super Ljava/lang/Object;
.source "Runner.java"

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static synthetic lambda$ping$0()V
    .registers 3
    .line 8
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "ping "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "dxp"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method static run(Ljava/util/concurrent/Executor;Ljava/lang/Runnable;)V
    .registers 2
    .line 6
    invoke-interface {p0, p1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    return-void
.end method

.method static ping(Ljava/util/concurrent/Executor;)V
    .registers 2
    .line 8
    new-instance v0, Lcom/example/dxp/Runner$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/dxp/Runner$$ExternalSyntheticLambda0;-><init>()V
    invoke-interface {p0, v0}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    return-void
.end method
