.class public Lcom/example/gk/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final inline:Ljava/util/concurrent/Executor;

.field private final pool:Ljava/util/concurrent/Executor;

.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;
    move-result-object v0
    iput-object v0, p0, Lcom/example/gk/ToolProvider;->inline:Ljava/util/concurrent/Executor;
    .line 14
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/gk/ToolProvider;->pool:Ljava/util/concurrent/Executor;
    return-void
.end method

.method static synthetic lambda$call$0(Lcom/example/gk/ToolProvider;)V
    .registers 1
    .line 18
    invoke-direct {p0}, Lcom/example/gk/ToolProvider;->note()V
    return-void
.end method

.method static synthetic lambda$call$1(Lcom/example/gk/ToolProvider;)V
    .registers 1
    .line 19
    invoke-direct {p0}, Lcom/example/gk/ToolProvider;->note2()V
    return-void
.end method

.method private note()V
    .registers 3
    .line 23
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "pkg "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Lcom/example/gk/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "gk"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method private note2()V
    .registers 3
    .line 25
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "pkg "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Lcom/example/gk/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "gk"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 18
    iget-object p1, p0, Lcom/example/gk/ToolProvider;->inline:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/gk/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {p2, p0}, Lcom/example/gk/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/gk/ToolProvider;)V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 19
    iget-object p1, p0, Lcom/example/gk/ToolProvider;->pool:Ljava/util/concurrent/Executor;
    new-instance p2, Lcom/example/gk/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {p2, p0}, Lcom/example/gk/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/gk/ToolProvider;)V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 20
    const/4 p1, 0x0
    return-object p1
.end method
