.class public final synthetic Lcom/hearthguard/claims/PolicyProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/hearthguard/claims/PolicyProvider;

.method public synthetic constructor <init>(Lcom/hearthguard/claims/PolicyProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/PolicyProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthguard/claims/PolicyProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/PolicyProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthguard/claims/PolicyProvider;
    invoke-static {v0}, Lcom/hearthguard/claims/PolicyProvider;->store_delegate$lambda$0(Lcom/hearthguard/claims/PolicyProvider;)Lcom/hearthguard/claims/PolicyStore;
    move-result-object v0
    return-object v0
.end method
