# Java sketch (GateProvider.java), a Java subclass of the SDK's provider:
#   public class GateProvider extends CetpV2ContentProvider {                  // 8
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
#           return CetpProviderResult.Companion.ok();                           // 10
#       }
#       // near miss 617: the helper throws (denies) when a scope is missing
#       @Override public CetpAccessDecision authorize(CetpProviderRequest request) {
#           AccessRules.require(request);                                       // 14
#           return CetpAccessDecision.Allow.INSTANCE;                           // 15
#       }
#   }
.class public Lcom/example/ao/GateProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "GateProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    return-void
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 1
    .line 10
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 0
    .line 14
    invoke-static {p1}, Lcom/example/ao/AccessRules;->require(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    .line 15
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    return-object p1
.end method
