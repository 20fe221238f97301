# Kotlin sketch (AuditProvider.kt):
#   class AuditProvider : CetpV2ContentProvider() {                            // 8
#       override fun executeTool(request: CetpProviderRequest) = CetpProviderResult.ok()  // 9
#       // a note for 617: the request goes to a library the APK does not hold
#       override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
#           AuditTrail.record(request)                                          // 12 (com.vendor.audit)
#           return CetpAccessDecision.Allow                                     // 13
#       }
#   }
.class public final Lcom/example/ao/AuditProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "AuditProvider.kt"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
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
    .locals 1
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sget-object v0, Lcom/vendor/audit/AuditTrail;->INSTANCE:Lcom/vendor/audit/AuditTrail;
    invoke-virtual {v0, p1}, Lcom/vendor/audit/AuditTrail;->record(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    .line 13
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    return-object p1
.end method
