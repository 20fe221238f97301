.class public final Lcom/parkrun/ClaimResultActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 24
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 25
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/parkrun/ClaimResultActivity;->setResult(I)V
    .line 26
    invoke-virtual {v1}, Lcom/parkrun/ClaimResultActivity;->finish()V
    .line 27
    return-void
.end method

