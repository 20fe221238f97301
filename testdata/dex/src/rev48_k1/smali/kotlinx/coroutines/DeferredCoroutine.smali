.class public final Lkotlinx/coroutines/DeferredCoroutine;
.super Ljava/lang/Object;
.source "Coroutines.kt"

# interfaces
.implements Lkotlin/coroutines/Continuation;
.implements Lkotlinx/coroutines/CoroutineScope;
.implements Lkotlinx/coroutines/Deferred;

.field private final context:Lkotlin/coroutines/CoroutineContext;
.field private final done:Ljava/util/concurrent/CountDownLatch;
.field private outcome:Lkotlin/Result;

.method public constructor <init>(Lkotlin/coroutines/CoroutineContext;)V
    .registers 4
    const-string v0, "context"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lkotlinx/coroutines/DeferredCoroutine;->context:Lkotlin/coroutines/CoroutineContext;
    .line 31
    new-instance v0, Ljava/util/concurrent/CountDownLatch;
    const/4 v1, 0x1
    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    iput-object v0, v2, Lkotlinx/coroutines/DeferredCoroutine;->done:Ljava/util/concurrent/CountDownLatch;
    .line 30
    return-void
.end method

.method public getContext()Lkotlin/coroutines/CoroutineContext;
    .registers 2
    .line 30
    iget-object v0, v1, Lkotlinx/coroutines/DeferredCoroutine;->context:Lkotlin/coroutines/CoroutineContext;
    return-object v0
.end method

.method public getCoroutineContext()Lkotlin/coroutines/CoroutineContext;
    .registers 2
    .line 33
    invoke-virtual {v1}, Lkotlinx/coroutines/DeferredCoroutine;->getContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    return-object v0
.end method

.method public resumeWith(Ljava/lang/Object;)V
    .registers 4
    .line 36
    invoke-static {v3}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v1
    iput-object v1, v2, Lkotlinx/coroutines/DeferredCoroutine;->outcome:Lkotlin/Result;
    .line 37
    iget-object v0, v2, Lkotlinx/coroutines/DeferredCoroutine;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    .line 38
    return-void
.end method

.method public final start(Lkotlin/jvm/functions/Function2;)V
    .registers 8
    const-string v1, "block"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-virtual {v6}, Lkotlinx/coroutines/DeferredCoroutine;->getContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    sget-object v1, Lkotlin/coroutines/ContinuationInterceptor;->Key:Lkotlin/coroutines/ContinuationInterceptor$Key;
    check-cast v1, Lkotlin/coroutines/CoroutineContext$Key;
    invoke-interface {v0, v1}, Lkotlin/coroutines/CoroutineContext;->get(Lkotlin/coroutines/CoroutineContext$Key;)Lkotlin/coroutines/CoroutineContext$Element;
    move-result-object v0
    move-object v5, v0
    instance-of v0, v5, Lkotlinx/coroutines/CoroutineDispatcher;
    if-eqz v0, :L36
    check-cast v5, Lkotlinx/coroutines/CoroutineDispatcher;
    move-object v0, v5
    goto :L37
    :L36
    const/4 v0, 0x0
    :L37
    move-object v4, v0
    .line 43
    if-nez v4, :L50
    .line 44
    invoke-direct {v6, v7}, Lkotlinx/coroutines/DeferredCoroutine;->run(Lkotlin/jvm/functions/Function2;)V
    goto :L65
    :L50
    .line 46
    invoke-virtual {v6}, Lkotlinx/coroutines/DeferredCoroutine;->getContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v1
    new-instance v3, Lkotlinx/coroutines/DeferredCoroutine$$ExternalSyntheticLambda0;
    invoke-direct {v3, v6, v7}, Lkotlinx/coroutines/DeferredCoroutine$$ExternalSyntheticLambda0;-><init>(Lkotlinx/coroutines/DeferredCoroutine;Lkotlin/jvm/functions/Function2;)V
    move-object v2, v3
    invoke-virtual {v4, v1, v2}, Lkotlinx/coroutines/CoroutineDispatcher;->dispatch(Lkotlin/coroutines/CoroutineContext;Ljava/lang/Runnable;)V
    :L65
    .line 48
    return-void
.end method

.method private final run(Lkotlin/jvm/functions/Function2;)V
    .registers 7
    :t_0
    .line 52
    nop
    .line 53
    const-string v1, "null cannot be cast to non-null type kotlin.Function2<kotlinx.coroutines.CoroutineScope, kotlin.coroutines.Continuation<T of kotlinx.coroutines.DeferredCoroutine>, kotlin.Any?>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v1, 0x2
    invoke-static {v6, v1}, Lkotlin/jvm/internal/TypeIntrinsics;->beforeCheckcastToFunctionOfArity(Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-interface {v0, v5, v5}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v3, v0
    :t_23
    goto :L45
    :L26
    .line 54
    move-exception v0
    move-object v4, v0
    .line 55
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v4}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    .line 55
    invoke-virtual {v5, v1}, Lkotlinx/coroutines/DeferredCoroutine;->resumeWith(Ljava/lang/Object;)V
    .line 56
    return-void
    :L45
    .line 52
    move-object v2, v3
    .line 58
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v1
    if-eq v2, v1, :L66
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v2}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    .line 58
    invoke-virtual {v5, v1}, Lkotlinx/coroutines/DeferredCoroutine;->resumeWith(Ljava/lang/Object;)V
    :L66
    .line 59
    return-void
    .catch Ljava/lang/Throwable; {:t_0 .. :t_23} :L26
.end method

.method public await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 62
    iget-object v0, v2, Lkotlinx/coroutines/DeferredCoroutine;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    .line 63
    iget-object v0, v2, Lkotlinx/coroutines/DeferredCoroutine;->outcome:Lkotlin/Result;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
    move-object v1, v0
    invoke-static {v1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 63
    return-object v1
.end method

.method public static final start$lambda$0(Lkotlinx/coroutines/DeferredCoroutine;Lkotlin/jvm/functions/Function2;)V
    .registers 2
    .line 46
    invoke-direct {v0, v1}, Lkotlinx/coroutines/DeferredCoroutine;->run(Lkotlin/jvm/functions/Function2;)V
    return-void
.end method

