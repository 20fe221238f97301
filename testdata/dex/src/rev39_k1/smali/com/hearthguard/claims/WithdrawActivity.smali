.class public final Lcom/hearthguard/claims/WithdrawActivity;
.super Lcom/hearthguard/claims/ConfirmActivity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {p0}, Lcom/hearthguard/claims/ConfirmActivity;-><init>()V
    return-void
.end method

.method public getQuestion()Ljava/lang/String;
    .registers 2
    .line 32
    const-string v0, "Withdraw this claim?"
    return-object v0
.end method
