# Java sketch (ItemsProvider.java), javac + D8; the handlers come from Hilt through an entry point:
#   public final class ItemsProvider extends CetpV2ContentProvider {                            // 12
#       @Override public List<CetpProviderTool> getProviderTools() {
#           return Arrays.asList(                                                                // 15
#               new CetpProviderTool("count_items", new ToolAnnotations(ToolEffect.READ,          // 16
#                   ToolRisk.LOW, ConfirmationPolicy.NEVER)),
#               new CetpProviderTool("add_item", new ToolAnnotations(ToolEffect.UPDATE,           // 18
#                   ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)));
#       }
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           Map<String, ToolHandler> handlers = EntryPointAccessors                               // 22
#                   .fromApplication(getContext(), ToolEntryPoint.class).handlers();
#           ToolHandler h = handlers.get(request.getToolName());                                  // 23
#           if (h == null) return CetpProviderResult.Companion.unknownTool(request.getToolName()); // 24
#           return h.handle(getContext(), request);                                               // 25
#       }
#   }
.class public final Lcom/example/r13di/ItemsProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ItemsProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 12
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 7
    .line 15
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 16
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "count_items"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 18
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    const-string v3, "add_item"
    invoke-direct {v1, v3, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 15
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 22
    invoke-virtual {p0}, Lcom/example/r13di/ItemsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/example/r13di/ToolEntryPoint;
    invoke-static {v0, v1}, Ldagger/hilt/android/EntryPointAccessors;->fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r13di/ToolEntryPoint;
    invoke-interface {v0}, Lcom/example/r13di/ToolEntryPoint;->handlers()Ljava/util/Map;
    move-result-object v0
    .line 23
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r13di/ToolHandler;
    if-nez v0, :cond_0
    .line 24
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    .line 25
    :cond_0
    invoke-virtual {p0}, Lcom/example/r13di/ItemsProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1, p1}, Lcom/example/r13di/ToolHandler;->handle(Landroid/content/Context;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
