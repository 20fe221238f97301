.class final Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HarvestProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/plotshare/garden/HarvestProvider;
.field final synthetic $args:Lorg/json/JSONObject;
.field final synthetic $request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;

.method constructor <init>(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    iput-object v3, v1, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->$args:Lorg/json/JSONObject;
    iput-object v4, v1, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 88
    iget v0, v4, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->label:I
    packed-switch v0, :sw_8
    goto :L64
    :L28
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 88
    iget-object v0, v4, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    invoke-static {v0}, Lcom/plotshare/garden/HarvestProvider;->access$getDao(Lcom/plotshare/garden/HarvestProvider;)Lcom/plotshare/garden/PlotDao;
    move-result-object v0
    iget-object v1, v4, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->$args:Lorg/json/JSONObject;
    const-string v2, "share_id"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    iget-object v3, v4, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {v3}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v1, v2, v3}, Lcom/plotshare/garden/PlotDao;->claimShare(JLjava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :L64
    .line 88
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;
    iget-object v1, v4, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    iget-object v2, v4, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->$args:Lorg/json/JSONObject;
    iget-object v3, v4, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;-><init>(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

