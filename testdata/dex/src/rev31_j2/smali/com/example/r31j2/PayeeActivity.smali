.class public Lcom/example/r31j2/PayeeActivity;
.super Landroid/app/Activity;
.source "PayeeActivity.java"

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    invoke-virtual {p0}, Lcom/example/r31j2/PayeeActivity;->getIntent()Landroid/content/Intent;
    move-result-object p1
    const-string v0, "payee"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 12
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "confirm payment to "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "payee"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 13
    return-void
.end method

.method public onPay()V
    .registers 3
    .line 16
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r31j2/HomeActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {p0, v0}, Lcom/example/r31j2/PayeeActivity;->startActivity(Landroid/content/Intent;)V
    .line 17
    return-void
.end method
