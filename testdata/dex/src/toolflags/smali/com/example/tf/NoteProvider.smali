# Java sketch (NoteProvider.java), compiled by javac and D8: the tools are
# declared through ToolDef's builder and its boolean setters.
#   public class NoteProvider extends CetpV2ContentProvider {                      // 11
#       private final NoteStore store = new NoteStore();                            // 12
#       private final List<CetpProviderTool> tools = new ArrayList<>();             // 13
#       private boolean safeMode; // set by the host app at run time
#
#       public NoteProvider() {
#           tools.add(ToolDef.named("list_notes").readOnly(true).build());         // 17
#           tools.add(ToolDef.named("wipe_notes").setDestructiveHint(true).build()); // 18
#           tools.add(ToolDef.named("sync_notes").readOnly(safeMode).build());     // 19
#       }
#       @Override public List<CetpProviderTool> getProviderTools() { return tools; } // 22
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           String name = request.getToolName();                                    // 25
#           Context context = requireContext();                                     // 26
#           if (name.equals("list_notes")) return store.write(context, "UPDATE notes SET seen = 1"); // 27
#           if (name.equals("wipe_notes")) return store.write(context, "DELETE FROM notes"); // 28
#           if (name.equals("sync_notes")) return store.write(context, "UPDATE notes SET synced = 1"); // 29
#           return CetpProviderResult.Companion.unknownTool(name);                  // 30
#       }
#   }
.class public Lcom/example/tf/NoteProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "NoteProvider.java"

.field private safeMode:Z

.field private final store:Lcom/example/tf/NoteStore;

.field private final tools:Ljava/util/List;

.method public constructor <init>()V
    .locals 3
    .line 11
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 12
    new-instance v0, Lcom/example/tf/NoteStore;
    invoke-direct {v0}, Lcom/example/tf/NoteStore;-><init>()V
    iput-object v0, p0, Lcom/example/tf/NoteProvider;->store:Lcom/example/tf/NoteStore;
    .line 13
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, Lcom/example/tf/NoteProvider;->tools:Ljava/util/List;
    .line 17
    const-string v1, "list_notes"
    invoke-static {v1}, Lcom/example/tf/ToolDef;->named(Ljava/lang/String;)Lcom/example/tf/ToolDef$Builder;
    move-result-object v1
    const/4 v2, 0x1
    invoke-virtual {v1, v2}, Lcom/example/tf/ToolDef$Builder;->readOnly(Z)Lcom/example/tf/ToolDef$Builder;
    move-result-object v1
    invoke-virtual {v1}, Lcom/example/tf/ToolDef$Builder;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    # near miss CETP621: wipe_notes is declared destructive (effect delete), not read
    .line 18
    iget-object v0, p0, Lcom/example/tf/NoteProvider;->tools:Ljava/util/List;
    const-string v1, "wipe_notes"
    invoke-static {v1}, Lcom/example/tf/ToolDef;->named(Ljava/lang/String;)Lcom/example/tf/ToolDef$Builder;
    move-result-object v1
    invoke-virtual {v1, v2}, Lcom/example/tf/ToolDef$Builder;->setDestructiveHint(Z)Lcom/example/tf/ToolDef$Builder;
    move-result-object v1
    invoke-virtual {v1}, Lcom/example/tf/ToolDef$Builder;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 19
    iget-object v0, p0, Lcom/example/tf/NoteProvider;->tools:Ljava/util/List;
    const-string v1, "sync_notes"
    invoke-static {v1}, Lcom/example/tf/ToolDef;->named(Ljava/lang/String;)Lcom/example/tf/ToolDef$Builder;
    move-result-object v1
    iget-boolean v2, p0, Lcom/example/tf/NoteProvider;->safeMode:Z
    invoke-virtual {v1, v2}, Lcom/example/tf/ToolDef$Builder;->readOnly(Z)Lcom/example/tf/ToolDef$Builder;
    move-result-object v1
    invoke-virtual {v1}, Lcom/example/tf/ToolDef$Builder;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 22
    iget-object v0, p0, Lcom/example/tf/NoteProvider;->tools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 25
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    .line 26
    invoke-virtual {p0}, Lcom/example/tf/NoteProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 27
    const-string v1, "list_notes"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_0
    iget-object p1, p0, Lcom/example/tf/NoteProvider;->store:Lcom/example/tf/NoteStore;
    const-string v1, "UPDATE notes SET seen = 1"
    invoke-virtual {p1, v0, v1}, Lcom/example/tf/NoteStore;->write(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_0
    # near miss CETP621: wipe_notes is not read
    .line 28
    const-string v1, "wipe_notes"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    iget-object p1, p0, Lcom/example/tf/NoteProvider;->store:Lcom/example/tf/NoteStore;
    const-string v1, "DELETE FROM notes"
    invoke-virtual {p1, v0, v1}, Lcom/example/tf/NoteStore;->write(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_1
    .line 29
    const-string v1, "sync_notes"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_2
    iget-object p1, p0, Lcom/example/tf/NoteProvider;->store:Lcom/example/tf/NoteStore;
    const-string v1, "UPDATE notes SET synced = 1"
    invoke-virtual {p1, v0, v1}, Lcom/example/tf/NoteStore;->write(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_2
    .line 30
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
