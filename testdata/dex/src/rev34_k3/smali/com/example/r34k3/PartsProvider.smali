.class public final Lcom/example/r34k3/PartsProvider;
.super Lcom/example/r34k3/CrewdeskToolProvider;
.source "BillingProviders.kt"

.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final providerTools:Ljava/util/List;

.method public constructor <init>()V
    .registers 8
    .line 46
    invoke-direct {p0}, Lcom/example/r34k3/CrewdeskToolProvider;-><init>()V
    .line 47
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 48
    const-string v2, "parts_in_stock"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 49
    const-string v2, "order_part"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 47
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k3/PartsProvider;->providerTools:Ljava/util/List;
    .line 52
    sget-object v0, Lcom/example/r34k3/PartsLedger;->INSTANCE:Lcom/example/r34k3/PartsLedger;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iput-object v0, p0, Lcom/example/r34k3/PartsProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .line 46
    return-void
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 3
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 59
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    const-string v2, "parts_in_stock"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    const-string v3, "getString(...)"
    const-string v4, "<get-db>(...)"
    const-string v5, "sku"
    if-eqz v2, :cond_order
    .line 60
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v1, Lcom/example/r34k3/Billing;->INSTANCE:Lcom/example/r34k3/Billing;
    invoke-virtual {p0}, Lcom/example/r34k3/PartsProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v2, v0}, Lcom/example/r34k3/Billing;->stock(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 61
    :cond_order
    const-string v2, "order_part"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_unknown
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v1, Lcom/example/r34k3/Billing;->INSTANCE:Lcom/example/r34k3/Billing;
    invoke-virtual {p0}, Lcom/example/r34k3/PartsProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v4, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v3, "qty"
    const/4 v5, 0x1
    invoke-virtual {v0, v3, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    invoke-virtual {v1, v2, v4, v0}, Lcom/example/r34k3/Billing;->orderPart(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 62
    :cond_unknown
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    .line 59
    :goto_ret
    return-object p1
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 52
    iget-object v0, p0, Lcom/example/r34k3/PartsProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation
    .line 47
    iget-object v0, p0, Lcom/example/r34k3/PartsProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
