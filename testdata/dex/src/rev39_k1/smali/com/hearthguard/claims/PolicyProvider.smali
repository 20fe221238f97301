.class public final Lcom/hearthguard/claims/PolicyProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "Policy.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthguard/claims/PolicyProvider$Companion;
    }
.end annotation

.field public static final Companion:Lcom/hearthguard/claims/PolicyProvider$Companion;

.field private static final TAG:Ljava/lang/String; = "PolicyProvider"

.field private final graph$delegate:Lkotlin/Lazy;

.field private final providerTools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation
.end field

.field private final store$delegate:Lkotlin/Lazy;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthguard/claims/PolicyProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthguard/claims/PolicyProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthguard/claims/PolicyProvider;->Companion:Lcom/hearthguard/claims/PolicyProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 9
    .line 22
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 23
    new-instance v0, Lcom/hearthguard/claims/PolicyProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/PolicyProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hearthguard/claims/PolicyProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthguard/claims/PolicyProvider;->graph$delegate:Lkotlin/Lazy;
    .line 24
    new-instance v0, Lcom/hearthguard/claims/PolicyProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/PolicyProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hearthguard/claims/PolicyProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthguard/claims/PolicyProvider;->store$delegate:Lkotlin/Lazy;
    .line 26
    .line 27
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "policy_summary"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 28
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "add_rider"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 27
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 29
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "cancel_policy"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 27
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 26
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthguard/claims/PolicyProvider;->providerTools:Ljava/util/List;
    .line 22
    return-void
.end method

.method private final addRider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 49
    invoke-static {p2}, Lcom/hearthguard/claims/PolicyKt;->toRiderArgs(Lorg/json/JSONObject;)Lcom/hearthguard/claims/RiderArgs;
    move-result-object p2
    invoke-virtual {p2}, Lcom/hearthguard/claims/RiderArgs;->component1()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p2}, Lcom/hearthguard/claims/RiderArgs;->component2()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p2}, Lcom/hearthguard/claims/RiderArgs;->component3()Z
    move-result p2
    .line 50
    if-eqz p2, :cond_0
    const-string p2, "PolicyProvider"
    const-string v2, "add_rider: consumer-side confirmation ignored"
    invoke-static {p2, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 51
    :cond_0
    sget-object p2, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/hearthguard/claims/PolicyProvider;->getStore()Lcom/hearthguard/claims/PolicyStore;
    move-result-object v2
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v2, v0, v1, p1}, Lcom/hearthguard/claims/PolicyStore;->addRider(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private final cancelPolicy(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    .line 55
    invoke-static {p2}, Lcom/hearthguard/claims/PolicyKt;->toCancelArgs(Lorg/json/JSONObject;)Lcom/hearthguard/claims/CancelArgs;
    move-result-object p2
    invoke-virtual {p2}, Lcom/hearthguard/claims/CancelArgs;->component1()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p2}, Lcom/hearthguard/claims/CancelArgs;->component2()Z
    move-result p2
    .line 56
    if-nez p2, :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string p2, "CONFLICT"
    const-string v0, "cancel the policy in the Hearthguard app"
    invoke-virtual {p1, p2, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1

    .line 57
    :cond_0
    sget-object p2, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/hearthguard/claims/PolicyProvider;->getStore()Lcom/hearthguard/claims/PolicyStore;
    move-result-object v1
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Lcom/hearthguard/claims/PolicyStore;->cancel(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private final getGraph()Lcom/hearthguard/claims/HearthComponent;
    .registers 2
    .line 23
    iget-object v0, p0, Lcom/hearthguard/claims/PolicyProvider;->graph$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/HearthComponent;
    return-object v0
.end method

.method private final getStore()Lcom/hearthguard/claims/PolicyStore;
    .registers 2
    .line 24
    iget-object v0, p0, Lcom/hearthguard/claims/PolicyProvider;->store$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/PolicyStore;
    return-object v0
.end method

.method public static final graph_delegate$lambda$0(Lcom/hearthguard/claims/PolicyProvider;)Lcom/hearthguard/claims/HearthComponent;
    .registers 2
    .line 23
    sget-object v0, Lcom/hearthguard/claims/Graph;->INSTANCE:Lcom/hearthguard/claims/Graph;
    invoke-virtual {p0}, Lcom/hearthguard/claims/PolicyProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    invoke-virtual {v0, p0}, Lcom/hearthguard/claims/Graph;->of(Landroid/content/Context;)Lcom/hearthguard/claims/HearthComponent;
    move-result-object p0
    return-object p0
.end method

.method public static final store_delegate$lambda$0(Lcom/hearthguard/claims/PolicyProvider;)Lcom/hearthguard/claims/PolicyStore;
    .registers 1
    .line 24
    invoke-direct {p0}, Lcom/hearthguard/claims/PolicyProvider;->getGraph()Lcom/hearthguard/claims/HearthComponent;
    move-result-object p0
    invoke-interface {p0}, Lcom/hearthguard/claims/HearthComponent;->policyStore()Lcom/hearthguard/claims/PolicyStore;
    move-result-object p0
    return-object p0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-direct {p0}, Lcom/hearthguard/claims/PolicyProvider;->getStore()Lcom/hearthguard/claims/PolicyStore;
    move-result-object v0
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthguard/claims/PolicyStore;->grants(Ljava/lang/String;)Ljava/util/Set;
    move-result-object v0
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object p1
    check-cast p1, Ljava/util/Collection;
    invoke-interface {v0, p1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result p1
    if-eqz p1, :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :goto_0
    :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    :goto_0
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 40
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_default

    :sswitch_cancel
    const-string v2, "cancel_policy"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_cancel
    goto :goto_default

    :sswitch_summary
    const-string v2, "policy_summary"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_summary
    goto :goto_default

    :sswitch_rider
    const-string v2, "add_rider"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_rider
    goto :goto_default

    .line 41
    :cond_summary
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/hearthguard/claims/PolicyProvider;->getStore()Lcom/hearthguard/claims/PolicyStore;
    move-result-object v1
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Lcom/hearthguard/claims/PolicyStore;->summary(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 42
    :cond_rider
    invoke-direct {p0, p1, v0}, Lcom/hearthguard/claims/PolicyProvider;->addRider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 43
    :cond_cancel
    invoke-direct {p0, p1, v0}, Lcom/hearthguard/claims/PolicyProvider;->cancelPolicy(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 44
    :goto_default
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1

    .line 40
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        0x1466d55c -> :sswitch_rider
        0x372ca199 -> :sswitch_summary
        0x52831697 -> :sswitch_cancel
    .end sparse-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 33
    invoke-direct {p0}, Lcom/hearthguard/claims/PolicyProvider;->getStore()Lcom/hearthguard/claims/PolicyStore;
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

    .line 26
    iget-object v0, p0, Lcom/hearthguard/claims/PolicyProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
