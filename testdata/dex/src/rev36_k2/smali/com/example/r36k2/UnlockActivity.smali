.class public final Lcom/example/r36k2/UnlockActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/example/r36k2/UnlockActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 19
    const-string p3, "approvals"
    const/4 v0, 0x0
    invoke-virtual {p0, p3, v0}, Lcom/example/r36k2/UnlockActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    const/4 p3, 0x1
    invoke-interface {p0, p1, p3}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 20
    invoke-interface {p2}, Landroid/content/DialogInterface;->dismiss()V
    .line 21
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 14
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 15
    invoke-virtual {p0}, Lcom/example/r36k2/UnlockActivity;->getIntent()Landroid/content/Intent;
    move-result-object p1
    const-string v0, "key"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_have
    const-string p1, ""
    .line 16
    :cond_have
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v1, p0
    check-cast v1, Landroid/content/Context;
    invoke-direct {v0, v1}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 17
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "Unlock "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0x3f
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 18
    const-string v1, "Unlock"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/example/r36k2/UnlockActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, p1}, Lcom/example/r36k2/UnlockActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r36k2/UnlockActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 22
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 23
    return-void
.end method
