.class final Lcom/parkrun/RosterProvider$call$tools$5;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RosterProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/parkrun/RosterProvider;

.method constructor <init>(Lcom/parkrun/RosterProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/parkrun/RosterProvider$call$tools$5;->this$0:Lcom/parkrun/RosterProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    iget-object v0, v8, Lcom/parkrun/RosterProvider$call$tools$5;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v6, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 59
    move-object v7, v0
    iget v0, v8, Lcom/parkrun/RosterProvider$call$tools$5;->label:I
    packed-switch v0, :sw_16
    goto :L99
    :L40
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 60
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/parkrun/RosterProvider$call$tools$5$1;
    iget-object v3, v8, Lcom/parkrun/RosterProvider$call$tools$5;->this$0:Lcom/parkrun/RosterProvider;
    const/4 v5, 0x0
    invoke-direct {v1, v3, v6, v5}, Lcom/parkrun/RosterProvider$call$tools$5$1;-><init>(Lcom/parkrun/RosterProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/parkrun/RosterProvider$call$tools$5;->L$0:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v8, Lcom/parkrun/RosterProvider$call$tools$5;->label:I
    invoke-static {v0, v1, v8}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L98
    .line 59
    return-object v7
    :L93
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L98
    .line 64
    return-object v0
    :L99
    .line 59
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L40
        :L93
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/parkrun/RosterProvider$call$tools$5;
    iget-object v1, v3, Lcom/parkrun/RosterProvider$call$tools$5;->this$0:Lcom/parkrun/RosterProvider;
    invoke-direct {v0, v1, v5}, Lcom/parkrun/RosterProvider$call$tools$5;-><init>(Lcom/parkrun/RosterProvider;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/parkrun/RosterProvider$call$tools$5;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/parkrun/RosterProvider$call$tools$5;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/parkrun/RosterProvider$call$tools$5;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/parkrun/RosterProvider$call$tools$5;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lorg/json/JSONObject;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/RosterProvider$call$tools$5;->invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

