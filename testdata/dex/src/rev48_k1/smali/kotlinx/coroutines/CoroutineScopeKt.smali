.class public final Lkotlinx/coroutines/CoroutineScopeKt;
.super Ljava/lang/Object;
.source "ScopeKt.kt"


.method public static final coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 9
    move-object v3, v7
    const/4 v0, 0x0
    move v4, v0
    .line 10
    new-instance v0, Lkotlinx/coroutines/ScopeCoroutine;
    invoke-interface {v3}, Lkotlin/coroutines/Continuation;->getContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v2
    invoke-direct {v0, v2, v3}, Lkotlinx/coroutines/ScopeCoroutine;-><init>(Lkotlin/coroutines/CoroutineContext;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
    .line 11
    const-string v1, "null cannot be cast to non-null type kotlin.Function2<kotlinx.coroutines.CoroutineScope, kotlin.coroutines.Continuation<R of kotlinx.coroutines.CoroutineScopeKt.coroutineScope>, kotlin.Any?>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v1, 0x2
    invoke-static {v6, v1}, Lkotlin/jvm/internal/TypeIntrinsics;->beforeCheckcastToFunctionOfArity(Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-interface {v0, v5, v5}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    if-ne v0, v2, :L54
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
    :L54
    .line 12
    return-object v0
.end method

