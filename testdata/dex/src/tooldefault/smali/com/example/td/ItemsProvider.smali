# Kotlin sketch (ItemsProvider.kt), compiled by kotlinc and D8:
#   class ItemsProvider : CetpV2ContentProvider() {                                     // 8
#       private val store = ItemStore()                                                 // 9
#       override val providerTools = listOf(                                            // 10
#           CetpProviderTool("get_item", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),              // 11
#           CetpProviderTool("add_item", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),  // 12
#           CetpProviderTool("recent_items", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),          // 13
#       )
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {    // 16
#           val context = requireContext()                                               // 17
#           return when (request.toolName) {                                             // 18
#               "get_item" -> store.get(context, request.args)                           // 19
#               "add_item" -> store.add(context, request.args)                           // 20
#               // recent_items (and any older tool name) is served here
#               else -> store.legacy(context, request.toolName)                          // 22
#           }
#       }
#   }
# kotlinc compiles the `when` on a String to a hashCode switch whose cases
# check equals and jump to the branch bodies; a failed equals and the
# switch's default both go to the else branch.
.class public final Lcom/example/td/ItemsProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ItemsProvider.kt"

.field private final store:Lcom/example/td/ItemStore;

.field private final providerTools:Ljava/util/List;

.method public constructor <init>()V
    .locals 7
    .line 8
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 9
    new-instance v0, Lcom/example/td/ItemStore;
    invoke-direct {v0}, Lcom/example/td/ItemStore;-><init>()V
    iput-object v0, p0, Lcom/example/td/ItemsProvider;->store:Lcom/example/td/ItemStore;
    .line 10
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 11
    const-string v2, "get_item"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 12
    const-string v2, "add_item"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 13
    const-string v2, "recent_items"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 10
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/td/ItemsProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 10
    iget-object v0, p0, Lcom/example/td/ItemsProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-virtual {p0}, Lcom/example/td/ItemsProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v2, "add_item"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_1
    goto :goto_0
    :sswitch_1
    const-string v2, "get_item"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_0
    goto :goto_0
    :cond_0
    .line 19
    iget-object v1, p0, Lcom/example/td/ItemsProvider;->store:Lcom/example/td/ItemStore;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Lcom/example/td/ItemStore;->get(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :cond_1
    # near miss CETP621: add_item writes, but it is declared effect create
    .line 20
    iget-object v1, p0, Lcom/example/td/ItemsProvider;->store:Lcom/example/td/ItemStore;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Lcom/example/td/ItemStore;->add(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :goto_0
    # CETP621: recent_items is in no case, so this else branch is its handler, and it writes
    .line 22
    iget-object v1, p0, Lcom/example/td/ItemsProvider;->store:Lcom/example/td/ItemStore;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Lcom/example/td/ItemStore;->legacy(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    :goto_1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x49ae080f -> :sswitch_0
        0x75ccca5c -> :sswitch_1
    .end sparse-switch
.end method
