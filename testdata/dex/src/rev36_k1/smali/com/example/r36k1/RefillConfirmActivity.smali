.class public final Lcom/example/r36k1/RefillConfirmActivity;
.super Landroid/app/Activity;
.source "RefillConfirmActivity.kt"


.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final answer(I)V
    .registers 2
    .line 21
    invoke-virtual {p0, p1}, Lcom/example/r36k1/RefillConfirmActivity;->setResult(I)V
    .line 22
    invoke-virtual {p0}, Lcom/example/r36k1/RefillConfirmActivity;->finish()V
    .line 23
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/example/r36k1/RefillConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 3
    .line 15
    const/4 p1, -0x1
    invoke-direct {p0, p1}, Lcom/example/r36k1/RefillConfirmActivity;->answer(I)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/example/r36k1/RefillConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 3
    .line 16
    const/4 p1, 0x0
    invoke-direct {p0, p1}, Lcom/example/r36k1/RefillConfirmActivity;->answer(I)V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 12
    invoke-virtual {p0}, Lcom/example/r36k1/RefillConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object p1
    const-string v0, "rx_id"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_have
    const-string p1, ""
    .line 13
    :cond_have
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v1, p0
    check-cast v1, Landroid/content/Context;
    invoke-direct {v0, v1}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 14
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "Confirm prescription "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const/16 v1, 0x3f
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    check-cast p1, Ljava/lang/CharSequence;
    invoke-virtual {v0, p1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 15
    const-string v0, "Confirm"
    check-cast v0, Ljava/lang/CharSequence;
    new-instance v1, Lcom/example/r36k1/RefillConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/example/r36k1/RefillConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r36k1/RefillConfirmActivity;)V
    invoke-virtual {p1, v0, v1}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 16
    const-string v0, "Cancel"
    check-cast v0, Ljava/lang/CharSequence;
    new-instance v1, Lcom/example/r36k1/RefillConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0}, Lcom/example/r36k1/RefillConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/example/r36k1/RefillConfirmActivity;)V
    invoke-virtual {p1, v0, v1}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 17
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 18
    return-void
.end method
