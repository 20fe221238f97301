.class public Lcom/example/gh/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final inline:Ljava/util/concurrent/Executor;

.field private final pool:Lcom/google/common/util/concurrent/ListeningExecutorService;

.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    invoke-static {v0}, Lcom/google/common/util/concurrent/MoreExecutors;->listeningDecorator(Ljava/util/concurrent/ExecutorService;)Lcom/google/common/util/concurrent/ListeningExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/gh/ToolProvider;->pool:Lcom/google/common/util/concurrent/ListeningExecutorService;
    .line 17
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;
    move-result-object v0
    iput-object v0, p0, Lcom/example/gh/ToolProvider;->inline:Ljava/util/concurrent/Executor;
    return-void
.end method

.method static synthetic lambda$call$0(Lcom/example/gh/ToolProvider;)V
    .registers 1
    .line 21
    invoke-direct {p0}, Lcom/example/gh/ToolProvider;->audit()V
    return-void
.end method

.method static synthetic lambda$call$1(Lcom/example/gh/ToolProvider;)V
    .registers 1
    .line 23
    invoke-direct {p0}, Lcom/example/gh/ToolProvider;->note()V
    return-void
.end method

.method private audit()V
    .registers 3
    .line 37
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "uid "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "gh"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method private load(Ljava/lang/String;)V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 39
    invoke-virtual {p0}, Lcom/example/gh/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/Context;->openFileInput(Ljava/lang/String;)Ljava/io/FileInputStream;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    return-void
.end method

.method private note()V
    .registers 3
    .line 41
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "pkg "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Lcom/example/gh/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "gh"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 21
    iget-object p3, p0, Lcom/example/gh/ToolProvider;->pool:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v0, Lcom/example/gh/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/gh/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/gh/ToolProvider;)V
    invoke-interface {p3, v0}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/lang/Runnable;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p3
    .line 22
    new-instance v0, Lcom/example/gh/AuditCallback;
    invoke-direct {v0}, Lcom/example/gh/AuditCallback;-><init>()V
    iget-object v1, p0, Lcom/example/gh/ToolProvider;->pool:Lcom/google/common/util/concurrent/ListeningExecutorService;
    invoke-static {p3, v0, v1}, Lcom/google/common/util/concurrent/Futures;->addCallback(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/util/concurrent/FutureCallback;Ljava/util/concurrent/Executor;)V
    .line 23
    iget-object p3, p0, Lcom/example/gh/ToolProvider;->inline:Ljava/util/concurrent/Executor;
    new-instance v0, Lcom/example/gh/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/example/gh/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/gh/ToolProvider;)V
    invoke-interface {p3, v0}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 24
    const-string p3, "x"
    invoke-static {p3}, Lcom/google/common/util/concurrent/Futures;->immediateFuture(Ljava/lang/Object;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p3
    new-instance v0, Lcom/example/gh/InlineCallback;
    invoke-direct {v0}, Lcom/example/gh/InlineCallback;-><init>()V
    .line 25
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;
    move-result-object v1
    .line 24
    invoke-static {p3, v0, v1}, Lcom/google/common/util/concurrent/Futures;->addCallback(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/util/concurrent/FutureCallback;Ljava/util/concurrent/Executor;)V
    .line 26
    new-instance p3, Landroid/os/Bundle;
    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V
    .line 27
    :try_start_0
    invoke-direct {p0, p2}, Lcom/example/gh/ToolProvider;->load(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception p2
    .line 29
    invoke-static {p2}, Lcom/google/common/base/Throwables;->getStackTraceAsString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object p2
    const-string v0, "error_message"
    invoke-virtual {p3, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    :goto_0
    :try_start_1
    invoke-direct {p0, p1}, Lcom/example/gh/ToolProvider;->load(Ljava/lang/String;)V
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_1
    goto :goto_1
    :catch_1
    move-exception p1
    .line 33
    invoke-static {p1}, Lcom/google/common/base/Throwables;->getStackTraceAsString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "gh"
    invoke-static {p2, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 34
    const-string p1, "error_message"
    const-string p2, "could not load"
    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    :goto_1
    return-object p3
.end method
