.class public final Lcom/example/r35k2/InvoiceProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "Clinic.kt"

.field private final mutationExecutor$delegate:Lkotlin/Lazy;

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
    .line 53
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 55
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 55
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "list_invoices"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 56
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->TRANSACTION:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "pay_invoice"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 55
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 54
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k2/InvoiceProvider;->providerTools:Ljava/util/List;
    .line 59
    new-instance v0, Lcom/example/r35k2/InvoiceProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r35k2/InvoiceProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35k2/InvoiceProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k2/InvoiceProvider;->mutationExecutor$delegate:Lkotlin/Lazy;
    .line 53
    return-void
.end method

.method public static final mutationExecutor_delegate$lambda$0(Lcom/example/r35k2/InvoiceProvider;)Lcom/example/r35k2/InvoiceJournal;
    .registers 3
    .line 59
    new-instance v0, Lcom/example/r35k2/InvoiceJournal;
    invoke-virtual {p0}, Lcom/example/r35k2/InvoiceProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r35k2/InvoiceJournal;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    sget-object v0, Lcom/example/r35k2/Grants;->INSTANCE:Lcom/example/r35k2/Grants;
    invoke-virtual {p0}, Lcom/example/r35k2/InvoiceProvider;->requireContext()Landroid/content/Context;
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
    .registers 6
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    .line 65
    const-string v1, "list_invoices"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_pay
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v1, Lcom/example/r35k2/Schedule;->INSTANCE:Lcom/example/r35k2/Schedule;
    invoke-virtual {p0}, Lcom/example/r35k2/InvoiceProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v2, p1}, Lcom/example/r35k2/Schedule;->invoices(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 66
    :cond_pay
    const-string v1, "pay_invoice"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_unknown
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v1, Lcom/example/r35k2/Schedule;->INSTANCE:Lcom/example/r35k2/Schedule;
    invoke-virtual {p0}, Lcom/example/r35k2/InvoiceProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    new-instance v3, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v3, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p1, "invoice_id"
    invoke-virtual {v3, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v3, "getString(...)"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v2, p1}, Lcom/example/r35k2/Schedule;->pay(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret

    .line 67
    :cond_unknown
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1

    .line 68
    :goto_ret
    return-object p1
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 59
    iget-object v0, p0, Lcom/example/r35k2/InvoiceProvider;->mutationExecutor$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
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
    .line 54
    iget-object v0, p0, Lcom/example/r35k2/InvoiceProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
