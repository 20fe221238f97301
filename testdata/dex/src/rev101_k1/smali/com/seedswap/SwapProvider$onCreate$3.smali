.class final Lcom/seedswap/SwapProvider$onCreate$3;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SwapProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/seedswap/SwapProvider;

.method constructor <init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/seedswap/SwapProvider$onCreate$3;->this$0:Lcom/seedswap/SwapProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 63
    move-object v5, v0
    iget v0, v6, Lcom/seedswap/SwapProvider$onCreate$3;->label:I
    packed-switch v0, :sw_8
    goto :L90
    :L32
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 64
    iget-object v0, v6, Lcom/seedswap/SwapProvider$onCreate$3;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getOpenOffers$p(Lcom/seedswap/SwapProvider;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    new-instance v1, Lcom/seedswap/SwapProvider$onCreate$3$1;
    iget-object v3, v6, Lcom/seedswap/SwapProvider$onCreate$3;->this$0:Lcom/seedswap/SwapProvider;
    const/4 v4, 0x0
    invoke-direct {v1, v3, v4}, Lcom/seedswap/SwapProvider$onCreate$3$1;-><init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x1
    iput v4, v6, Lcom/seedswap/SwapProvider$onCreate$3;->label:I
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/flow/FlowKt;->collectLatest(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L85
    .line 63
    return-object v5
    :L80
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L85
    .line 67
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L90
    .line 63
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L80
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/seedswap/SwapProvider$onCreate$3;
    iget-object v1, v2, Lcom/seedswap/SwapProvider$onCreate$3;->this$0:Lcom/seedswap/SwapProvider;
    invoke-direct {v0, v1, v4}, Lcom/seedswap/SwapProvider$onCreate$3;-><init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/seedswap/SwapProvider$onCreate$3;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/seedswap/SwapProvider$onCreate$3;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/seedswap/SwapProvider$onCreate$3;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/seedswap/SwapProvider$onCreate$3;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

