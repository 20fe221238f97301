.class public final Lcom/example/r35k3/door/DoorConfirmActivity;
.super Landroid/app/Activity;
.source "DoorConfirmActivity.kt"

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    const/4 p1, -0x1
    invoke-virtual {p0, p1}, Lcom/example/r35k3/door/DoorConfirmActivity;->setResult(I)V
    .line 12
    invoke-virtual {p0}, Lcom/example/r35k3/door/DoorConfirmActivity;->finish()V
    .line 13
    return-void
.end method
