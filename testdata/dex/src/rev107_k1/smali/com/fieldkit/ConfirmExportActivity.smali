.class public final Lcom/fieldkit/ConfirmExportActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 16
    invoke-super {v1, v2}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 17
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/fieldkit/ConfirmExportActivity;->setResult(I)V
    .line 18
    invoke-virtual {v1}, Lcom/fieldkit/ConfirmExportActivity;->finish()V
    .line 19
    return-void
.end method

