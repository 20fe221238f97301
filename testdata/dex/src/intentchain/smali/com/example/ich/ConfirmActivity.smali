.class public final Lcom/example/ich/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 2
    .line 5
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    invoke-virtual {p0}, Lcom/example/ich/ConfirmActivity;->finish()V
    return-void
.end method
