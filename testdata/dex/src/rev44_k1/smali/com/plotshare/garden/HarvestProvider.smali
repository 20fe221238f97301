.class public final Lcom/plotshare/garden/HarvestProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "HarvestProvider.kt"

.field public static final Companion:Lcom/plotshare/garden/HarvestProvider$Companion;
.field private final db$delegate:Lkotlin/Lazy;
.field private final dao$delegate:Lkotlin/Lazy;
.field private final providerTools:Ljava/util/List;
.field private static final TAG:Ljava/lang/String; = "HarvestProvider"

.method public constructor <init>()V
    .registers 11
    .line 25
    invoke-direct {v10}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 26
    new-instance v8, Lcom/plotshare/garden/HarvestProvider$$ExternalSyntheticLambda0;
    invoke-direct {v8, v10}, Lcom/plotshare/garden/HarvestProvider$$ExternalSyntheticLambda0;-><init>(Lcom/plotshare/garden/HarvestProvider;)V
    move-object v0, v8
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v10, Lcom/plotshare/garden/HarvestProvider;->db$delegate:Lkotlin/Lazy;
    .line 27
    new-instance v8, Lcom/plotshare/garden/HarvestProvider$$ExternalSyntheticLambda1;
    invoke-direct {v8, v10}, Lcom/plotshare/garden/HarvestProvider$$ExternalSyntheticLambda1;-><init>(Lcom/plotshare/garden/HarvestProvider;)V
    move-object v0, v8
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v10, Lcom/plotshare/garden/HarvestProvider;->dao$delegate:Lkotlin/Lazy;
    .line 29
    .line 30
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-object v9, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "find_harvest"
    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    const/4 v1, 0x1
    .line 31
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "crop_stats"
    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    .line 30
    const/4 v1, 0x2
    .line 32
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "share_harvest"
    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    .line 30
    const/4 v1, 0x3
    .line 33
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v3, "claim_share"
    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    aput-object v2, v9, v1
    .line 30
    .line 29
    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, v10, Lcom/plotshare/garden/HarvestProvider;->providerTools:Ljava/util/List;
    .line 25
    return-void
.end method

.method private final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 26
    iget-object v0, v2, Lcom/plotshare/garden/HarvestProvider;->db$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    .line 26
    return-object v0
.end method

.method private final getDao()Lcom/plotshare/garden/PlotDao;
    .registers 3
    .line 27
    iget-object v0, v2, Lcom/plotshare/garden/HarvestProvider;->dao$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotDao;
    .line 27
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 29
    iget-object v0, v1, Lcom/plotshare/garden/HarvestProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 36
    sget-object v0, Lcom/plotshare/garden/HarvestJournal;->INSTANCE:Lcom/plotshare/garden/HarvestJournal;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 7
    const-string v1, "request"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    sget-object v0, Lcom/plotshare/garden/PartnerGrants;->INSTANCE:Lcom/plotshare/garden/PartnerGrants;
    invoke-virtual {v5}, Lcom/plotshare/garden/HarvestProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v3, "requireContext(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/plotshare/garden/PartnerGrants;->scopesFor(Landroid/content/Context;Ljava/lang/String;)Ljava/util/Set;
    move-result-object v0
    move-object v4, v0
    .line 40
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v1
    check-cast v1, Ljava/util/Collection;
    invoke-interface {v4, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result v0
    if-eqz v0, :L52
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :L58
    :L52
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    :L58
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    const-string v1, "request"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    const/4 v0, 0x0
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$executeTool$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v5, v4}, Lcom/plotshare/garden/HarvestProvider$executeTool$1;-><init>(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 56
    return-object v0
.end method

.method private final findHarvest(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .line 59
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;
    const/4 v2, 0x0
    invoke-direct {v0, v5, v2}, Lcom/plotshare/garden/HarvestProvider$findHarvest$2;-><init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 60
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$findHarvest$3;
    const/4 v2, 0x0
    invoke-direct {v1, v2}, Lcom/plotshare/garden/HarvestProvider$findHarvest$3;-><init>(Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->map(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 61
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;
    const/4 v3, 0x0
    invoke-direct {v1, v4, v3}, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;-><init>(Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->map(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 62
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->flowOn(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 63
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$findHarvest$5;
    const/4 v2, 0x0
    invoke-direct {v1, v2}, Lcom/plotshare/garden/HarvestProvider$findHarvest$5;-><init>(Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->map(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 64
    invoke-static {v0, v6}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final cropStats(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    instance-of v0, v13, Lcom/plotshare/garden/HarvestProvider$cropStats$1;
    if-eqz v0, :L41
    check-cast v13, Lcom/plotshare/garden/HarvestProvider$cropStats$1;
    move-object v9, v13
    iget v0, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$cropStats$1;
    invoke-direct {v0, v11, v13}, Lcom/plotshare/garden/HarvestProvider$cropStats$1;-><init>(Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    move-object v9, v0
    :L52
    iget-object v0, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->result:Ljava/lang/Object;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 66
    move-object v10, v0
    iget v0, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->label:I
    packed-switch v0, :sw_69
    goto :L248
    :L92
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 67
    new-instance v0, Lkotlin/jvm/internal/Ref$IntRef;
    invoke-direct {v0}, Lkotlin/jvm/internal/Ref$IntRef;-><init>()V
    move-object v7, v0
    .line 68
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$cropStats$2;
    const/4 v3, 0x0
    invoke-direct {v0, v12, v3}, Lcom/plotshare/garden/HarvestProvider$cropStats$2;-><init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 69
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$cropStats$3;
    const/4 v3, 0x0
    invoke-direct {v1, v3}, Lcom/plotshare/garden/HarvestProvider$cropStats$3;-><init>(Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->filter(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 70
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$cropStats$4;
    const/4 v4, 0x0
    invoke-direct {v1, v11, v4}, Lcom/plotshare/garden/HarvestProvider$cropStats$4;-><init>(Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->map(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 71
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->flowOn(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 72
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$cropStats$5;
    invoke-direct {v1, v7}, Lcom/plotshare/garden/HarvestProvider$cropStats$5;-><init>(Lkotlin/jvm/internal/Ref$IntRef;)V
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->L$0:Ljava/lang/Object;
    iput-object v7, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->label:I
    invoke-interface {v0, v1, v9}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L231
    .line 66
    return-object v10
    :L206
    iget-object v0, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlin/jvm/internal/Ref$IntRef;
    move-object v7, v0
    iget-object v0, v9, Lcom/plotshare/garden/HarvestProvider$cropStats$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v12, v0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L231
    .line 73
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    iget v1, v7, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"shares\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L248
    .line 66
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L206
    .end packed-switch
.end method

.method private final shareHarvest(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v15, v19
    instance-of v0, v15, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;
    if-eqz v0, :L41
    check-cast v15, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;
    move-object v13, v15
    iget v0, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;
    move-object v1, v0
    move-object/from16 v2, v16
    move-object v3, v15
    invoke-direct/range {v1 .. v3}, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;-><init>(Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    move-object v13, v0
    :L52
    iget-object v0, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->result:Ljava/lang/Object;
    move-object v12, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 76
    move-object v14, v0
    iget v0, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->label:I
    packed-switch v0, :sw_69
    goto :L236
    :L92
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 77
    const-string v1, "caller_package"
    invoke-virtual/range {v17 .. v17}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 78
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$shareHarvest$id$1;
    const/4 v6, 0x0
    move-object v2, v1
    move-object/from16 v3, v16
    move-object/from16 v4, v18
    move-object v5, v9
    invoke-direct/range {v2 .. v6}, Lcom/plotshare/garden/HarvestProvider$shareHarvest$id$1;-><init>(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v18 .. v18}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->label:I
    invoke-static {v0, v1, v13}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v14, :L214
    .line 76
    return-object v14
    :L179
    iget-object v0, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    iget-object v0, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v18, v0
    iget-object v0, v13, Lcom/plotshare/garden/HarvestProvider$shareHarvest$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    move-object/16 v17, v0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
    :L214
    .line 78
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v10, v0
    .line 79
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"share\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v10, v11}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L236
    .line 76
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L179
    .end packed-switch
.end method

.method private final claimShare(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v14, v17
    move-object/from16 v15, v19
    instance-of v0, v15, Lcom/plotshare/garden/HarvestProvider$claimShare$1;
    if-eqz v0, :L41
    check-cast v15, Lcom/plotshare/garden/HarvestProvider$claimShare$1;
    move-object v12, v15
    iget v0, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$claimShare$1;
    move-object v1, v0
    move-object/from16 v2, v16
    move-object v3, v15
    invoke-direct/range {v1 .. v3}, Lcom/plotshare/garden/HarvestProvider$claimShare$1;-><init>(Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    move-object v12, v0
    :L52
    iget-object v0, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->result:Ljava/lang/Object;
    move-object v11, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 82
    move-object v13, v0
    iget v0, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->label:I
    packed-switch v0, :sw_69
    goto :L270
    :L92
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 83
    const-string v1, "caller_package"
    invoke-virtual {v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 84
    invoke-virtual {v14}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L145
    .line 85
    const-string v0, "HarvestProvider"
    const-string v1, "claim_share for another app refused"
    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 86
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "claims are made by the calling app"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L145
    .line 88
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;
    const/4 v6, 0x0
    move-object v2, v1
    move-object/from16 v3, v16
    move-object/from16 v4, v18
    move-object v5, v14
    invoke-direct/range {v2 .. v6}, Lcom/plotshare/garden/HarvestProvider$claimShare$rows$1;-><init>(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v18 .. v18}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->label:I
    invoke-static {v0, v1, v12}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L248
    .line 82
    return-object v13
    :L213
    iget-object v0, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    iget-object v0, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v18, v0
    iget-object v0, v12, Lcom/plotshare/garden/HarvestProvider$claimShare$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    move-object v14, v0
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    :L248
    .line 88
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v10, v0
    .line 89
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"claimed\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L270
    .line 82
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L213
    .end packed-switch
.end method

.method public static final db_delegate$lambda$0(Lcom/plotshare/garden/HarvestProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 26
    sget-object v0, Lcom/plotshare/garden/GardenDb;->INSTANCE:Lcom/plotshare/garden/GardenDb;
    invoke-virtual {v3}, Lcom/plotshare/garden/HarvestProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "requireContext(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/GardenDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final dao_delegate$lambda$0(Lcom/plotshare/garden/HarvestProvider;)Lcom/plotshare/garden/PlotDao_Impl;
    .registers 5
    .line 27
    new-instance v0, Lcom/plotshare/garden/PlotDao_Impl;
    sget-object v1, Lcom/plotshare/garden/GardenDb;->INSTANCE:Lcom/plotshare/garden/GardenDb;
    invoke-virtual {v4}, Lcom/plotshare/garden/HarvestProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    const-string v3, "requireContext(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Lcom/plotshare/garden/GardenDb;->support(Landroid/content/Context;)Landroidx/sqlite/db/SupportSQLiteDatabase;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/plotshare/garden/PlotDao_Impl;-><init>(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    return-object v0
.end method

.method public static final synthetic access$findHarvest(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 25
    invoke-direct {v1, v2, v3}, Lcom/plotshare/garden/HarvestProvider;->findHarvest(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$cropStats(Lcom/plotshare/garden/HarvestProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 25
    invoke-direct {v1, v2, v3}, Lcom/plotshare/garden/HarvestProvider;->cropStats(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$shareHarvest(Lcom/plotshare/garden/HarvestProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 25
    invoke-direct {v1, v2, v3, v4}, Lcom/plotshare/garden/HarvestProvider;->shareHarvest(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$claimShare(Lcom/plotshare/garden/HarvestProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 25
    invoke-direct {v1, v2, v3, v4}, Lcom/plotshare/garden/HarvestProvider;->claimShare(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getDb(Lcom/plotshare/garden/HarvestProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 25
    invoke-direct {v1}, Lcom/plotshare/garden/HarvestProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getDao(Lcom/plotshare/garden/HarvestProvider;)Lcom/plotshare/garden/PlotDao;
    .registers 2
    .line 25
    invoke-direct {v1}, Lcom/plotshare/garden/HarvestProvider;->getDao()Lcom/plotshare/garden/PlotDao;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/plotshare/garden/HarvestProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/plotshare/garden/HarvestProvider;->Companion:Lcom/plotshare/garden/HarvestProvider$Companion;
    return-void
.end method

