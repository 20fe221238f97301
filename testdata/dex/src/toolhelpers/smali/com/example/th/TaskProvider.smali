# Java sketch (TaskProvider.java), compiled by javac and D8: every tool is
# declared through helpers, and executeTool dispatches with an if chain.
#   public class TaskProvider extends CetpV2ContentProvider {                      // 11
#       private static final String[] EXTRA_READ_TOOLS = {"due_tasks", "late_tasks"}; // 12
#       private final TaskStore store = new TaskStore();                           // 13
#       private final List<CetpProviderTool> tools = new ArrayList<>();            // 14
#
#       public TaskProvider() {
#           tools.add(tool("list_tasks", ToolEffect.READ));                         // 17
#           tools.add(tool("count_tasks", ToolEffect.READ));                        // 18
#           tools.add(tool("delete_task", ToolEffect.DELETE));                      // 19
#           tools.add(readTool("export_tasks"));                                    // 20
#           tools.add(ToolSpec.builder("touch_task").effect(ToolEffect.READ).build()); // 21
#           tools.add(tool("purge_tasks", store.isArchive() ? ToolEffect.READ : ToolEffect.DELETE)); // 22
#           for (String name : EXTRA_READ_TOOLS) {                                 // 23
#               tools.add(tool(name, ToolEffect.READ));                             // 24
#           }
#       }
#
#       static CetpProviderTool tool(String name, ToolEffect effect) {
#           return new CetpProviderTool(name, annotations(effect));                 // 29
#       }
#
#       private static ToolAnnotations annotations(ToolEffect effect) {
#           return new ToolAnnotations(effect, ToolRisk.LOW, ConfirmationPolicy.NEVER); // 33
#       }
#
#       private CetpProviderTool readTool(String name) {
#           return tool(name, ToolEffect.READ);                                     // 37
#       }
#
#       @Override public List<CetpProviderTool> getProviderTools() {
#           return tools;                                                           // 41
#       }
#
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           String name = request.getToolName();                                    // 45
#           Context context = requireContext();                                     // 46
#           if (name.equals("list_tasks")) return store.list(context);              // 47
#           if (name.equals("count_tasks")) return store.count(context);            // 48
#           if (name.equals("delete_task")) return store.delete(context);           // 49
#           if (name.equals("export_tasks")) return store.export(context);          // 50
#           if (name.equals("touch_task")) return store.touch(context);             // 51
#           if (name.equals("purge_tasks")) return store.purge(context);            // 52
#           return CetpProviderResult.Companion.unknownTool(name);                  // 53
#       }
#   }
.class public Lcom/example/th/TaskProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "TaskProvider.java"

.field private static final EXTRA_READ_TOOLS:[Ljava/lang/String;

.field private final store:Lcom/example/th/TaskStore;

.field private final tools:Ljava/util/List;

.method static constructor <clinit>()V
    .locals 2
    .line 12
    const-string v0, "due_tasks"
    const-string v1, "late_tasks"
    filled-new-array {v0, v1}, [Ljava/lang/String;
    move-result-object v0
    sput-object v0, Lcom/example/th/TaskProvider;->EXTRA_READ_TOOLS:[Ljava/lang/String;
    return-void
.end method

.method public constructor <init>()V
    .locals 6
    .line 16
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 13
    new-instance v0, Lcom/example/th/TaskStore;
    invoke-direct {v0}, Lcom/example/th/TaskStore;-><init>()V
    iput-object v0, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    .line 14
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    .line 17
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v2, "list_tasks"
    invoke-static {v2, v1}, Lcom/example/th/TaskProvider;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v2
    invoke-interface {v0, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    # near miss CETP621: count_tasks is read and its handler only queries
    .line 18
    iget-object v0, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    const-string v2, "count_tasks"
    invoke-static {v2, v1}, Lcom/example/th/TaskProvider;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v2
    invoke-interface {v0, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    # near miss CETP621: delete_task writes, but the helper declares it effect delete
    .line 19
    iget-object v0, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v3, "delete_task"
    invoke-static {v3, v2}, Lcom/example/th/TaskProvider;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 20
    iget-object v0, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    const-string v3, "export_tasks"
    invoke-direct {p0, v3}, Lcom/example/th/TaskProvider;->readTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 21
    iget-object v0, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    const-string v3, "touch_task"
    invoke-static {v3}, Lcom/example/th/ToolSpec;->builder(Ljava/lang/String;)Lcom/example/th/ToolSpec$Builder;
    move-result-object v3
    invoke-virtual {v3, v1}, Lcom/example/th/ToolSpec$Builder;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/example/th/ToolSpec$Builder;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/th/ToolSpec$Builder;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 22
    iget-object v0, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    iget-object v3, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    invoke-virtual {v3}, Lcom/example/th/TaskStore;->isArchive()Z
    move-result v3
    if-eqz v3, :cond_delete
    move-object v3, v1
    goto :goto_purge
    :cond_delete
    move-object v3, v2
    :goto_purge
    const-string v4, "purge_tasks"
    invoke-static {v4, v3}, Lcom/example/th/TaskProvider;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 23
    sget-object v0, Lcom/example/th/TaskProvider;->EXTRA_READ_TOOLS:[Ljava/lang/String;
    array-length v2, v0
    const/4 v3, 0x0
    :goto_extra
    if-ge v3, v2, :cond_done
    aget-object v4, v0, v3
    .line 24
    iget-object v5, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    invoke-static {v4, v1}, Lcom/example/th/TaskProvider;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v4
    invoke-interface {v5, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 23
    add-int/lit8 v3, v3, 0x1
    goto :goto_extra
    :cond_done
    .line 26
    return-void
.end method

.method static tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 2
    .line 29
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    invoke-static {p1}, Lcom/example/th/TaskProvider;->annotations(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/ToolAnnotations;
    move-result-object v1
    invoke-direct {v0, p0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    return-object v0
.end method

.method private static annotations(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .locals 3
    .line 33
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v2, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v0, p0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    return-object v0
.end method

.method private readTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 1
    .line 37
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-static {p1, v0}, Lcom/example/th/TaskProvider;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object p1
    return-object p1
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 41
    iget-object v0, p0, Lcom/example/th/TaskProvider;->tools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 45
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    .line 46
    invoke-virtual {p0}, Lcom/example/th/TaskProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 47
    const-string v1, "list_tasks"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_0
    iget-object p1, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    invoke-virtual {p1, v0}, Lcom/example/th/TaskStore;->list(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_0
    # near miss CETP621: count_tasks only queries
    .line 48
    const-string v1, "count_tasks"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    iget-object p1, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    invoke-virtual {p1, v0}, Lcom/example/th/TaskStore;->count(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_1
    # near miss CETP621: delete_task is declared effect delete through the helper
    .line 49
    const-string v1, "delete_task"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_2
    iget-object p1, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    invoke-virtual {p1, v0}, Lcom/example/th/TaskStore;->delete(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_2
    .line 50
    const-string v1, "export_tasks"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_3
    iget-object p1, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    invoke-virtual {p1, v0}, Lcom/example/th/TaskStore;->export(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_3
    .line 51
    const-string v1, "touch_task"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_4
    iget-object p1, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    invoke-virtual {p1, v0}, Lcom/example/th/TaskStore;->touch(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_4
    .line 52
    const-string v1, "purge_tasks"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_5
    iget-object p1, p0, Lcom/example/th/TaskProvider;->store:Lcom/example/th/TaskStore;
    invoke-virtual {p1, v0}, Lcom/example/th/TaskStore;->purge(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_5
    .line 53
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
