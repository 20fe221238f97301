# The SDK's provider base class (§10), reduced to what CETP608 reads: the
# open mutationExecutor property, null unless a subclass overrides it, and
# the SDK's own use of the mutating effects (which says nothing about the
# subclass's tools: every subclass runs this constructor).
#   abstract class CetpV2ContentProvider : ContentProvider() {
#       abstract val providerTools: List<CetpProviderTool>
#       open val mutationExecutor: CetpMutationExecutor? = null
#       private val mutating = EnumSet.of(ToolEffect.CREATE, ToolEffect.UPDATE, ToolEffect.DELETE)  // 21
#   }
.class public abstract Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.kt"

.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final mutating:Ljava/util/EnumSet;

.method public constructor <init>()V
    .locals 3
    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 21
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-static {v0, v1, v2}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;
    move-result-object v0
    iput-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->mutating:Ljava/util/EnumSet;
    return-void
.end method

.method public abstract getProviderTools()Ljava/util/List;
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1
    .line 22
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method
