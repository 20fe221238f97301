.class final Lcom/plotshare/garden/HarvestProvider$findHarvest$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HarvestProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic $args:Lorg/json/JSONObject;

.method constructor <init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    iget-object v0, v6, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v4, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 59
    move-object v5, v0
    iget v0, v6, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->label:I
    packed-switch v0, :sw_16
    goto :L93
    :L40
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 59
    iget-object v1, v6, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->$args:Lorg/json/JSONObject;
    const-string v2, "crop"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    check-cast v6, Lkotlin/coroutines/Continuation;
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v6, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v6, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->label:I
    invoke-interface {v4, v1, v6}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L88
    .line 59
    return-object v5
    :L83
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L88
    .line 59
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L93
    .line 59
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L40
        :L83
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;
    iget-object v1, v3, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->$args:Lorg/json/JSONObject;
    invoke-direct {v0, v1, v5}, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;-><init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/flow/FlowCollector;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

