.class public final Lcom/example/r33k2/PaywallActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 33
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 34
    sget-object p1, Lcom/example/r33k2/Billing;->INSTANCE:Lcom/example/r33k2/Billing;
    move-object v0, p0
    check-cast v0, Landroid/app/Activity;
    invoke-virtual {p1, v0}, Lcom/example/r33k2/Billing;->hasPremium(Landroid/app/Activity;)Z
    move-result p1
    if-eqz p1, :cond_13
    const/4 p1, -0x1
    goto :goto_14
    :cond_13
    const/4 p1, 0x0
    :goto_14
    invoke-virtual {p0, p1}, Lcom/example/r33k2/PaywallActivity;->setResult(I)V
    .line 35
    invoke-virtual {p0}, Lcom/example/r33k2/PaywallActivity;->finish()V
    .line 36
    return-void
.end method
