# Java sketch (RegistryProvider.java), compiled by javac and D8:
#   public final class RegistryProvider extends CetpV2ContentProvider {                 // 10
#       private final Map<String, ToolHandler> handlers = new HashMap<>();              // 11
#       private final ToolHandler fallback = new HistoryHandler();                      // 12
#       public RegistryProvider() {
#           handlers.put("lookup_word", new LookupHandler());                           // 14
#       }
#       @Override public List<CetpProviderTool> getProviderTools() {
#           return Arrays.asList(                                                        // 17
#               new CetpProviderTool("lookup_word", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
#               new CetpProviderTool("recent_words", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));
#       }
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           // every name not registered (recent_words) goes to the fallback, which writes
#           ToolHandler h = handlers.getOrDefault(request.getToolName(), fallback);     // 23
#           return h.handle(getContext(), request.getArgs());                            // 24
#       }
#   }
.class public final Lcom/example/td/RegistryProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "RegistryProvider.java"

.field private final handlers:Ljava/util/Map;

.field private final fallback:Lcom/example/td/ToolHandler;

.method public constructor <init>()V
    .locals 3
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/td/RegistryProvider;->handlers:Ljava/util/Map;
    .line 12
    new-instance v1, Lcom/example/td/HistoryHandler;
    invoke-direct {v1}, Lcom/example/td/HistoryHandler;-><init>()V
    iput-object v1, p0, Lcom/example/td/RegistryProvider;->fallback:Lcom/example/td/ToolHandler;
    .line 14
    new-instance v1, Lcom/example/td/LookupHandler;
    invoke-direct {v1}, Lcom/example/td/LookupHandler;-><init>()V
    const-string v2, "lookup_word"
    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 7
    .line 17
    const/4 v0, 0x2
    new-array v1, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v4, "lookup_word"
    invoke-direct {v2, v4, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v3, 0x0
    aput-object v2, v1, v3
    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v4, "recent_words"
    invoke-direct {v2, v4, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v3, 0x1
    aput-object v2, v1, v3
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    # CETP621: recent_words is registered under no name, so the fallback is its handler, and it writes
    .line 23
    iget-object v0, p0, Lcom/example/td/RegistryProvider;->handlers:Ljava/util/Map;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    iget-object v2, p0, Lcom/example/td/RegistryProvider;->fallback:Lcom/example/td/ToolHandler;
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/td/ToolHandler;
    .line 24
    invoke-virtual {p0}, Lcom/example/td/RegistryProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, v1, p1}, Lcom/example/td/ToolHandler;->handle(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
