.class public Lcom/lendshed/ui/LendConfirmActivity;
.super Landroid/app/Activity;
.source "LendConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    const-string v0, "Confirm"
    invoke-virtual {p0, v0}, Lcom/lendshed/ui/LendConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 12
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/lendshed/ui/LendConfirmActivity;->setResult(I)V
    .line 13
    invoke-virtual {p0}, Lcom/lendshed/ui/LendConfirmActivity;->finish()V
    .line 14
    return-void
.end method
