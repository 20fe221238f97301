.class final Lcom/plotshare/garden/HarvestProvider$executeTool$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HarvestProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  L$0:Ljava/lang/Object;
.field  label:I
.field final synthetic $request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
.field final synthetic this$0:Lcom/plotshare/garden/HarvestProvider;

.method constructor <init>(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    iput-object v3, v1, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 13
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 43
    move-object v10, v0
    iget v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->label:I
    packed-switch v0, :sw_9
    goto :L429
    :L44
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 44
    new-instance v0, Lorg/json/JSONObject;
    iget-object v2, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {v2}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v7, v0
    :t_63
    .line 45
    nop
    .line 46
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_76
    goto :L389
    :L120
    const-string v1, "crop_stats"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L219
    goto :L389
    :L132
    const-string v1, "claim_share"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L331
    goto :L389
    :L144
    const-string v1, "share_harvest"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L273
    goto :L389
    :L156
    const-string v1, "find_harvest"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L389
    .line 47
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    check-cast v11, Lkotlin/coroutines/Continuation;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->label:I
    invoke-static {v0, v7, v11}, Lcom/plotshare/garden/HarvestProvider;->access$findHarvest(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    :t_190
    if-ne v0, v10, :L213
    .line 43
    return-object v10
    :L199
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v7, v0
    :t_207
    nop
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
    :L213
    .line 47
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    goto :L402
    :L219
    .line 48
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    check-cast v11, Lkotlin/coroutines/Continuation;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x2
    iput v3, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->label:I
    invoke-static {v0, v7, v11}, Lcom/plotshare/garden/HarvestProvider;->access$cropStats(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    :t_244
    if-ne v0, v10, :L267
    .line 43
    return-object v10
    :L253
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v7, v0
    :t_261
    nop
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
    :L267
    .line 48
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    goto :L402
    :L273
    .line 49
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    iget-object v1, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    check-cast v11, Lkotlin/coroutines/Continuation;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    const/4 v4, 0x3
    iput v4, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->label:I
    invoke-static {v0, v1, v7, v11}, Lcom/plotshare/garden/HarvestProvider;->access$shareHarvest(Lcom/plotshare/garden/HarvestProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    :t_302
    if-ne v0, v10, :L325
    .line 43
    return-object v10
    :L311
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v7, v0
    :t_319
    nop
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
    :L325
    .line 49
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    goto :L402
    :L331
    .line 50
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    iget-object v1, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    check-cast v11, Lkotlin/coroutines/Continuation;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    const/4 v4, 0x4
    iput v4, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->label:I
    invoke-static {v0, v1, v7, v11}, Lcom/plotshare/garden/HarvestProvider;->access$claimShare(Lcom/plotshare/garden/HarvestProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    :t_360
    if-ne v0, v10, :L383
    .line 43
    return-object v10
    :L369
    iget-object v0, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v7, v0
    :t_377
    nop
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
    :L383
    .line 50
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    goto :L402
    :L389
    .line 51
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    iget-object v1, v11, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {v1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :L402
    move-object v8, v0
    :t_403
    goto :L427
    :L406
    .line 53
    move-exception v0
    move-object v9, v0
    .line 54
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INTERNAL_ERROR"
    invoke-virtual {v9}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object v2
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "harvest store failed: "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    move-object v8, v0
    :L427
    .line 55
    return-object v8
    :L429
    .line 43
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Exception; {:t_63 .. :t_190} :L406
    .catch Ljava/lang/Exception; {:t_207 .. :t_244} :L406
    .catch Ljava/lang/Exception; {:t_261 .. :t_302} :L406
    .catch Ljava/lang/Exception; {:t_319 .. :t_360} :L406
    .catch Ljava/lang/Exception; {:t_377 .. :t_403} :L406
    :sw_9
    .packed-switch 0x0
        :L44
        :L199
        :L253
        :L311
        :L369
    .end packed-switch
    :sw_76
    .sparse-switch
        -0x64a0c1e4 -> :L132
        -0x52818cf7 -> :L144
        -0x4505611d -> :L156
        0x56e3b630 -> :L120
    .end sparse-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$executeTool$1;
    iget-object v1, v3, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    iget-object v2, v3, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->this$0:Lcom/plotshare/garden/HarvestProvider;
    invoke-direct {v0, v1, v2, v5}, Lcom/plotshare/garden/HarvestProvider$executeTool$1;-><init>(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/HarvestProvider$executeTool$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/HarvestProvider$executeTool$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

