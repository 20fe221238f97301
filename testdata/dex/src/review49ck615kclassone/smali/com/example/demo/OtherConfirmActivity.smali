.class public final Lcom/example/demo/OtherConfirmActivity;
.super Landroid/app/Activity;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const/4 v0, -0x1
    invoke-virtual {p0, v0}, Landroid/app/Activity;->setResult(I)V
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V
    return-void
.end method
