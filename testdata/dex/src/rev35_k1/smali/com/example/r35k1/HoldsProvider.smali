.class public final Lcom/example/r35k1/HoldsProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "HoldsProvider.kt"

.field private final holds$delegate:Lkotlin/Lazy;

.field private final providerTools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 8
    .line 19
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 21
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "list_holds"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 22
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "place_hold"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 21
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 23
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "transfer_hold"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 21
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 20
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k1/HoldsProvider;->providerTools:Ljava/util/List;
    .line 26
    new-instance v0, Lcom/example/r35k1/HoldsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r35k1/HoldsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35k1/HoldsProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k1/HoldsProvider;->holds$delegate:Lkotlin/Lazy;
    .line 19
    return-void
.end method

.method private final getHolds()Lcom/example/r35k1/HoldStore;
    .registers 2
    .line 26
    iget-object v0, p0, Lcom/example/r35k1/HoldsProvider;->holds$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r35k1/HoldStore;
    return-object v0
.end method

.method public static final holds_delegate$lambda$0(Lcom/example/r35k1/HoldsProvider;)Lcom/example/r35k1/HoldStore;
    .registers 3
    .line 26
    new-instance v0, Lcom/example/r35k1/HoldStore;
    invoke-virtual {p0}, Lcom/example/r35k1/HoldsProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r35k1/HoldStore;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method private final transfer(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 48
    const-string v0, "caller_package"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 49
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v1, v0
    check-cast v1, Ljava/lang/CharSequence;
    invoke-interface {v1}, Ljava/lang/CharSequence;->length()I
    move-result v1
    if-lez v1, :cond_move
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_move
    .line 50
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string p2, "PERMISSION_DENIED"
    const-string v0, "caller mismatch"
    invoke-virtual {p1, p2, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1

    .line 52
    :cond_move
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r35k1/HoldsProvider;->getHolds()Lcom/example/r35k1/HoldStore;
    move-result-object v1
    const-string v2, "hold_id"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "getString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p0, "to_branch"
    invoke-virtual {p2, p0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    invoke-static {p0, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v2, p0, p1}, Lcom/example/r35k1/HoldStore;->transfer(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, p0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p0
    return-object p0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-direct {p0}, Lcom/example/r35k1/HoldsProvider;->getHolds()Lcom/example/r35k1/HoldStore;
    move-result-object v0
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/example/r35k1/HoldStore;->granted(Ljava/lang/String;)Ljava/util/Set;
    move-result-object v0
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object p1
    check-cast p1, Ljava/util/Collection;
    invoke-interface {v0, p1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result p1
    if-eqz p1, :cond_deny
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :goto_ret
    :cond_deny
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    :goto_ret
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 36
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_unknown
    :sswitch_list
    const-string v2, "list_holds"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_list
    goto :goto_unknown
    :sswitch_transfer
    const-string v2, "transfer_hold"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_transfer
    goto :goto_unknown
    :sswitch_place
    const-string v2, "place_hold"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_place
    goto :goto_unknown

    .line 37
    :cond_list
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r35k1/HoldsProvider;->getHolds()Lcom/example/r35k1/HoldStore;
    move-result-object v1
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Lcom/example/r35k1/HoldStore;->listFor(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 39
    :cond_place
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    const-string v1, "caller_package"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 40
    sget-object v1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r35k1/HoldsProvider;->getHolds()Lcom/example/r35k1/HoldStore;
    move-result-object v2
    const-string v3, "isbn"
    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v3, "getString(...)"
    invoke-static {v0, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2, v0, p1}, Lcom/example/r35k1/HoldStore;->place(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 42
    :cond_transfer
    invoke-direct {p0, p1, v0}, Lcom/example/r35k1/HoldsProvider;->transfer(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 43
    :goto_unknown
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1

    .line 36
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x780fcf6d -> :sswitch_transfer
        -0xfdf9f09 -> :sswitch_place
        0x299148b3 -> :sswitch_list
    .end sparse-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 29
    invoke-direct {p0}, Lcom/example/r35k1/HoldsProvider;->getHolds()Lcom/example/r35k1/HoldStore;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
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
    .line 20
    iget-object v0, p0, Lcom/example/r35k1/HoldsProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
