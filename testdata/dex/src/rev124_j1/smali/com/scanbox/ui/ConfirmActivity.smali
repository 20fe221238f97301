.class public final Lcom/scanbox/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# instance fields
.field private confirmations:Lcom/scanbox/cetp/Confirmations;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Ljava/lang/String;Z)V
    .registers 5

    .line 36
    iget-object v0, p0, Lcom/scanbox/ui/ConfirmActivity;->confirmations:Lcom/scanbox/cetp/Confirmations;

    invoke-virtual {v0, p1, p2}, Lcom/scanbox/cetp/Confirmations;->answer(Ljava/lang/String;Z)V

    .line 37
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/scanbox/ui/ConfirmActivity;->setResult(I)V

    .line 38
    invoke-virtual {p0}, Lcom/scanbox/ui/ConfirmActivity;->finish()V

    .line 39
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-scanbox-ui-ConfirmActivity(Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 29
    const/4 v0, 0x1

    invoke-direct {p0, p1, v0}, Lcom/scanbox/ui/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-scanbox-ui-ConfirmActivity(Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 30
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/scanbox/ui/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-scanbox-ui-ConfirmActivity(Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4

    .line 31
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/scanbox/ui/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8

    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 18
    new-instance v1, Lcom/scanbox/cetp/Confirmations;

    invoke-static {p0}, Lcom/scanbox/data/ScanDatabase;->get(Landroid/content/Context;)Lcom/scanbox/data/ScanDatabase;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/scanbox/cetp/Confirmations;-><init>(Lcom/scanbox/data/ScanDatabase;)V

    iput-object v1, p0, Lcom/scanbox/ui/ConfirmActivity;->confirmations:Lcom/scanbox/cetp/Confirmations;

    .line 19
    invoke-virtual {p0}, Lcom/scanbox/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.scanbox.extra.TICKET"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 20
    invoke-static {v4}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/scanbox/ui/ConfirmActivity;->confirmations:Lcom/scanbox/cetp/Confirmations;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/scanbox/cetp/Confirmations;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v5

    .line 21
    invoke-virtual {v5}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 22
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/scanbox/ui/ConfirmActivity;->setResult(I)V

    .line 23
    invoke-virtual {p0}, Lcom/scanbox/ui/ConfirmActivity;->finish()V

    .line 24
    return-void

    .line 26
    :cond_0
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 27
    const-string v1, "Scanbox"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 28
    invoke-virtual {v5}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0, v4}, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/scanbox/ui/ConfirmActivity;Ljava/lang/String;)V

    .line 29
    const-string v1, "Allow"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0, v4}, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/scanbox/ui/ConfirmActivity;Ljava/lang/String;)V

    .line 30
    const-string v1, "Deny"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, v4}, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda3;-><init>(Lcom/scanbox/ui/ConfirmActivity;Ljava/lang/String;)V

    .line 31
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 32
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 33
    return-void
.end method
