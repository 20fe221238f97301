.class public Lcom/bikebus/routes/LeaveTrainActivity;
.super Landroid/app/Activity;
.source "LeaveTrainActivity.java"


.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 10
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/bikebus/routes/LeaveTrainActivity;->setResult(I)V
    .line 12
    invoke-virtual {v1}, Lcom/bikebus/routes/LeaveTrainActivity;->finish()V
    .line 13
    return-void
.end method

