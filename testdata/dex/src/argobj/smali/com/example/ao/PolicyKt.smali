# Kotlin sketch (Policy.kt), a top-level function:
#   fun decide(request: CetpProviderRequest): CetpAccessDecision =
#       CetpAccessDecision.Allow                                       // 5: the request is not looked at
.class public final Lcom/example/ao/PolicyKt;
.super Ljava/lang/Object;
.source "Policy.kt"

.method public static final decide(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 1
    const-string v0, "request"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    return-object v0
.end method
