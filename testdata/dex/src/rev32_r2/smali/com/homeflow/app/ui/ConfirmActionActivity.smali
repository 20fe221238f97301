.class public Lcom/homeflow/app/ui/ConfirmActionActivity;
.super Landroid/app/Activity;
.source "SourceFile"

.method public constructor <init>()V
    .registers 1
    .line 1 # ConfirmActionActivity.<init>:7
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public final onCreate(Landroid/os/Bundle;)V
    .registers 2
    .line 1 # ConfirmActionActivity.onCreate:9
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 2 # ConfirmActionActivity.onCreate:10
    const/4 p1, -0x1
    invoke-virtual {p0, p1}, Landroid/app/Activity;->setResult(I)V
    .line 3 # ConfirmActionActivity.onCreate:11
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V
    return-void
.end method
