.class public final synthetic Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/hearthguard/claims/ClaimsProvider;

.method public synthetic constructor <init>(Lcom/hearthguard/claims/ClaimsProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hearthguard/claims/ClaimsProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hearthguard/claims/ClaimsProvider;
    invoke-static {v0}, Lcom/hearthguard/claims/ClaimsProvider;->graph_delegate$lambda$0(Lcom/hearthguard/claims/ClaimsProvider;)Lcom/hearthguard/claims/HearthComponent;
    move-result-object v0
    return-object v0
.end method
