.class public final synthetic Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/hearthguard/claims/ClaimsProvider;

.field public final synthetic f$1:Lorg/json/JSONObject;

.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/hearthguard/claims/ClaimsProvider;Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;->f$0:Lcom/hearthguard/claims/ClaimsProvider;
    iput-object p2, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;->f$1:Lorg/json/JSONObject;
    iput-object p3, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;->f$0:Lcom/hearthguard/claims/ClaimsProvider;
    iget-object v1, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;->f$1:Lorg/json/JSONObject;
    iget-object v2, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/hearthguard/claims/ClaimsProvider;->fileClaim$lambda$0(Lcom/hearthguard/claims/ClaimsProvider;Lorg/json/JSONObject;Ljava/lang/String;)Lcom/hearthguard/claims/ClaimOutcome;
    move-result-object v0
    return-object v0
.end method
