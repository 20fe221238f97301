# Kotlin sketch (MeteredProvider.kt), kotlinc + D8:
#   class MeteredProvider : CetpV2ContentProvider() {                                      // 7
#       private val calls = HashMap<String, Int>()                                          // 8
#       override fun executeTool(request: CetpProviderRequest) = CetpProviderResult.ok()    // 9
#       override fun authorize(request: CetpProviderRequest): CetpAccessDecision {          // 10
#           calls[request.toolName] = (calls[request.toolName] ?: 0) + 1                    // 11
#           return CetpAccessDecision.Allow                                                 // 12
#       }
#   }
# true positive CETP617 at line 12: only the tool name is read (for a counter); neither the
# caller nor the requested scopes decide anything
.class public final Lcom/example/r13h/MeteredProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "MeteredProvider.kt"

.field private final calls:Ljava/util/HashMap;

.method public constructor <init>()V
    .locals 1
    .line 7
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r13h/MeteredProvider;->calls:Ljava/util/HashMap;
    return-void
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 1
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    iget-object v0, p0, Lcom/example/r13h/MeteredProvider;->calls:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    iget-object v2, p0, Lcom/example/r13h/MeteredProvider;->calls:Ljava/util/HashMap;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v2, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    const/4 v2, 0x0
    if-eqz p1, :cond_0
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result v2
    :cond_0
    add-int/lit8 v2, v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 12
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    return-object p1
.end method
