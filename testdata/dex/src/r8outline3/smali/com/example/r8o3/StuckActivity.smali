# Java sketch: ../../../../sketch/ConfirmActivity.java
# true positive CETP623: no finish, no setResult
.class public Lcom/example/r8o3/StuckActivity;
.super Landroid/app/Activity;
.source "StuckActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 18
    const-string v0, "Confirm"
    invoke-virtual {p0, v0}, Lcom/example/r8o3/StuckActivity;->setTitle(Ljava/lang/CharSequence;)V
    return-void
.end method
