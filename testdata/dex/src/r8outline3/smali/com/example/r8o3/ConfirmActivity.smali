# Java sketch: ../../../../sketch/ConfirmActivity.java
.class public Lcom/example/r8o3/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

# near miss CETP623: both answers setResult and finish, inside R8's outline
.method public onApprove(Landroid/view/View;)V
    .registers 4
    .line 8
    new-instance p1, Landroid/content/Intent;
    invoke-direct {p1}, Landroid/content/Intent;-><init>()V
    const/4 v0, -0x1
    invoke-static {p0, v0, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;ILandroid/content/Intent;)V
    return-void
.end method

.method public onBackPressed()V
    .registers 3
    .line 11
    const/4 v0, 0x0
    const/4 v1, 0x0
    invoke-static {p0, v0, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;ILandroid/content/Intent;)V
    return-void
.end method
