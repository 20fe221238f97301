.class public final Lcom/example/r13t/PrivateActivity;
.super Landroid/app/Activity;
.source "PrivateActivity.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 7
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 8
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/example/r13t/PrivateActivity;->setResult(I)V
    .line 9
    invoke-virtual {p0}, Lcom/example/r13t/PrivateActivity;->finish()V
    return-void
.end method
