.class public Lcom/example/r35k1/ConfirmSheet;
.super Landroid/app/Activity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final close(I)V
    .registers 2
    .line 24
    invoke-virtual {p0, p1}, Lcom/example/r35k1/ConfirmSheet;->setResult(I)V
    .line 25
    invoke-virtual {p0}, Lcom/example/r35k1/ConfirmSheet;->finish()V
    .line 26
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/example/r35k1/ConfirmSheet;Landroid/content/DialogInterface;I)V
    .registers 3
    .line 16
    const/4 p1, -0x1
    invoke-direct {p0, p1}, Lcom/example/r35k1/ConfirmSheet;->close(I)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/example/r35k1/ConfirmSheet;Landroid/content/DialogInterface;I)V
    .registers 3
    .line 17
    const/4 p1, 0x0
    invoke-direct {p0, p1}, Lcom/example/r35k1/ConfirmSheet;->close(I)V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 12
    invoke-virtual {p0}, Lcom/example/r35k1/ConfirmSheet;->getIntent()Landroid/content/Intent;
    move-result-object p1
    const-string v0, "detail"
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
    invoke-virtual {p0}, Lcom/example/r35k1/ConfirmSheet;->title()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 15
    check-cast p1, Ljava/lang/CharSequence;
    invoke-virtual {v0, p1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 16
    const-string v0, "Confirm"
    check-cast v0, Ljava/lang/CharSequence;
    new-instance v1, Lcom/example/r35k1/ConfirmSheet$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/example/r35k1/ConfirmSheet$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35k1/ConfirmSheet;)V
    invoke-virtual {p1, v0, v1}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 17
    const-string v0, "Cancel"
    check-cast v0, Ljava/lang/CharSequence;
    new-instance v1, Lcom/example/r35k1/ConfirmSheet$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0}, Lcom/example/r35k1/ConfirmSheet$$ExternalSyntheticLambda1;-><init>(Lcom/example/r35k1/ConfirmSheet;)V
    invoke-virtual {p1, v0, v1}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object p1
    .line 18
    invoke-virtual {p1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 19
    return-void
.end method

.method public title()Ljava/lang/String;
    .registers 2
    .line 21
    const-string v0, "Confirm"
    return-object v0
.end method
