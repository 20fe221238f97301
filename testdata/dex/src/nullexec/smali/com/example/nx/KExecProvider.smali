# Kotlin sketch (KExecProvider.kt):
#   class KExecProvider : CetpV2ContentProvider() {                                 // 10
#       override val providerTools = listOf(CetpProviderTool("create_alert",
#           ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, PROVIDER_POLICY))) // 11-12
#       override val mutationExecutor: CetpMutationExecutor? = JournalExecutor()    // 16
#   }
# near miss CETP608: the backing field holds an executor
.class public final Lcom/example/nx/KExecProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "KExecProvider.kt"

.field private final providerTools:Ljava/util/List;
.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .locals 6
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v1, "create_alert"
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 12
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/nx/KExecProvider;->providerTools:Ljava/util/List;
    .line 16
    new-instance v0, Lcom/example/nx/JournalExecutor;
    invoke-direct {v0}, Lcom/example/nx/JournalExecutor;-><init>()V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iput-object v0, p0, Lcom/example/nx/KExecProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 11
    iget-object v0, p0, Lcom/example/nx/KExecProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1
    .line 16
    iget-object v0, p0, Lcom/example/nx/KExecProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method
