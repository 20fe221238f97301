.class public final Lcom/parkrun/ShareResultActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 30
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 32
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 33
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/parkrun/ShareResultActivity;->setResult(I)V
    .line 34
    invoke-virtual {v1}, Lcom/parkrun/ShareResultActivity;->finish()V
    .line 35
    return-void
.end method

