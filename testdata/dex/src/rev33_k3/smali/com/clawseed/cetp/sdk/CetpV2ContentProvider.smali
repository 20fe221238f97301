# The SDK's provider base class (§10), reduced to what the rules read:
# the tool list, the open mutationExecutor property (null unless a subclass
# overrides it) and executeTool, which the SDK's call() dispatches to.
#   abstract class CetpV2ContentProvider : ContentProvider() {
#       abstract val providerTools: List<CetpProviderTool>
#       open val mutationExecutor: CetpMutationExecutor? = null
#       abstract fun executeTool(request: CetpProviderRequest): CetpProviderResult
#   }
.class public abstract Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.kt"

.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .locals 0
    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public abstract getProviderTools()Ljava/util/List;
.end method

.method public abstract executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1
    .line 22
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method
