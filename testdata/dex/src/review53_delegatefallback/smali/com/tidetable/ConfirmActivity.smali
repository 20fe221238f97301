.class public Lcom/tidetable/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 8
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 9
    const-string v0, "TideTable"
    invoke-virtual {v1, v0}, Lcom/tidetable/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 10
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/tidetable/ConfirmActivity;->setResult(I)V
    .line 11
    invoke-virtual {v1}, Lcom/tidetable/ConfirmActivity;->finish()V
    .line 12
    return-void
.end method

