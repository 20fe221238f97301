# ConfirmActivity never calls setResult/finish; OtherConfirmActivity is NOT declared in the manifest (TRUE CETP615 + CETP623)
.class public final Lcom/example/demo/ConfirmActivity;
.super Landroid/app/Activity;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    return-void
.end method
