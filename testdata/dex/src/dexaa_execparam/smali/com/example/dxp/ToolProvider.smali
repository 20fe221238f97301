# See sketch/ToolProvider.java.
.class public Lcom/example/dxp/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final pool:Ljava/util/concurrent/Executor;

.field private final sync:Ljava/util/concurrent/Executor;

.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 8
    new-instance v0, Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    iput-object v0, p0, Lcom/example/dxp/ToolProvider;->sync:Ljava/util/concurrent/Executor;
    .line 9
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/dxp/ToolProvider;->pool:Ljava/util/concurrent/Executor;
    return-void
.end method

.method static synthetic lambda$call$0()V
    .registers 3
    .line 12
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "sync "
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

.method static synthetic lambda$call$1()V
    .registers 3
    .line 13
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "pool "
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

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    # near miss CETP603: this call passes Runnable::run, which runs the body in place
    .line 12
    iget-object p1, p0, Lcom/example/dxp/ToolProvider;->sync:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {p2}, Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda1;-><init>()V
    invoke-static {p1, p2}, Lcom/example/dxp/Runner;->run(Ljava/util/concurrent/Executor;Ljava/lang/Runnable;)V
    .line 13
    iget-object p1, p0, Lcom/example/dxp/ToolProvider;->pool:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {p2}, Lcom/example/dxp/ToolProvider$$ExternalSyntheticLambda2;-><init>()V
    invoke-static {p1, p2}, Lcom/example/dxp/Runner;->run(Ljava/util/concurrent/Executor;Ljava/lang/Runnable;)V
    # near miss CETP603: ping's only caller passes Runnable::run
    .line 14
    iget-object p1, p0, Lcom/example/dxp/ToolProvider;->sync:Ljava/util/concurrent/Executor;
    invoke-static {p1}, Lcom/example/dxp/Runner;->ping(Ljava/util/concurrent/Executor;)V
    .line 15
    const/4 p1, 0x0
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method
