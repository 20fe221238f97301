.class public Lcom/trailmix/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 8
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 9
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/trailmix/ConfirmActivity;->setResult(I)V
    .line 10
    invoke-virtual {p0}, Lcom/trailmix/ConfirmActivity;->finish()V
    .line 11
    return-void
.end method
