# Java sketch (JournalProvider.java), compiled by javac and D8 (lambdas
# desugared into $$ExternalSyntheticLambdaN classes):
#   public final class JournalProvider extends CetpV2ContentProvider {                 // 12
#       private final Map<String, Function<CetpProviderRequest, CetpProviderResult>> handlers = new HashMap<>();  // 13
#       public JournalProvider() {
#           handlers.put("recent_notes", r -> recent(r));                               // 16
#           handlers.put("pin_note", r -> pin(r));                                      // 17
#           handlers.put("note_count", r -> countNotes(r));   // 18: captures nothing, so D8 keeps one INSTANCE
#       }
#       @Override public List<CetpProviderTool> getProviderTools() {
#           return Arrays.asList(                                                        // 21
#               new CetpProviderTool("recent_notes", new ToolAnnotations(ToolEffect.READ,            // 22
#                   ToolRisk.LOW, ConfirmationPolicy.NEVER)),
#               new CetpProviderTool("pin_note", new ToolAnnotations(ToolEffect.UPDATE,               // 24
#                   ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
#               new CetpProviderTool("note_count", new ToolAnnotations(ToolEffect.READ,             // 26
#                   ToolRisk.LOW, ConfirmationPolicy.NEVER)));
#       }
#       @Override public CetpMutationExecutor getMutationExecutor() { return MemoryJournalExecutor.INSTANCE; }  // 28
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           Function<CetpProviderRequest, CetpProviderResult> h = handlers.get(request.getToolName());  // 31
#           return h == null ? CetpProviderResult.Companion.unknownTool(request.getToolName()) : h.apply(request);  // 32
#       }
#       private CetpProviderResult recent(CetpProviderRequest r) {
#           SharedPreferences prefs = getContext().getSharedPreferences("journal", 0);  // 36
#           prefs.edit().putInt("unseen", 0).apply();                                   // 37
#           return CetpProviderResult.Companion.inline(prefs.getInt("count", 0));       // 38
#       }
#       private CetpProviderResult pin(CetpProviderRequest r) {
#           getContext().getSharedPreferences("journal", 0).edit().putString("pinned", r.getArgs()).apply();  // 41
#           return CetpProviderResult.Companion.inline(1);                              // 42
#       }
#       private static CetpProviderResult countNotes(CetpProviderRequest r) {
#           try {
#               new FileWriter("/data/data/com.example.rt/files/seen").close();          // 47
#           } catch (IOException e) {                                                   // 48
#           }
#           return CetpProviderResult.Companion.inline(0);                              // 50
#       }
#   }
.class public final Lcom/example/rt/JournalProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "JournalProvider.java"

.field private final handlers:Ljava/util/Map;

.method public constructor <init>()V
    .locals 3
    .line 12
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 13
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/rt/JournalProvider;->handlers:Ljava/util/Map;
    .line 16
    new-instance v1, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/rt/JournalProvider;)V
    const-string v2, "recent_notes"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    # near miss CETP621: pin_note's handler writes, but it is declared effect update
    .line 17
    new-instance v1, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0}, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/rt/JournalProvider;)V
    const-string v2, "pin_note"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 18
    sget-object v1, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda2;
    const-string v2, "note_count"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 7
    .line 21
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 22
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "recent_notes"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 24
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "pin_note"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 26
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "note_count"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    .line 21
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1
    .line 28
    sget-object v0, Lcom/example/rt/MemoryJournalExecutor;->INSTANCE:Lcom/example/rt/MemoryJournalExecutor;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    .line 31
    iget-object v0, p0, Lcom/example/rt/JournalProvider;->handlers:Ljava/util/Map;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/function/Function;
    .line 32
    if-nez v0, :cond_0
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_0
    :cond_0
    invoke-interface {v0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    :goto_0
    return-object p1
.end method

.method private recent(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 36
    invoke-virtual {p0}, Lcom/example/rt/JournalProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string v0, "journal"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    .line 37
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v2, "unseen"
    invoke-interface {v0, v2, v1}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 38
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v2, "count"
    invoke-interface {p1, v2, v1}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private pin(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 41
    invoke-virtual {p0}, Lcom/example/rt/JournalProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "journal"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    const-string v1, "pinned"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 42
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v0, 0x1
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public final synthetic lambda$new$0$com-example-rt-JournalProvider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 0
    .line 16
    invoke-direct {p0, p1}, Lcom/example/rt/JournalProvider;->recent(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public final synthetic lambda$new$1$com-example-rt-JournalProvider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 0
    .line 17
    invoke-direct {p0, p1}, Lcom/example/rt/JournalProvider;->pin(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method private static countNotes(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    .line 47
    :try_start_0
    new-instance p0, Ljava/io/FileWriter;
    const-string v0, "/data/data/com.example.rt/files/seen"
    invoke-direct {p0, v0}, Ljava/io/FileWriter;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/io/FileWriter;->close()V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    .line 48
    :goto_0
    .line 50
    sget-object p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v0, 0x0
    invoke-virtual {p0, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p0
    return-object p0
.end method

.method static synthetic lambda$new$2(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 0
    .line 18
    invoke-static {p0}, Lcom/example/rt/JournalProvider;->countNotes(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p0
    return-object p0
.end method
