.class public final Lcom/example/r35k2/ShareConsentActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/example/r35k2/ShareConsentActivity;Ljava/lang/String;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 18
    sget-object p3, Lcom/example/r35k2/Consents;->INSTANCE:Lcom/example/r35k2/Consents;
    check-cast p0, Landroid/content/Context;
    invoke-virtual {p3, p0, p1, p2}, Lcom/example/r35k2/Consents;->grant(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/example/r35k2/ShareConsentActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 19
    sget-object p2, Lcom/example/r35k2/Consents;->INSTANCE:Lcom/example/r35k2/Consents;
    check-cast p0, Landroid/content/Context;
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "declined "
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p0, p1}, Lcom/example/r35k2/Consents;->log(Landroid/content/Context;Ljava/lang/String;)V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7
    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 14
    invoke-virtual {p0}, Lcom/example/r35k2/ShareConsentActivity;->getIntent()Landroid/content/Intent;
    move-result-object p1
    const-string v0, "pet_id"
    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v0, ""
    if-nez p1, :cond_pet
    move-object p1, v0
    .line 15
    :cond_pet
    invoke-virtual {p0}, Lcom/example/r35k2/ShareConsentActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "clinic"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_clinic
    move-object v1, v0
    .line 16
    :cond_clinic
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 17
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Share this record with "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v3, 0x3f
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    check-cast v2, Ljava/lang/CharSequence;
    invoke-virtual {v0, v2}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 18
    const-string v2, "Share"
    check-cast v2, Ljava/lang/CharSequence;
    new-instance v3, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;
    invoke-direct {v3, p0, p1, v1}, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35k2/ShareConsentActivity;Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v2, v3}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 19
    const-string v1, "Not now"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, p1}, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda1;-><init>(Lcom/example/r35k2/ShareConsentActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 20
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 21
    return-void
.end method
