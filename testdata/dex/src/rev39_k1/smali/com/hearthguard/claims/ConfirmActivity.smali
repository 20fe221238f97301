.class public abstract Lcom/hearthguard/claims/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final answer(Z)V
    .registers 2
    .line 22
    if-eqz p1, :cond_0
    const/4 p1, -0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    invoke-virtual {p0, p1}, Lcom/hearthguard/claims/ConfirmActivity;->setResult(I)V
    .line 23
    invoke-virtual {p0}, Lcom/hearthguard/claims/ConfirmActivity;->finish()V
    .line 24
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/hearthguard/claims/ConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 3
    .line 16
    const/4 p1, 0x1
    invoke-direct {p0, p1}, Lcom/hearthguard/claims/ConfirmActivity;->answer(Z)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/hearthguard/claims/ConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 3
    .line 17
    const/4 p1, 0x0
    invoke-direct {p0, p1}, Lcom/hearthguard/claims/ConfirmActivity;->answer(Z)V
    return-void
.end method

.method public abstract getQuestion()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 14
    new-instance p1, Landroid/app/AlertDialog$Builder;
    move-object v0, p0
    check-cast v0, Landroid/content/Context;
    invoke-direct {p1, v0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 15
    invoke-virtual {p0}, Lcom/hearthguard/claims/ConfirmActivity;->getQuestion()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    invoke-virtual {p1, v0}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 16
    const-string v0, "Confirm"
    check-cast v0, Ljava/lang/CharSequence;
    new-instance v1, Lcom/hearthguard/claims/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/hearthguard/claims/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/hearthguard/claims/ConfirmActivity;)V
    invoke-virtual {p1, v0, v1}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 17
    const-string v0, "Cancel"
    check-cast v0, Ljava/lang/CharSequence;
    new-instance v1, Lcom/hearthguard/claims/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0}, Lcom/hearthguard/claims/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/hearthguard/claims/ConfirmActivity;)V
    invoke-virtual {p1, v0, v1}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 18
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 19
    return-void
.end method
