.class public Lcom/keyholder/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# instance fields
.field confirmations:Lcom/keyholder/cetp/ConfirmationStore;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 38
    iget-object v0, p0, Lcom/keyholder/ui/ConfirmActivity;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/keyholder/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/keyholder/cetp/ConfirmationStore;->answer(Ljava/lang/String;Z)V

    .line 39
    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {p0, v1}, Lcom/keyholder/ui/ConfirmActivity;->setResult(I)V

    .line 40
    invoke-virtual {p0}, Lcom/keyholder/ui/ConfirmActivity;->finish()V

    .line 41
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-keyholder-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 31
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/keyholder/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-keyholder-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 32
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/keyholder/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-keyholder-ui-ConfirmActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 33
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/keyholder/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 19
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 20
    invoke-static {p0}, Lcom/keyholder/di/Components;->tools(Landroid/content/Context;)Lcom/keyholder/di/ToolComponent;

    move-result-object v1

    invoke-interface {v1, p0}, Lcom/keyholder/di/ToolComponent;->inject(Lcom/keyholder/ui/ConfirmActivity;)V

    .line 21
    invoke-virtual {p0}, Lcom/keyholder/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v2

    const-string v3, "com.keyholder.extra.RESUME_TOKEN"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iput-object v2, p0, Lcom/keyholder/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 22
    iget-object v1, p0, Lcom/keyholder/ui/ConfirmActivity;->token:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lcom/keyholder/ui/ConfirmActivity;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    iget-object v2, p0, Lcom/keyholder/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v2}, Lcom/keyholder/cetp/ConfirmationStore;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    :goto_0
    move-object v0, v1

    .line 23
    if-nez v0, :cond_1

    .line 24
    const/4 v2, 0x0

    invoke-virtual {p0, v2}, Lcom/keyholder/ui/ConfirmActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/keyholder/ui/ConfirmActivity;->finish()V

    .line 26
    return-void

    .line 28
    :cond_1
    new-instance v1, Landroid/app/AlertDialog$Builder;

    invoke-direct {v1, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 29
    const-string v2, "Keyholder"

    invoke-virtual {v1, v2}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    .line 30
    invoke-virtual {v1, v0}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v3, Lcom/keyholder/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0}, Lcom/keyholder/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/keyholder/ui/ConfirmActivity;)V

    .line 31
    const-string v2, "Allow"

    invoke-virtual {v1, v2, v3}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v3, Lcom/keyholder/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0}, Lcom/keyholder/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/keyholder/ui/ConfirmActivity;)V

    .line 32
    const-string v2, "Deny"

    invoke-virtual {v1, v2, v3}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v2, Lcom/keyholder/ui/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/keyholder/ui/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/keyholder/ui/ConfirmActivity;)V

    .line 33
    invoke-virtual {v1, v2}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    .line 34
    invoke-virtual {v1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 35
    return-void
.end method
