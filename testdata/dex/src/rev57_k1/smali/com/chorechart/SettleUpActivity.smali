.class public final Lcom/chorechart/SettleUpActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 33
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 35
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 36
    const-string v0, "Settle up with the house?"
    check-cast v0, Ljava/lang/CharSequence;
    invoke-virtual {v1, v0}, Lcom/chorechart/SettleUpActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 37
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/chorechart/SettleUpActivity;->setResult(I)V
    .line 38
    invoke-virtual {v1}, Lcom/chorechart/SettleUpActivity;->finish()V
    .line 39
    return-void
.end method

