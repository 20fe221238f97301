.class public final Lcom/bikebus/marshals/CancelShiftActivity;
.super Landroid/app/Activity;
.source "CancelShiftActivity.kt"


.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 9
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 10
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/bikebus/marshals/CancelShiftActivity;->setResult(I)V
    .line 11
    invoke-virtual {v1}, Lcom/bikebus/marshals/CancelShiftActivity;->finish()V
    .line 12
    return-void
.end method

