.class public final Lcom/example/r33k1/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 10
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/example/r33k1/ConfirmActivity;->setResult(I)V
    .line 11
    invoke-virtual {p0}, Lcom/example/r33k1/ConfirmActivity;->finish()V
    .line 12
    return-void
.end method
