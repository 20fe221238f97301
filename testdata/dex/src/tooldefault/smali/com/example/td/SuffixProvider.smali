# Java sketch (SuffixProvider.java), compiled by javac and D8. The tool is
# chosen by a suffix of its name, which no analysis of constants can tie to
# a tool: word_stats is read, and whether this code is its handler is not
# known.
#   public final class SuffixProvider extends CetpV2ContentProvider {                   // 9
#       @Override public List<CetpProviderTool> getProviderTools() {
#           return Arrays.asList(                                                        // 11
#               new CetpProviderTool("word_stats", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
#               new CetpProviderTool("word_purge", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.LOW, ConfirmationPolicy.ALWAYS)));
#       }
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           if (request.getToolName().endsWith("_purge")) {                              // 16
#               getContext().getContentResolver().delete(Uri.parse("content://com.example.td.suffix/words"), null, null);  // 17
#           }
#           return CetpProviderResult.Companion.inline(0);                              // 19
#       }
#   }
.class public final Lcom/example/td/SuffixProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SuffixProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 7
    .line 11
    const/4 v0, 0x2
    new-array v1, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v4, "word_stats"
    invoke-direct {v2, v4, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v3, 0x0
    aput-object v2, v1, v3
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v4, "word_purge"
    invoke-direct {v2, v4, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v3, 0x1
    aput-object v2, v1, v3
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 16
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    const-string v0, "_purge"
    invoke-virtual {p1, v0}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_0
    .line 17
    invoke-virtual {p0}, Lcom/example/td/SuffixProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object p1
    const-string v0, "content://com.example.td.suffix/words"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    const/4 v1, 0x0
    # CETP621 note: word_stats is named by no dispatch, and this write may be its
    invoke-virtual {p1, v0, v1, v1}, Landroid/content/ContentResolver;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    :cond_0
    .line 19
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v0, 0x0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
