# Kotlin sketch (NotesProvider.kt), compiled by kotlinc 1.9 and shrunk by R8
# (-dontobfuscate): R8 knows each constant's ordinal, drops the WhenMappings
# class and, the `when` being small, turns the switch on ordinal() into a
# chain of comparisons of ordinal() with the ordinals (if-eqz for 0,
# if-eq, then if-ne to the default).
#   class NotesProvider : CetpV2ContentProvider() {                               // 9
#       override val providerTools = listOf(                                      // 11
#           CetpProviderTool("list_notes", ToolAnnotations(ToolEffect.READ, ...)),     // 12
#           CetpProviderTool("add_note", ToolAnnotations(ToolEffect.CREATE, ...)),     // 13
#           CetpProviderTool("archive_note", ToolAnnotations(ToolEffect.READ, ...)))   // 14
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult =
#           when (Tool.from(request.toolName)) {                                  // 25
#               Tool.LIST -> Store.list(requireContext())      // reads: near miss   26
#               Tool.ADD -> Store.add(requireContext())        // CREATE: may write  27
#               Tool.ARCHIVE -> Store.archive(requireContext()) // READ but writes   28
#           }
#   }
# Expected: CETP621 error for archive_note at :28 only.
.class public final Lcom/example/ei/NotesProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "NotesProvider.kt"

.field private final providerTools:Ljava/util/List;

.method public constructor <init>()V
    .registers 8
    .line 9
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 12
    const-string v2, "list_notes"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 13
    const-string v2, "add_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 14
    const-string v2, "archive_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 11
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ei/NotesProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/ei/NotesProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    sget-object v0, Lcom/example/ei/Tool;->Companion:Lcom/example/ei/Tool$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/example/ei/Tool$Companion;->from(Ljava/lang/String;)Lcom/example/ei/Tool;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/ei/Tool;->ordinal()I
    move-result v0
    if-eqz v0, :case_list
    const/4 v1, 0x1
    if-eq v0, v1, :case_add
    const/4 v1, 0x2
    if-ne v0, v1, :no_branch
    .line 28
    invoke-virtual {p0}, Lcom/example/ei/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/ei/Store;->archive(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :ret
    :no_branch
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :case_add
    .line 27
    invoke-virtual {p0}, Lcom/example/ei/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/ei/Store;->add(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :ret
    :case_list
    # near miss CETP621: list_notes (ordinal 0) only queries
    .line 26
    invoke-virtual {p0}, Lcom/example/ei/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/ei/Store;->list(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :ret
    .line 25
    return-object v0
.end method
