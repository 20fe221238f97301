.class public final Lcom/hearthguard/claims/FileClaimActivity;
.super Lcom/hearthguard/claims/ConfirmActivity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 27
    invoke-direct {p0}, Lcom/hearthguard/claims/ConfirmActivity;-><init>()V
    return-void
.end method

.method public getQuestion()Ljava/lang/String;
    .registers 2
    .line 28
    const-string v0, "File this claim with Hearthguard?"
    return-object v0
.end method
