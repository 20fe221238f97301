# Kotlin sketch (QuoteProvider.kt):
#   class QuoteProvider : CetpV2ContentProvider() {                       // 10
#       override val providerTools = listOf(                              // 11
#           CetpProviderTool("delete_quote", ToolAnnotations(effect = ToolEffect.DELETE,  // 12
#               risk = ToolRisk.MODERATE, confirmation = ConfirmationPolicy.PROVIDER_POLICY)),
#       )
#       override val mutationExecutor: CetpMutationExecutor = RoomMutationExecutor()      // 16
#   }
.class public final Lcom/example/pc/QuoteProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "QuoteProvider.kt"

.field private final mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

# near miss CETP608: mutationExecutor is overridden with a durable executor
.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1
    .line 16
    iget-object v0, p0, Lcom/example/pc/QuoteProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.field private final providerTools:Ljava/util/List;

# near miss CETP608: the delete tool has a mutationExecutor (getMutationExecutor above)
.method public constructor <init>()V
    .locals 6
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v1, "delete_quote"
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 12
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/pc/QuoteProvider;->providerTools:Ljava/util/List;
    .line 16
    new-instance v0, Lcom/example/pc/RoomMutationExecutor;
    invoke-direct {v0}, Lcom/example/pc/RoomMutationExecutor;-><init>()V
    iput-object v0, p0, Lcom/example/pc/QuoteProvider;->mutationExecutor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 11
    iget-object v0, p0, Lcom/example/pc/QuoteProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

# Kotlin sketch, continued:
#   override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
#       if (request.callerPackage == "com.example.consumer") CetpAccessDecision.Allow   // 20
#       else CetpAccessDecision.Deny                                                    // 21
# near miss CETP617: the decision depends on the request's caller
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 2
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    const-string v0, "com.example.consumer"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    goto :goto_0
    :cond_0
    .line 21
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    :goto_0
    return-object p1
.end method
