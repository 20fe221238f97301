.class public final Lkotlinx/coroutines/BlockingCoroutine;
.super Ljava/lang/Object;
.source "Coroutines.kt"

# interfaces
.implements Lkotlin/coroutines/Continuation;
.implements Lkotlinx/coroutines/CoroutineScope;

.field private final context:Lkotlin/coroutines/CoroutineContext;
.field private final done:Ljava/util/concurrent/CountDownLatch;
.field private outcome:Lkotlin/Result;

.method public constructor <init>(Lkotlin/coroutines/CoroutineContext;)V
    .registers 4
    const-string v0, "context"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lkotlinx/coroutines/BlockingCoroutine;->context:Lkotlin/coroutines/CoroutineContext;
    .line 10
    new-instance v0, Ljava/util/concurrent/CountDownLatch;
    const/4 v1, 0x1
    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V
    iput-object v0, v2, Lkotlinx/coroutines/BlockingCoroutine;->done:Ljava/util/concurrent/CountDownLatch;
    .line 9
    return-void
.end method

.method public getContext()Lkotlin/coroutines/CoroutineContext;
    .registers 2
    .line 9
    iget-object v0, v1, Lkotlinx/coroutines/BlockingCoroutine;->context:Lkotlin/coroutines/CoroutineContext;
    return-object v0
.end method

.method public getCoroutineContext()Lkotlin/coroutines/CoroutineContext;
    .registers 2
    .line 12
    invoke-virtual {v1}, Lkotlinx/coroutines/BlockingCoroutine;->getContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    return-object v0
.end method

.method public resumeWith(Ljava/lang/Object;)V
    .registers 4
    .line 15
    invoke-static {v3}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v1
    iput-object v1, v2, Lkotlinx/coroutines/BlockingCoroutine;->outcome:Lkotlin/Result;
    .line 16
    iget-object v0, v2, Lkotlinx/coroutines/BlockingCoroutine;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V
    .line 17
    return-void
.end method

.method public final complete(Ljava/lang/Object;)V
    .registers 3
    .line 21
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    if-eq v2, v0, :L19
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v2}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 21
    invoke-virtual {v1, v0}, Lkotlinx/coroutines/BlockingCoroutine;->resumeWith(Ljava/lang/Object;)V
    :L19
    .line 22
    return-void
.end method

.method public final joinBlocking()Ljava/lang/Object;
    .registers 3
    .line 25
    iget-object v0, v2, Lkotlinx/coroutines/BlockingCoroutine;->done:Ljava/util/concurrent/CountDownLatch;
    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->await()V
    .line 26
    iget-object v0, v2, Lkotlinx/coroutines/BlockingCoroutine;->outcome:Lkotlin/Result;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
    move-object v1, v0
    invoke-static {v1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 26
    return-object v1
.end method

