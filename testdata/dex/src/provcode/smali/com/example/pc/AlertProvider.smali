# Kotlin sketch (AlertProvider.kt):
#   class AlertProvider : CetpV2ContentProvider() {                       // 10
#       override val providerTools = listOf(                              // 11
#           CetpProviderTool("create_alert", ToolAnnotations(effect = ToolEffect.CREATE,  // 12
#               risk = ToolRisk.MODERATE, confirmation = ConfirmationPolicy.PROVIDER_POLICY)),
#       )
#       // no `override val mutationExecutor`: the SDK's default is null
#   }
.class public final Lcom/example/pc/AlertProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "AlertProvider.kt"

.field private final providerTools:Ljava/util/List;

.method public constructor <init>()V
    .locals 6
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v1, "create_alert"
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 12
    # true positive 608: a create tool and no mutationExecutor
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/pc/AlertProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 11
    iget-object v0, p0, Lcom/example/pc/AlertProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

# Kotlin sketch, continued:
#   // true positive 617: every request is allowed, unread
#   override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
#       CetpAccessDecision.Allow                                               // 20
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 1
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    return-object v0
.end method
