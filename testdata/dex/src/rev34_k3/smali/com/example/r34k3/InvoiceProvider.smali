.class public final Lcom/example/r34k3/InvoiceProvider;
.super Lcom/example/r34k3/CrewdeskToolProvider;
.source "BillingProviders.kt"

.field private final providerTools:Ljava/util/List;

.method public constructor <init>()V
    .registers 8
    .line 27
    invoke-direct {p0}, Lcom/example/r34k3/CrewdeskToolProvider;-><init>()V
    .line 28
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 29
    const-string v2, "invoice_total"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 30
    const-string v2, "send_invoice"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 31
    const-string v2, "void_invoice"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 28
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k3/InvoiceProvider;->providerTools:Ljava/util/List;
    .line 27
    return-void
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 36
    const-string v1, "invoice_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 37
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v3
    sparse-switch v3, :sswitch_data_0
    goto :goto_unknown
    :sswitch_send
    const-string v3, "send_invoice"
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_send
    goto :goto_unknown
    :sswitch_total
    const-string v3, "invoice_total"
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_total
    goto :goto_unknown
    :sswitch_void
    const-string v3, "void_invoice"
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_void
    goto :goto_unknown
    .line 38
    :cond_total
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v0, Lcom/example/r34k3/Billing;->INSTANCE:Lcom/example/r34k3/Billing;
    invoke-virtual {p0}, Lcom/example/r34k3/InvoiceProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v3, "<get-db>(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v2, v1}, Lcom/example/r34k3/Billing;->total(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 39
    :cond_send
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v2, Lcom/example/r34k3/Billing;->INSTANCE:Lcom/example/r34k3/Billing;
    invoke-virtual {p0}, Lcom/example/r34k3/InvoiceProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v3
    const-string v4, "<get-db>(...)"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v4, "email"
    invoke-virtual {v0, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v4, "getString(...)"
    invoke-static {v0, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v2, v3, v1, v0}, Lcom/example/r34k3/Billing;->send(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 40
    :cond_void
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    sget-object v0, Lcom/example/r34k3/Billing;->INSTANCE:Lcom/example/r34k3/Billing;
    invoke-virtual {p0}, Lcom/example/r34k3/InvoiceProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v3, "<get-db>(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v2, v1}, Lcom/example/r34k3/Billing;->void(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 41
    :goto_unknown
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    .line 37
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        0x16b7b176 -> :sswitch_send
        0x3303abb2 -> :sswitch_total
        0x394c6782 -> :sswitch_void
    .end sparse-switch
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
    .line 28
    iget-object v0, p0, Lcom/example/r34k3/InvoiceProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
