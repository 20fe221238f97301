.class public final Lcom/example/r34k3/SignatureActivity;
.super Landroid/app/Activity;
.source "Crew.kt"

.method public constructor <init>()V
    .registers 1
    .line 37
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 39
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 40
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Lcom/example/r34k3/SignatureActivity;->setResult(I)V
    .line 41
    invoke-virtual {p0}, Lcom/example/r34k3/SignatureActivity;->finish()V
    .line 42
    return-void
.end method
