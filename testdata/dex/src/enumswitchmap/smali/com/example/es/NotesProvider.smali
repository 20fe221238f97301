# Java sketch (NotesProvider.java), compiled by javac 17 and D8 (debug: the
# switch map is read back from its static field in each try block):
#   public final class NotesProvider extends CetpV2ContentProvider {             // 10
#       @Override public List<CetpProviderTool> getProviderTools() {
#           return Arrays.asList(                                                 // 13
#               new CetpProviderTool("list_notes", new ToolAnnotations(ToolEffect.READ,       // 14
#                   ToolRisk.LOW, ConfirmationPolicy.NEVER)),
#               new CetpProviderTool("add_note", new ToolAnnotations(ToolEffect.CREATE,       // 16
#                   ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
#               new CetpProviderTool("archive_note", new ToolAnnotations(ToolEffect.READ,     // 18
#                   ToolRisk.LOW, ConfirmationPolicy.NEVER)));
#       }
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           switch (Tool.from(request.getToolName())) {        // 22: javac's $SwitchMap$ in NotesProvider$1
#               case LIST: return Store.list(getContext());     // 23 reads: near miss
#               case ADD: return Store.add(getContext());       // 24 CREATE: may write
#               case ARCHIVE: return Store.archive(getContext()); // 25 READ but writes
#               default: throw new IllegalArgumentException();  // 26
#           }
#       }
#   }
# Expected: CETP621 error for archive_note at :25 only.
.class public final Lcom/example/es/NotesProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "NotesProvider.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/es/NotesProvider$1;
    }
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 6
    .line 13
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 14
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "list_notes"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 16
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "add_note"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 18
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "archive_note"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 13
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    .line 22
    sget-object v0, Lcom/example/es/NotesProvider$1;->$SwitchMap$com$example$es$Tool:[I
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/es/Tool;->from(Ljava/lang/String;)Lcom/example/es/Tool;
    move-result-object v1
    invoke-virtual {v1}, Lcom/example/es/Tool;->ordinal()I
    move-result v1
    aget v0, v0, v1
    packed-switch v0, :pswitch_data_0
    .line 26
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :pswitch_2
    .line 25
    invoke-virtual {p0}, Lcom/example/es/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/example/es/Store;->archive(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :pswitch_1
    .line 24
    invoke-virtual {p0}, Lcom/example/es/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/example/es/Store;->add(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :pswitch_0
    .line 23
    invoke-virtual {p0}, Lcom/example/es/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/example/es/Store;->list(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method
