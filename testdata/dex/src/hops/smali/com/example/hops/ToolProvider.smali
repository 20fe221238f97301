# Kotlin sketch (ToolProvider.kt), compiled by kotlinc and D8: coroutine
# contexts that are not a literal Dispatchers.X call. Each body reads the
# caller; whether that is CETP603 depends on the context alone.
#   package com.example.hops                                                    // 1
#   class ToolProvider : ContentProvider() {
#       private val io: CoroutineDispatcher = Dispatchers.IO
#       private val pool = Executors.newFixedThreadPool(2).asCoroutineDispatcher()
#       private val quiet = SupervisorJob() + CoroutineName("quiet")
#       companion object { val shared: CoroutineDispatcher = Dispatchers.Default }
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle =
#           runBlocking {                                                        // 20
#               viaField(); viaSum(); viaSumRight(); viaPool(); viaCompanion()  // 21
#               quietSum(); empty(); inherited()                                 // 22
#               blockingIo()                                                     // 23
#               Dispatch.later(this@ToolProvider); Dispatch.laterPassed(this@ToolProvider)   // 24
#               Dispatch.send(this@ToolProvider); Dispatch.sendCallback(this@ToolProvider)  // 25
#               Dispatch.sendArg(this@ToolProvider); Dispatch.sendTarget(this@ToolProvider)  // 26
#               Bundle()
#           }
#       // true positive 603: a dispatcher kept in a field
#       suspend fun viaField() = withContext(io) { callingPackage }              // 30, 31
#       // true positive 603: dispatcher + job (CoroutineDispatcher.plus)
#       suspend fun viaSum() = withContext(Dispatchers.IO + SupervisorJob()) { callingPackage }   // 33, 34
#       // true positive 603: job + dispatcher (the right operand's dispatcher)
#       suspend fun viaSumRight() = withContext(SupervisorJob() + Dispatchers.Default) { Binder.getCallingUid() }  // 36, 37
#       // true positive 603: an executor made a dispatcher (ExecutorsKt.from)
#       suspend fun viaPool() = withContext(pool) { callingPackage }             // 39, 40
#       // true positive 603: a companion val holding a dispatcher
#       suspend fun viaCompanion() = withContext(shared) { callingPackage }      // 42, 43
#       // near miss CETP603: a job and a name, no dispatcher
#       suspend fun quietSum() = withContext(quiet) { callingPackage }          // 45, 46
#       // near miss CETP603: the empty context
#       suspend fun empty() = withContext(EmptyCoroutineContext) { callingPackage }  // 48, 49
#       // note 603: the caller's own context, not known here
#       suspend fun inherited() = withContext(coroutineContext) { callingPackage }    // 51, 52
#       // true positive 603: runBlocking with a dispatcher runs the body on IO
#       fun blockingIo() = runBlocking(Dispatchers.IO) { callingPackage }       // 54, 55
#       fun audit(uid: Int) {}                                                   // 60
#   }
# The lambdas are ToolProvider$w$1..8 (one SuspendLambda each, bodies at the
# lines above); the call() lambda is ToolProvider$call$1.
.class public final Lcom/example/hops/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field public static final Companion:Lcom/example/hops/ToolProvider$Companion;
.field private static final shared:Lkotlinx/coroutines/CoroutineDispatcher;
.field private final io:Lkotlinx/coroutines/CoroutineDispatcher;
.field private final pool:Lkotlinx/coroutines/ExecutorCoroutineDispatcher;
.field private final quiet:Lkotlin/coroutines/CoroutineContext;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/hops/ToolProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/hops/ToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/hops/ToolProvider;->Companion:Lcom/example/hops/ToolProvider$Companion;
    .line 6
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    sput-object v0, Lcom/example/hops/ToolProvider;->shared:Lkotlinx/coroutines/CoroutineDispatcher;
    return-void
.end method

.method public constructor <init>()V
    .locals 3
    .line 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 3
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    iput-object v0, p0, Lcom/example/hops/ToolProvider;->io:Lkotlinx/coroutines/CoroutineDispatcher;
    .line 4
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newFixedThreadPool(2)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lkotlinx/coroutines/ExecutorsKt;->from(Ljava/util/concurrent/ExecutorService;)Lkotlinx/coroutines/ExecutorCoroutineDispatcher;
    move-result-object v0
    iput-object v0, p0, Lcom/example/hops/ToolProvider;->pool:Lkotlinx/coroutines/ExecutorCoroutineDispatcher;
    .line 5
    const/4 v0, 0x0
    const/4 v1, 0x1
    invoke-static {v0, v1, v0}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    new-instance v1, Lkotlinx/coroutines/CoroutineName;
    const-string v2, "quiet"
    invoke-direct {v1, v2}, Lkotlinx/coroutines/CoroutineName;-><init>(Ljava/lang/String;)V
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    iput-object v0, p0, Lcom/example/hops/ToolProvider;->quiet:Lkotlin/coroutines/CoroutineContext;
    return-void
.end method

.method public static final synthetic access$getShared$cp()Lkotlinx/coroutines/CoroutineDispatcher;
    .locals 1
    sget-object v0, Lcom/example/hops/ToolProvider;->shared:Lkotlinx/coroutines/CoroutineDispatcher;
    return-object v0
.end method

.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    # near miss CETP603: plain runBlocking keeps the body on the Binder thread
    .line 20
    new-instance v0, Lcom/example/hops/ToolProvider$call$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/example/hops/ToolProvider$call$1;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public final viaField(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 3
    .line 30
    iget-object v0, p0, Lcom/example/hops/ToolProvider;->io:Lkotlinx/coroutines/CoroutineDispatcher;
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/example/hops/ToolProvider$w$1;
    const/4 v2, 0x0
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$1;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final viaSum(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 4
    .line 33
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-static {v2, v3, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-virtual {v0, v1}, Lkotlinx/coroutines/CoroutineDispatcher;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    new-instance v1, Lcom/example/hops/ToolProvider$w$2;
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$2;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final viaSumRight(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 4
    .line 36
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-static {v2, v3, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    new-instance v1, Lcom/example/hops/ToolProvider$w$3;
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$3;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final viaPool(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 3
    .line 39
    iget-object v0, p0, Lcom/example/hops/ToolProvider;->pool:Lkotlinx/coroutines/ExecutorCoroutineDispatcher;
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/example/hops/ToolProvider$w$4;
    const/4 v2, 0x0
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$4;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final viaCompanion(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 3
    .line 42
    sget-object v0, Lcom/example/hops/ToolProvider;->Companion:Lcom/example/hops/ToolProvider$Companion;
    invoke-virtual {v0}, Lcom/example/hops/ToolProvider$Companion;->getShared()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/example/hops/ToolProvider$w$5;
    const/4 v2, 0x0
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$5;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final quietSum(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 3
    .line 45
    iget-object v0, p0, Lcom/example/hops/ToolProvider;->quiet:Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/example/hops/ToolProvider$w$6;
    const/4 v2, 0x0
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$6;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final empty(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 3
    .line 48
    sget-object v0, Lkotlin/coroutines/EmptyCoroutineContext;->INSTANCE:Lkotlin/coroutines/EmptyCoroutineContext;
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/example/hops/ToolProvider$w$7;
    const/4 v2, 0x0
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$7;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final inherited(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 3
    .line 51
    invoke-interface {p1}, Lkotlin/coroutines/Continuation;->getContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    new-instance v1, Lcom/example/hops/ToolProvider$w$8;
    const/4 v2, 0x0
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$8;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final blockingIo()Ljava/lang/String;
    .locals 3
    .line 54
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/example/hops/ToolProvider$w$9;
    const/4 v2, 0x0
    invoke-direct {v1, p0, v2}, Lcom/example/hops/ToolProvider$w$9;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final audit(I)V
    .locals 0
    .line 60
    return-void
.end method
