.class final Lcom/loomkit/LoomProvider$patternStats$count$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LoomProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/loomkit/LoomProvider;
.field final synthetic $uid:I

.method constructor <init>(Lcom/loomkit/LoomProvider;ILkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/loomkit/LoomProvider$patternStats$count$1;->this$0:Lcom/loomkit/LoomProvider;
    iput v3, v1, Lcom/loomkit/LoomProvider$patternStats$count$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    iget-object v0, v10, Lcom/loomkit/LoomProvider$patternStats$count$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 89
    move-object v9, v0
    iget v0, v10, Lcom/loomkit/LoomProvider$patternStats$count$1;->label:I
    packed-switch v0, :sw_16
    goto :L111
    :L40
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 90
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    const/4 v2, 0x0
    new-instance v3, Lcom/loomkit/LoomProvider$patternStats$count$1$1;
    iget-object v5, v10, Lcom/loomkit/LoomProvider$patternStats$count$1;->this$0:Lcom/loomkit/LoomProvider;
    iget v6, v10, Lcom/loomkit/LoomProvider$patternStats$count$1;->$uid:I
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, Lcom/loomkit/LoomProvider$patternStats$count$1$1;-><init>(Lcom/loomkit/LoomProvider;ILkotlin/coroutines/Continuation;)V
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v8
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v10, Lcom/loomkit/LoomProvider$patternStats$count$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v10, Lcom/loomkit/LoomProvider$patternStats$count$1;->label:I
    invoke-interface {v0, v10}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L110
    .line 89
    return-object v9
    :L105
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    :L110
    .line 90
    return-object v0
    :L111
    .line 89
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L40
        :L105
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/loomkit/LoomProvider$patternStats$count$1;
    iget-object v1, v4, Lcom/loomkit/LoomProvider$patternStats$count$1;->this$0:Lcom/loomkit/LoomProvider;
    iget v2, v4, Lcom/loomkit/LoomProvider$patternStats$count$1;->$uid:I
    invoke-direct {v0, v1, v2, v6}, Lcom/loomkit/LoomProvider$patternStats$count$1;-><init>(Lcom/loomkit/LoomProvider;ILkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/loomkit/LoomProvider$patternStats$count$1;->L$0:Ljava/lang/Object;
    return-object v3
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/loomkit/LoomProvider$patternStats$count$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/loomkit/LoomProvider$patternStats$count$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/loomkit/LoomProvider$patternStats$count$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/loomkit/LoomProvider$patternStats$count$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

