# Kotlin sketch (SealProvider.kt), compiled by kotlinc and D8. The tool name
# is parsed into a sealed class (Cmd.kt) whose `when` names only delete_item;
# list_items takes the else branch, which makes Cmd.List and writes nothing.
#   class SealProvider : CetpV2ContentProvider() {                                      // 8
#       override val providerTools = listOf(                                            // 9
#           CetpProviderTool("list_items", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),           // 10
#           CetpProviderTool("delete_item", ToolAnnotations(ToolEffect.DELETE, ToolRisk.LOW, ConfirmationPolicy.ALWAYS)),       // 11
#       )
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {    // 14
#           val context = requireContext()                                               // 15
#           when (val cmd = Cmd.parse(request.toolName, request.args)) {                 // 16
#               is Cmd.Delete -> context.contentResolver.delete(Uri.parse("content://com.example.td.seal/items"), "id=?", arrayOf(cmd.id))  // 17
#               Cmd.List -> {}
#           }
#           return CetpProviderResult.inline(0)                                          // 20
#       }
#   }
.class public final Lcom/example/td/SealProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SealProvider.kt"

.field private final providerTools:Ljava/util/List;

.method public constructor <init>()V
    .locals 7
    .line 8
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 9
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 10
    const-string v2, "list_items"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 11
    const-string v2, "delete_item"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 9
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/td/SealProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 9
    iget-object v0, p0, Lcom/example/td/SealProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 6
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-virtual {p0}, Lcom/example/td/SealProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    sget-object v1, Lcom/example/td/Cmd;->Companion:Lcom/example/td/Cmd$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v2, p1}, Lcom/example/td/Cmd$Companion;->parse(Ljava/lang/String;Ljava/lang/String;)Lcom/example/td/Cmd;
    move-result-object p1
    instance-of v1, p1, Lcom/example/td/Cmd$Delete;
    if-eqz v1, :cond_0
    .line 17
    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    const-string v1, "content://com.example.td.seal/items"
    invoke-static {v1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v1
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    check-cast p1, Lcom/example/td/Cmd$Delete;
    invoke-virtual {p1}, Lcom/example/td/Cmd$Delete;->getId()Ljava/lang/String;
    move-result-object p1
    const/4 v3, 0x0
    aput-object p1, v2, v3
    const-string p1, "id=?"
    invoke-virtual {v0, v1, p1, v2}, Landroid/content/ContentResolver;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    goto :goto_0
    :cond_0
    sget-object v0, Lcom/example/td/Cmd$List;->INSTANCE:Lcom/example/td/Cmd$List;
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1
    :goto_0
    .line 20
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v0, 0x0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_1
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method
