# Kotlin sketch (ScopedMeterProvider.kt), kotlinc + D8: MeteredProvider (rev13b_helpers) with a scope check.
#   class ScopedMeterProvider : CetpV2ContentProvider() {                                   // 7
#       private val calls = HashMap<String, Int>()                                           // 8
#       override fun executeTool(request: CetpProviderRequest) = CetpProviderResult.ok()     // 9
#       override fun authorize(request: CetpProviderRequest): CetpAccessDecision {           // 10
#           if (!request.scopes.contains("notes.write"))                                     // 11
#               throw SecurityException("notes.write not granted")                           // 12
#           calls[request.toolName] = 1                                                      // 13
#           return CetpAccessDecision.Allow                                                  // 14
#       }
#   }
# near miss CETP617: every return allows, but the requested scopes decide whether authorize throws
.class public final Lcom/example/r13q/ScopedMeterProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ScopedMeterProvider.kt"

.field private final calls:Ljava/util/HashMap;

.method public constructor <init>()V
    .locals 1
    .line 7
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r13q/ScopedMeterProvider;->calls:Ljava/util/HashMap;
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
    .locals 3
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v0
    const-string v1, "notes.write"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 13
    iget-object v0, p0, Lcom/example/r13q/ScopedMeterProvider;->calls:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 14
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    return-object p1
    :cond_0
    .line 12
    new-instance p1, Ljava/lang/SecurityException;
    const-string v0, "notes.write not granted"
    invoke-direct {p1, v0}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
