.class public Lcom/example/cid/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private final executor:Ljava/util/concurrent/ExecutorService;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private pending:Ljava/lang/Runnable;

.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/cid/ToolProvider;->executor:Ljava/util/concurrent/ExecutorService;
    invoke-static {}, Lkotlinx/coroutines/CoroutineScopeKt;->MainScope()Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, p0, Lcom/example/cid/ToolProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    return-void
.end method

.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 10
    # near miss CETP603: read on the Binder thread, the int is passed along
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 21
    invoke-virtual {p0}, Lcom/example/cid/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    .line 22
    invoke-static {v1, v0}, Lcom/example/cid/Callers;->firstPackage(Landroid/content/Context;I)Ljava/lang/String;
    .line 23
    invoke-static {v1, v0}, Lcom/example/cid/Callers;->allPackages(Landroid/content/Context;I)Z
    .line 24
    invoke-static {p3}, Lcom/example/cid/Callers;->claimedCaller(Landroid/os/Bundle;)Ljava/lang/String;
    .line 25
    invoke-static {p3}, Lcom/example/cid/Callers;->claimedCallerJson(Landroid/os/Bundle;)Ljava/lang/String;
    .line 26
    invoke-static {p3}, Lcom/example/cid/Callers;->subjectPackage(Landroid/os/Bundle;)Ljava/lang/String;
    .line 27
    invoke-static {}, Lcom/example/cid/Callers;->clearThenRead()I
    .line 28
    invoke-static {}, Lcom/example/cid/Callers;->readThenClear()I
    .line 29
    invoke-static {}, Lcom/example/cid/Callers;->clearThenHelper()I
    # true positive 603: D8 lambda whose body reads the UID, on an executor
    .line 30
    iget-object v2, p0, Lcom/example/cid/ToolProvider;->executor:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, p0}, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/cid/ToolProvider;)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    # near miss CETP603: D8 lambda capturing the int read above
    .line 31
    new-instance v3, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v3, p0, v0}, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/cid/ToolProvider;I)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    # true positive 603: older Kotlin lambda class (Function0.invoke) on thread {}
    .line 32
    new-instance v9, Lcom/example/cid/ToolProvider$call$1;
    invoke-direct {v9, p0}, Lcom/example/cid/ToolProvider$call$1;-><init>(Lcom/example/cid/ToolProvider;)V
    const/4 v4, 0x1
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, -0x1
    invoke-static/range {v4 .. v9}, Lkotlin/concurrent/ThreadsKt;->thread(ZZLjava/lang/ClassLoader;Ljava/lang/String;ILkotlin/jvm/functions/Function0;)Ljava/lang/Thread;
    # true positive 603: coroutine body launched on a scope
    .line 33
    new-instance v7, Lcom/example/cid/ToolProvider$call$2;
    const/4 v5, 0x0
    invoke-direct {v7, p0, v5}, Lcom/example/cid/ToolProvider$call$2;-><init>(Lcom/example/cid/ToolProvider;Lkotlin/coroutines/Continuation;)V
    iget-object v4, p0, Lcom/example/cid/ToolProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    const/4 v6, 0x0
    const/4 v8, 0x3
    const/4 v9, 0x0
    invoke-static/range {v4 .. v9}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    # near miss CETP603: a lambda run synchronously
    .line 34
    new-instance v3, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {v3, p0}, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/cid/ToolProvider;)V
    invoke-interface {v3}, Ljava/lang/Runnable;->run()V
    # near miss CETP603: runBlocking keeps the body on the Binder thread
    .line 35
    new-instance v5, Lcom/example/cid/ToolProvider$call$3;
    const/4 v4, 0x0
    invoke-direct {v5, p0, v4}, Lcom/example/cid/ToolProvider$call$3;-><init>(Lcom/example/cid/ToolProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v6, 0x1
    const/4 v7, 0x0
    invoke-static {v4, v5, v6, v7}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    # note 603: a Runnable from a field, class unknown
    .line 36
    iget-object v3, p0, Lcom/example/cid/ToolProvider;->pending:Ljava/lang/Runnable;
    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 37
    invoke-static {v1, v0}, Lcom/example/cid/Callers;->loopFirst(Landroid/content/Context;I)Z
    .line 38
    invoke-static {v1, v0}, Lcom/example/cid/PackagesKt;->anyTrusted(Landroid/content/Context;I)Z
    .line 39
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    return-object v2
.end method

.method static synthetic lambda$call$0(Lcom/example/cid/ToolProvider;)V
    .locals 1
    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 41
    invoke-virtual {p0, v0}, Lcom/example/cid/ToolProvider;->audit(I)V
    return-void
.end method

.method static synthetic lambda$call$1(Lcom/example/cid/ToolProvider;I)V
    .locals 0
    .line 45
    invoke-virtual {p0, p1}, Lcom/example/cid/ToolProvider;->audit(I)V
    return-void
.end method

.method static synthetic lambda$call$2(Lcom/example/cid/ToolProvider;)V
    .locals 1
    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 51
    invoke-virtual {p0, v0}, Lcom/example/cid/ToolProvider;->audit(I)V
    return-void
.end method

.method public final audit(I)V
    .locals 0
    .line 55
    return-void
.end method

# near miss CETP605: a stub entry point that exposes nothing
.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    .line 80
    const/4 v0, 0x0
    return-object v0
.end method

# true positive 605: serves files with no caller check on any path
.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .locals 3
    .line 90
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/cid/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 91
    const/high16 v1, 0x10000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 2
    .line 100
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v1, "read-only"
    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
