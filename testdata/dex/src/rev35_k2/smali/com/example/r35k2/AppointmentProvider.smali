.class public final Lcom/example/r35k2/AppointmentProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "Clinic.kt"

.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

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
    .registers 7
    .line 24
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 26
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 26
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "open_slots"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 27
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "book_visit"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 26
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 28
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "cancel_visit"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 26
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 25
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k2/AppointmentProvider;->providerTools:Ljava/util/List;
    .line 31
    new-instance v0, Lcom/example/r35k2/AppointmentProvider$mutationExecutor$1;
    invoke-direct {v0}, Lcom/example/r35k2/AppointmentProvider$mutationExecutor$1;-><init>()V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iput-object v0, p0, Lcom/example/r35k2/AppointmentProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .line 24
    return-void
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    sget-object v0, Lcom/example/r35k2/Grants;->INSTANCE:Lcom/example/r35k2/Grants;
    invoke-virtual {p0}, Lcom/example/r35k2/AppointmentProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/example/r35k2/Grants;->of(Landroid/content/Context;Ljava/lang/String;)Ljava/util/Set;
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
    .registers 8
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 43
    invoke-virtual {p0}, Lcom/example/r35k2/AppointmentProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    .line 44
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v3
    sparse-switch v3, :sswitch_data_0
    goto :goto_unknown
    :sswitch_open
    const-string v3, "open_slots"
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_open
    goto :goto_unknown
    :sswitch_cancel
    const-string v3, "cancel_visit"
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_cancel
    goto :goto_unknown
    :sswitch_book
    const-string v3, "book_visit"
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_book
    goto :goto_unknown

    .line 45
    :cond_open
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v2, Lcom/example/r35k2/AppointmentProvider$executeTool$1;
    const/4 v3, 0x0
    invoke-direct {v2, v1, v0, v3}, Lcom/example/r35k2/AppointmentProvider$executeTool$1;-><init>(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v2, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x1
    invoke-static {v3, v2, v0, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 46
    :cond_book
    sget-object v2, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v3, Lcom/example/r35k2/Schedule;->INSTANCE:Lcom/example/r35k2/Schedule;
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v4, "slot"
    invoke-virtual {v0, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v4, "getString(...)"
    invoke-static {v0, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v3, v1, v0, p1}, Lcom/example/r35k2/Schedule;->book(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v2, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 47
    :cond_cancel
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v2, Lcom/example/r35k2/Schedule;->INSTANCE:Lcom/example/r35k2/Schedule;
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v3, "visit_id"
    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v3, "getString(...)"
    invoke-static {v0, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v2, v1, v0}, Lcom/example/r35k2/Schedule;->cancel(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 48
    :goto_unknown
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1

    .line 44
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x628ca78b -> :sswitch_book
        -0x57db64ba -> :sswitch_cancel
        0x29308000 -> :sswitch_open
    .end sparse-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 31
    iget-object v0, p0, Lcom/example/r35k2/AppointmentProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
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
    .line 25
    iget-object v0, p0, Lcom/example/r35k2/AppointmentProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
