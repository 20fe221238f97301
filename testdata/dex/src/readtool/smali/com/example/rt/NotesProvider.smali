# Kotlin sketch (NotesProvider.kt), compiled by kotlinc and D8:
#   class NotesProvider : CetpV2ContentProvider() {                                     // 9
#       private val store = NoteStore()                                                 // 10
#       override val providerTools = listOf(                                            // 11
#           CetpProviderTool("list_notes", ToolAnnotations(effect = ToolEffect.READ,    // 12
#               risk = ToolRisk.LOW, confirmation = ConfirmationPolicy.NEVER)),
#           CetpProviderTool("get_note", ToolAnnotations(effect = ToolEffect.READ,      // 14
#               risk = ToolRisk.LOW, confirmation = ConfirmationPolicy.NEVER)),
#           CetpProviderTool("add_note", ToolAnnotations(effect = ToolEffect.CREATE,    // 16
#               risk = ToolRisk.LOW, confirmation = ConfirmationPolicy.PROVIDER_POLICY)),
#       )
#       override val mutationExecutor: CetpMutationExecutor = NotesMutationExecutor()   // 19
#
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {    // 21
#           val context = requireContext()                                               // 22
#           return when (request.toolName) {                                             // 23
#               "list_notes" -> store.listNotes(context)                                 // 24
#               "get_note" -> store.getNote(context, request.args)                       // 25
#               "add_note" -> store.addNote(context, request.args)                       // 26
#               else -> CetpProviderResult.unknownTool(request.toolName)                 // 27
#           }
#       }
#   }
# kotlinc compiles the `when` on a String to a hashCode switch whose cases
# check equals and jump to the branch bodies.
.class public final Lcom/example/rt/NotesProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "NotesProvider.kt"

.field private final store:Lcom/example/rt/NoteStore;

.field private final providerTools:Ljava/util/List;

.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .locals 7
    .line 9
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 10
    new-instance v0, Lcom/example/rt/NoteStore;
    invoke-direct {v0}, Lcom/example/rt/NoteStore;-><init>()V
    iput-object v0, p0, Lcom/example/rt/NotesProvider;->store:Lcom/example/rt/NoteStore;
    .line 11
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 12
    const-string v2, "list_notes"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 14
    const-string v2, "get_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 16
    const-string v2, "add_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 11
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rt/NotesProvider;->providerTools:Ljava/util/List;
    .line 19
    new-instance v0, Lcom/example/rt/NotesMutationExecutor;
    invoke-direct {v0}, Lcom/example/rt/NotesMutationExecutor;-><init>()V
    iput-object v0, p0, Lcom/example/rt/NotesProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 11
    iget-object v0, p0, Lcom/example/rt/NotesProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1
    .line 19
    iget-object v0, p0, Lcom/example/rt/NotesProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p0}, Lcom/example/rt/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v2, "add_note"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_2
    goto :goto_0
    :sswitch_1
    const-string v2, "list_notes"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_0
    goto :goto_0
    :sswitch_2
    const-string v2, "get_note"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_1
    goto :goto_0
    :cond_0
    .line 24
    iget-object v1, p0, Lcom/example/rt/NotesProvider;->store:Lcom/example/rt/NoteStore;
    invoke-virtual {v1, v0}, Lcom/example/rt/NoteStore;->listNotes(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :cond_1
    # near miss CETP621: get_note's handler only queries the database and appends to an access log (§3.4 allows logging)
    .line 25
    iget-object v1, p0, Lcom/example/rt/NotesProvider;->store:Lcom/example/rt/NoteStore;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Lcom/example/rt/NoteStore;->getNote(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :cond_2
    # near miss CETP621: add_note writes, but it is declared effect create
    .line 26
    iget-object v1, p0, Lcom/example/rt/NotesProvider;->store:Lcom/example/rt/NoteStore;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Lcom/example/rt/NoteStore;->addNote(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :goto_0
    .line 27
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    :goto_1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x49abd330 -> :sswitch_0
        0x29e5f3e0 -> :sswitch_1
        0x75ceff3b -> :sswitch_2
    .end sparse-switch
.end method
