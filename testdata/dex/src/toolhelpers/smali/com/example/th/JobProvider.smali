# Kotlin sketch (JobProvider.kt), compiled by kotlinc and D8: the tools come
# from a top-level factory (directly, through its $default bridge, and
# through an extension on the app's JobSpec) and from a companion helper.
#   class JobProvider : CetpV2ContentProvider() {                                  // 9
#       private val jobs = JobStore()                                              // 10
#       override val providerTools = listOf(                                       // 11
#           tool("list_jobs", ToolEffect.READ),                                    // 12
#           readOnly("peek_job"),                                                  // 13
#           JobSpec("retry_job", ToolEffect.READ).toSdk(),                         // 14
#           tool("cancel_job", ToolEffect.UPDATE),                                 // 15
#           tool("rename_job"),                                                    // 16
#           tool("sweep_jobs", jobs.sweepEffect()),                                // 17
#       )
#
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
#           val context = requireContext()                                         // 21
#           return when (request.toolName) {                                       // 22
#               "list_jobs" -> jobs.list(context)                                  // 23
#               "peek_job" -> jobs.peek(context)                                   // 24
#               "retry_job" -> jobs.retry(context)                                 // 25
#               "cancel_job" -> jobs.cancel(context)                               // 26
#               "rename_job" -> jobs.rename(context)                               // 27
#               else -> CetpProviderResult.unknownTool(request.toolName)           // 28
#           }
#       }
#
#       companion object {                                                         // 32
#           fun readOnly(name: String): CetpProviderTool = tool(name, ToolEffect.READ) // 33
#       }
#   }
.class public final Lcom/example/th/JobProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "JobProvider.kt"

.field public static final Companion:Lcom/example/th/JobProvider$Companion;

.field private final jobs:Lcom/example/th/JobStore;

.field private final providerTools:Ljava/util/List;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/th/JobProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/th/JobProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/th/JobProvider;->Companion:Lcom/example/th/JobProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .locals 5
    .line 9
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 10
    new-instance v0, Lcom/example/th/JobStore;
    invoke-direct {v0}, Lcom/example/th/JobStore;-><init>()V
    iput-object v0, p0, Lcom/example/th/JobProvider;->jobs:Lcom/example/th/JobStore;
    .line 11
    const/4 v0, 0x6
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 12
    const-string v1, "list_jobs"
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-static {v1, v2}, Lcom/example/th/ToolsKt;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    const/4 v3, 0x0
    aput-object v1, v0, v3
    # near miss CETP621: peek_job is read through the companion's helper, and its handler only queries
    .line 13
    sget-object v1, Lcom/example/th/JobProvider;->Companion:Lcom/example/th/JobProvider$Companion;
    const-string v3, "peek_job"
    invoke-virtual {v1, v3}, Lcom/example/th/JobProvider$Companion;->readOnly(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    const/4 v3, 0x1
    aput-object v1, v0, v3
    .line 14
    new-instance v1, Lcom/example/th/JobSpec;
    const-string v3, "retry_job"
    invoke-direct {v1, v3, v2}, Lcom/example/th/JobSpec;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)V
    invoke-static {v1}, Lcom/example/th/ToolsKt;->toSdk(Lcom/example/th/JobSpec;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    const/4 v3, 0x2
    aput-object v1, v0, v3
    # near miss CETP621: cancel_job writes, but the factory declares it effect update
    .line 15
    const-string v1, "cancel_job"
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-static {v1, v3}, Lcom/example/th/ToolsKt;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    const/4 v3, 0x3
    aput-object v1, v0, v3
    .line 16
    const-string v1, "rename_job"
    const/4 v3, 0x0
    const/4 v4, 0x2
    invoke-static {v1, v3, v4, v3}, Lcom/example/th/ToolsKt;->tool$default(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;ILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    const/4 v3, 0x4
    aput-object v1, v0, v3
    .line 17
    iget-object v1, p0, Lcom/example/th/JobProvider;->jobs:Lcom/example/th/JobStore;
    invoke-virtual {v1}, Lcom/example/th/JobStore;->sweepEffect()Lcom/clawseed/cetp/sdk/ToolEffect;
    move-result-object v1
    const-string v3, "sweep_jobs"
    invoke-static {v3, v1}, Lcom/example/th/ToolsKt;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    const/4 v3, 0x5
    aput-object v1, v0, v3
    .line 11
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/th/JobProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 11
    iget-object v0, p0, Lcom/example/th/JobProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual {p0}, Lcom/example/th/JobProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v2, "rename_job"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_4
    goto :goto_0
    :sswitch_1
    const-string v2, "list_jobs"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_0
    goto :goto_0
    :sswitch_2
    const-string v2, "retry_job"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_2
    goto :goto_0
    :sswitch_3
    const-string v2, "peek_job"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_1
    goto :goto_0
    :sswitch_4
    const-string v2, "cancel_job"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_3
    goto :goto_0
    :cond_0
    .line 23
    iget-object p1, p0, Lcom/example/th/JobProvider;->jobs:Lcom/example/th/JobStore;
    invoke-virtual {p1, v0}, Lcom/example/th/JobStore;->list(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :cond_1
    # near miss CETP621: peek_job's handler only queries
    .line 24
    iget-object p1, p0, Lcom/example/th/JobProvider;->jobs:Lcom/example/th/JobStore;
    invoke-virtual {p1, v0}, Lcom/example/th/JobStore;->peek(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :cond_2
    .line 25
    iget-object p1, p0, Lcom/example/th/JobProvider;->jobs:Lcom/example/th/JobStore;
    invoke-virtual {p1, v0}, Lcom/example/th/JobStore;->retry(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :cond_3
    # near miss CETP621: cancel_job writes, but it is declared effect update
    .line 26
    iget-object p1, p0, Lcom/example/th/JobProvider;->jobs:Lcom/example/th/JobStore;
    invoke-virtual {p1, v0}, Lcom/example/th/JobStore;->cancel(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :cond_4
    .line 27
    iget-object p1, p0, Lcom/example/th/JobProvider;->jobs:Lcom/example/th/JobStore;
    invoke-virtual {p1, v0}, Lcom/example/th/JobStore;->rename(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_1
    :goto_0
    .line 28
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    :goto_1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x4a91ccc4 -> :sswitch_0
        -0x48fa68a9 -> :sswitch_1
        -0x3bfea65a -> :sswitch_2
        0x3c316d9 -> :sswitch_3
        0x70972c78 -> :sswitch_4
    .end sparse-switch
.end method
