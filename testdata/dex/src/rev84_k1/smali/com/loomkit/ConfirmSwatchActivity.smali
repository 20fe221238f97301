.class public final Lcom/loomkit/ConfirmSwatchActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 38
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 40
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 41
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/loomkit/ConfirmSwatchActivity;->setResult(I)V
    .line 42
    invoke-virtual {v1}, Lcom/loomkit/ConfirmSwatchActivity;->finish()V
    .line 43
    return-void
.end method

