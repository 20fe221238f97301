# Kotlin sketch (NotesProvider.kt), compiled by kotlinc 1.9 and D8; Tool is
# from the :model module, so kotlinc compiles `when (tool)` on it to
# equality checks, not to a WhenMappings switch:
#   class NotesProvider : CetpV2ContentProvider() {                               // 9
#       override val providerTools = listOf(                                      // 11
#           CetpProviderTool("list_notes", ToolAnnotations(ToolEffect.READ, ...)),     // 12
#           CetpProviderTool("add_note", ToolAnnotations(ToolEffect.CREATE, ...)),     // 13
#           CetpProviderTool("archive_note", ToolAnnotations(ToolEffect.READ, ...)))   // 14
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
#           val tool = Tool.from(request.toolName)                                // 25
#           if (tool == Tool.ARCHIVE) return Store.archive(requireContext())      // 26 READ but writes
#           return when (tool) {                                                  // 27
#               Tool.LIST -> Store.list(requireContext())      // reads: near miss   28
#               else -> Store.add(requireContext())            // CREATE: may write  29
#           }
#       }
#   }
# `==` on enums is a reference comparison (if-ne, as javac's `tool == Tool.X`);
# the `when` branch is Intrinsics.areEqual(subject, constant).
# Expected: CETP621 error for archive_note at :26 only; no "no dispatch found" note.
.class public final Lcom/example/ec/NotesProvider;
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
    iput-object v0, p0, Lcom/example/ec/NotesProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/ec/NotesProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    sget-object v0, Lcom/example/ec/Tool;->Companion:Lcom/example/ec/Tool$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/example/ec/Tool$Companion;->from(Ljava/lang/String;)Lcom/example/ec/Tool;
    move-result-object v0
    .line 26
    sget-object v1, Lcom/example/ec/Tool;->ARCHIVE:Lcom/example/ec/Tool;
    if-ne v0, v1, :cond_0
    invoke-virtual {p0}, Lcom/example/ec/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/ec/Store;->archive(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :cond_0
    .line 28
    sget-object v1, Lcom/example/ec/Tool;->LIST:Lcom/example/ec/Tool;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-virtual {p0}, Lcom/example/ec/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/ec/Store;->list(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    goto :goto_0
    :cond_1
    .line 29
    invoke-virtual {p0}, Lcom/example/ec/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/ec/Store;->add(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    :goto_0
    .line 27
    return-object v0
.end method
