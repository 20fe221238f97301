# Kotlin sketch (ArchiveProvider.kt), kotlinc 1.9 + D8: handlers are bound function references.
#   class ArchiveProvider : CetpV2ContentProvider() {                                      // 10
#       private val handlers: Map<String, (CetpProviderRequest) -> CetpProviderResult> = mapOf(  // 11
#           "archive_stats" to ::stats,                                                     // 12
#           "archive_note" to ::archive,                                                    // 13
#       )
#       override fun getProviderTools() = listOf(                                           // 15
#           CetpProviderTool("archive_stats", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),   // 16
#           CetpProviderTool("archive_note", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),  // 17
#       )
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
#           val h = handlers[request.toolName] ?: return CetpProviderResult.unknownTool(request.toolName)  // 21
#           return h(request)                                                               // 22
#       }
#       private fun stats(r: CetpProviderRequest): CetpProviderResult {
#           val prefs = requireContext().getSharedPreferences("archive", 0)                // 25
#           prefs.edit().putLong("last_stats", System.currentTimeMillis()).apply()          // 26
#           return CetpProviderResult.inline(prefs.getInt("count", 0))                      // 27
#       }
#       private fun archive(r: CetpProviderRequest): CetpProviderResult {
#           requireContext().getSharedPreferences("archive", 0).edit().putString("last", r.args).apply()  // 30
#           return CetpProviderResult.inline(1)                                             // 31
#       }
#   }
# kotlinc makes each bound reference a FunctionReferenceImpl subclass whose
# invoke reaches the private function through a synthetic access$ bridge.
.class public final Lcom/example/r13/ArchiveProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ArchiveProvider.kt"

.field private final handlers:Ljava/util/Map;

.method public constructor <init>()V
    .locals 5
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    .line 12
    const-string v1, "archive_stats"
    new-instance v2, Lcom/example/r13/ArchiveProvider$handlers$1;
    invoke-direct {v2, p0}, Lcom/example/r13/ArchiveProvider$handlers$1;-><init>(Ljava/lang/Object;)V
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    .line 13
    const-string v1, "archive_note"
    new-instance v2, Lcom/example/r13/ArchiveProvider$handlers$2;
    invoke-direct {v2, p0}, Lcom/example/r13/ArchiveProvider$handlers$2;-><init>(Ljava/lang/Object;)V
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 11
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r13/ArchiveProvider;->handlers:Ljava/util/Map;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 6
    .line 15
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 16
    const-string v2, "archive_stats"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object p0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, p0}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 17
    const-string v2, "archive_note"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object p0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, p0}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    .line 15
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    iget-object v0, p0, Lcom/example/r13/ArchiveProvider;->handlers:Ljava/util/Map;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function1;
    if-nez v0, :cond_0
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    .line 22
    :cond_0
    invoke-interface {v0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object p1
.end method

# true positive CETP621: archive_stats is declared read and writes preferences at line 26
.method private final stats(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 4
    .line 25
    invoke-virtual {p0}, Lcom/example/r13/ArchiveProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    const-string v0, "archive"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    .line 26
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    const-string p0, "last_stats"
    invoke-interface {v0, p0, v2, v3}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 27
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string p0, "count"
    invoke-interface {p1, p0, v1}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

# near miss CETP621: archive_note writes, but it is declared effect update
.method private final archive(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 30
    invoke-virtual {p0}, Lcom/example/r13/ArchiveProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "archive"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    const-string v1, "last"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 31
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public static final synthetic access$stats(Lcom/example/r13/ArchiveProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 0
    .line 10
    invoke-direct {p0, p1}, Lcom/example/r13/ArchiveProvider;->stats(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p0
    return-object p0
.end method

.method public static final synthetic access$archive(Lcom/example/r13/ArchiveProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 0
    .line 10
    invoke-direct {p0, p1}, Lcom/example/r13/ArchiveProvider;->archive(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p0
    return-object p0
.end method
