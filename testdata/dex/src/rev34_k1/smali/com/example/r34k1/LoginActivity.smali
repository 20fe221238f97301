.class public final Lcom/example/r34k1/LoginActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 19
    const/4 v0, 0x0
    invoke-virtual {p0, v0}, Lcom/example/r34k1/LoginActivity;->setResult(I)V
    .line 20
    invoke-virtual {p0}, Lcom/example/r34k1/LoginActivity;->finish()V
    .line 21
    return-void
.end method
