.class public final Lcom/example/r34k2/OrderProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "OrderProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34k2/OrderProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nOrderProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 OrderProvider.kt\ncom/example/r34k2/OrderProvider\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,72:1\n1945#2,3:73\n*S KotlinDebug\n*F\n+ 1 OrderProvider.kt\ncom/example/r34k2/OrderProvider\n*L\n37#1:73,3\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r34k2/OrderProvider$Companion;

.field private static final ORDER_SCOPES:Ljava/util/Set;

.field private static final PARTNER_CERT:[B

.field private final mutationExecutor$delegate:Lkotlin/Lazy;

.field private final providerTools:Ljava/util/List;

.field private final scope:Lkotlinx/coroutines/CoroutineScope;

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/example/r34k2/OrderProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r34k2/OrderProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r34k2/OrderProvider;->Companion:Lcom/example/r34k2/OrderProvider$Companion;
    .line 68
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r34k2/OrderProvider;->PARTNER_CERT:[B
    .line 69
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const-string v1, "orders.read"
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "orders.write"
    const/4 v3, 0x1
    aput-object v1, v0, v3
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r34k2/OrderProvider;->ORDER_SCOPES:Ljava/util/Set;
    return-void

    :array_0
    .array-data 1
        0x11t
        0x2ft
        0x6at
        0x8t
    .end array-data
.end method

.method public constructor <init>()V
    .registers 8
    .line 23
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 24
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 25
    const-string v2, "quote_prints"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 26
    const-string v2, "place_order"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->TRANSACTION:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 27
    const-string v2, "cancel_order"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 24
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k2/OrderProvider;->providerTools:Ljava/util/List;
    .line 30
    new-instance v0, Lcom/example/r34k2/OrderProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r34k2/OrderProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34k2/OrderProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k2/OrderProvider;->mutationExecutor$delegate:Lkotlin/Lazy;
    .line 32
    const/4 v0, 0x0
    const/4 v1, 0x1
    invoke-static {v0, v1, v0}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k2/OrderProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 23
    return-void
.end method

.method public static final mutationExecutor_delegate$lambda$0(Lcom/example/r34k2/OrderProvider;)Lcom/example/r34k2/OrderJournal;
    .registers 3
    .line 30
    new-instance v0, Lcom/example/r34k2/OrderJournal;
    invoke-virtual {p0}, Lcom/example/r34k2/OrderProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    invoke-direct {v0, p0}, Lcom/example/r34k2/OrderJournal;-><init>(Landroid/content/Context;)V
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
    .line 24
    iget-object v0, p0, Lcom/example/r34k2/OrderProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 30
    iget-object v0, p0, Lcom/example/r34k2/OrderProvider;->mutationExecutor$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 9
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-virtual {p0}, Lcom/example/r34k2/OrderProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    .line 36
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    sget-object v2, Lcom/example/r34k2/OrderProvider;->PARTNER_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    .line 37
    if-eqz v0, :cond_deny
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object p1
    check-cast p1, Ljava/lang/Iterable;
    .local p1, "$this$all$iv":Ljava/lang/Iterable;
    const/4 v1, 0x0
    .line 73
    .local v1, "$i$f$all":I
    instance-of v2, p1, Ljava/util/Collection;
    if-eqz v2, :cond_iter
    move-object v2, p1
    check-cast v2, Ljava/util/Collection;
    invoke-interface {v2}, Ljava/util/Collection;->isEmpty()Z
    move-result v2
    if-eqz v2, :cond_iter
    const/4 v2, 0x1
    goto :goto_all
    .line 74
    :cond_iter
    invoke-interface {p1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v2
    :goto_loop
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v4
    if-eqz v4, :cond_alltrue
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    move-object v5, v4
    check-cast v5, Ljava/lang/String;
    .local v5, "it":Ljava/lang/String;
    const/4 v6, 0x0
    .line 37
    .local v6, "$i$a$-all-OrderProvider$authorize$1":I
    sget-object v7, Lcom/example/r34k2/OrderProvider;->ORDER_SCOPES:Ljava/util/Set;
    invoke-interface {v7, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v5
    .end local v5    # "it":Ljava/lang/String;
    .end local v6    # "$i$a$-all-OrderProvider$authorize$1":I
    if-nez v5, :goto_loop
    .line 74
    const/4 v2, 0x0
    goto :goto_all
    .line 75
    :cond_alltrue
    const/4 v2, 0x1
    .line 37
    .end local v1    # "$i$f$all":I
    .end local p1    # "$this$all$iv":Ljava/lang/Iterable;
    :goto_all
    if-eqz v2, :cond_deny
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
    .registers 9
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 42
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_unknown
    :sswitch_place
    const-string v2, "place_order"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_place
    goto :goto_unknown
    :sswitch_cancel
    const-string v2, "cancel_order"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_cancel
    goto :goto_unknown
    :sswitch_quote
    const-string v2, "quote_prints"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_unknown
    .line 43
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v1, Lcom/example/r34k2/PriceList;->INSTANCE:Lcom/example/r34k2/PriceList;
    invoke-virtual {p0}, Lcom/example/r34k2/OrderProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    const-string v3, "size"
    const-string v4, "10x15"
    invoke-virtual {v0, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v4, "optString(...)"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "copies"
    const/4 v5, 0x1
    invoke-virtual {v0, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    invoke-virtual {v1, v2, v3, v0}, Lcom/example/r34k2/PriceList;->quote(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 44
    :cond_place
    invoke-direct {p0, v0}, Lcom/example/r34k2/OrderProvider;->placeOrder(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 45
    :cond_cancel
    const-string p1, "order_id"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v0, "getString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r34k2/OrderProvider;->cancelOrder(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 46
    :goto_unknown
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    .line 42
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x583a2ab7 -> :sswitch_cancel
        -0x1058a177 -> :sswitch_quote
        0x144fa216 -> :sswitch_place
    .end sparse-switch
.end method

.method private final placeOrder(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 51
    invoke-virtual {p0}, Lcom/example/r34k2/OrderProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 52
    sget-object v1, Lcom/example/r34k2/Orders;->INSTANCE:Lcom/example/r34k2/Orders;
    const-string v2, "album_id"
    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "getString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v3, "size"
    const-string v4, "10x15"
    invoke-virtual {p1, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v3, "optString(...)"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v0, v2, p1}, Lcom/example/r34k2/Orders;->create(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 53
    iget-object v3, p0, Lcom/example/r34k2/OrderProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    move-object v4, v1
    check-cast v4, Lkotlin/coroutines/CoroutineContext;
    const/4 v5, 0x0
    new-instance v1, Lcom/example/r34k2/OrderProvider$placeOrder$1;
    const/4 v2, 0x0
    invoke-direct {v1, v0, p1, v2}, Lcom/example/r34k2/OrderProvider$placeOrder$1;-><init>(Landroid/content/Context;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v6, v1
    check-cast v6, Lkotlin/jvm/functions/Function2;
    const/4 v7, 0x2
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 56
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"order_id\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "\"}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private final cancelOrder(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 11
    .line 60
    invoke-virtual {p0}, Lcom/example/r34k2/OrderProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 61
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    .line 62
    sget-object v2, Lcom/example/r34k2/Orders;->INSTANCE:Lcom/example/r34k2/Orders;
    invoke-virtual {v2, v0, p1}, Lcom/example/r34k2/Orders;->cancel(Landroid/content/Context;Ljava/lang/String;)V
    .line 63
    iget-object v3, p0, Lcom/example/r34k2/OrderProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v2
    move-object v4, v2
    check-cast v4, Lkotlin/coroutines/CoroutineContext;
    const/4 v5, 0x0
    new-instance v2, Lcom/example/r34k2/OrderProvider$cancelOrder$1;
    const/4 v6, 0x0
    invoke-direct {v2, v0, p1, v1, v6}, Lcom/example/r34k2/OrderProvider$cancelOrder$1;-><init>(Landroid/content/Context;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    move-object v6, v2
    check-cast v6, Lkotlin/jvm/functions/Function2;
    const/4 v7, 0x2
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 64
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"cancelled\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "\"}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
