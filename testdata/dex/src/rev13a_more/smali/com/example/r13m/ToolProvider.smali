.class public Lcom/example/r13m/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final io:Lcom/google/common/util/concurrent/ListeningExecutorService;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 12
    invoke-static {}, Ljava/util/concurrent/Executors;->newCachedThreadPool()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    invoke-static {v0}, Lcom/google/common/util/concurrent/MoreExecutors;->listeningDecorator(Ljava/util/concurrent/ExecutorService;)Lcom/google/common/util/concurrent/ListeningExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r13m/ToolProvider;->io:Lcom/google/common/util/concurrent/ListeningExecutorService;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    # TP 606: caller package taken from the Gson-parsed args
    .line 21
    invoke-static {p3}, Lcom/example/r13m/Args;->claimedCaller(Landroid/os/Bundle;)Ljava/lang/String;
    # TP 606: caller package bound by Gson into an args class field annotated "calling_package"
    .line 25
    invoke-static {p3}, Lcom/example/r13m/Args;->boundCaller(Landroid/os/Bundle;)Ljava/lang/String;
    # TP 603: Guava ListeningExecutorService.submit of a D8 lambda that reads the caller
    .line 22
    iget-object v1, p0, Lcom/example/r13m/ToolProvider;->io:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v2, Lcom/example/r13m/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0}, Lcom/example/r13m/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r13m/ToolProvider;)V
    invoke-interface {v1, v2}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/lang/Runnable;)Lcom/google/common/util/concurrent/ListenableFuture;
    # TP 613: session token packed from nanoTime through a ByteBuffer
    .line 23
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    invoke-static {}, Lcom/example/r13m/Tokens;->newSession()Ljava/lang/String;
    move-result-object v2
    const-string v3, "session_token"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss 613: operation id packed from a random UUID's bits through a ByteBuffer
    .line 24
    invoke-static {}, Lcom/example/r13m/Tokens;->newOperation()Ljava/lang/String;
    move-result-object v2
    const-string v3, "operation_id"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # TP 613: resume token, the clock put into a ByteBuffer held in a local
    .line 26
    invoke-static {}, Lcom/example/r13m/Tokens;->newResume()Ljava/lang/String;
    move-result-object v2
    const-string v3, "resume_token"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    return-object v1
.end method

.method private static synthetic lambda$call$0(Lcom/example/r13m/ToolProvider;)V
    .registers 3
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    const-string v1, "r13m"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
