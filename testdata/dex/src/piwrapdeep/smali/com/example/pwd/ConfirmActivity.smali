.class public final Lcom/example/pwd/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onResume()V
    .registers 2
    .line 8
    invoke-super {p0}, Landroid/app/Activity;->onResume()V
    .line 9
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Landroid/app/Activity;->setResult(I)V
    .line 10
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V
    .line 11
    return-void
.end method
