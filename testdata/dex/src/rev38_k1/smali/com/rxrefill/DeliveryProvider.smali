.class public final Lcom/rxrefill/DeliveryProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "Delivery.kt"


# instance fields
.field private final a:Ljava/util/List;

.field private final b:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 9

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

    const-string v3, "track_delivery"

    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    .line 22
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    const-string v3, "schedule_delivery"

    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    .line 23
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    const-string v3, "change_address"

    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v2, 0x2

    aput-object v1, v0, v2

    .line 20
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/rxrefill/DeliveryProvider;->a:Ljava/util/List;

    .line 26
    new-instance v0, Lcom/rxrefill/DeliveryProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/rxrefill/DeliveryProvider$$ExternalSyntheticLambda0;-><init>(Lcom/rxrefill/DeliveryProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/rxrefill/DeliveryProvider;->b:Lkotlin/Lazy;

    .line 19
    return-void
.end method

.method public static synthetic a(Lcom/rxrefill/DeliveryProvider;)Lcom/rxrefill/a/j;
    .registers 3

    .line 26
    new-instance v0, Lcom/rxrefill/a/j;

    invoke-virtual {p0}, Lcom/rxrefill/DeliveryProvider;->requireContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/rxrefill/a/j;-><init>(Landroid/content/Context;)V

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 7

    const-string v0, "request"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-virtual {p0}, Lcom/rxrefill/DeliveryProvider;->requireContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerUid()I

    move-result v1

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_deny

    array-length v1, v0

    const/4 v2, 0x0

    :goto_pkgs
    if-ge v2, v1, :cond_deny

    aget-object v3, v0, v2

    sget-object v4, Lcom/rxrefill/a/a;->a:Ljava/util/Set;

    invoke-interface {v4, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_partner

    add-int/lit8 v2, v2, 0x1

    goto :goto_pkgs

    :cond_partner
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object p1

    .line 87
    invoke-interface {p1}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_allow

    .line 88
    invoke-interface {p1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object p1

    :goto_scopes
    invoke-interface {p1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_allow

    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    .line 32
    const-string v1, "delivery."

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z

    move-result v0

    .line 88
    if-nez v0, :goto_scopes

    goto :cond_deny

    :cond_allow
    .line 32
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;

    return-object p1

    :cond_deny
    .line 33
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;

    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8

    const-string v0, "request"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    new-instance v0, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 37
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto/16 :sw_default

    :sswitch_change
    const-string v2, "change_address"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_change

    goto/16 :sw_default

    :sswitch_schedule
    const-string v2, "schedule_delivery"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_schedule

    goto/16 :sw_default

    :sswitch_track
    const-string v2, "track_delivery"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :sw_default

    .line 38
    sget-object v1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    iget-object v2, p0, Lcom/rxrefill/DeliveryProvider;->b:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/rxrefill/a/j;

    const-string v3, "order_id"

    invoke-static {v0, v3}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerUid()I

    move-result p1

    invoke-virtual {v2, v0, p1}, Lcom/rxrefill/a/j;->a(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v1, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    goto/16 :goto_ret

    :case_schedule
    .line 40
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerUid()I

    move-result p1

    const-string v1, "calling_uid"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result p1

    .line 41
    sget-object v1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    iget-object v2, p0, Lcom/rxrefill/DeliveryProvider;->b:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/rxrefill/a/j;

    const-string v3, "order_id"

    invoke-static {v0, v3}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v4, "slot"

    invoke-static {v0, v4}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v2, v3, v0, p1}, Lcom/rxrefill/a/j;->a(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v1, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    goto :goto_ret

    :case_change
    .line 49
    const-string v1, "calling_uid"

    const/4 v2, -0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    .line 50
    if-eq v1, v2, :cond_same

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerUid()I

    move-result v2

    if-eq v1, v2, :cond_same

    .line 51
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    const-string v0, "PERMISSION_DENIED"

    const-string v1, "caller mismatch"

    invoke-virtual {p1, v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    goto :goto_ret

    :cond_same
    .line 53
    sget-object v1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    iget-object v2, p0, Lcom/rxrefill/DeliveryProvider;->b:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/rxrefill/a/j;

    const-string v3, "order_id"

    invoke-static {v0, v3}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v4, "address"

    invoke-static {v0, v4}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerUid()I

    move-result p1

    invoke-virtual {v2, v3, v0, p1}, Lcom/rxrefill/a/j;->b(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v1, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    goto :goto_ret

    :sw_default
    .line 44
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    :goto_ret
    .line 37
    return-object p1

    :sswitch_data_0
    .sparse-switch
        0x2ca9b49c -> :sswitch_schedule
        0x3347a665 -> :sswitch_change
        0x5ec5a068 -> :sswitch_track
    .end sparse-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/rxrefill/DeliveryProvider;->b:Lkotlin/Lazy;

    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/rxrefill/DeliveryProvider;->a:Ljava/util/List;

    return-object v0
.end method
