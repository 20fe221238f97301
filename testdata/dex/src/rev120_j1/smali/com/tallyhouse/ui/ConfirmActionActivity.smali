.class public Lcom/tallyhouse/ui/ConfirmActionActivity;
.super Landroid/app/Activity;
.source "ConfirmActionActivity.java"

# interfaces
.implements Lcom/tallyhouse/cetp/CetpKeys;


# instance fields
.field private answered:Z

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method static synthetic access$000(Lcom/tallyhouse/ui/ConfirmActionActivity;Z)V
    .registers 2

    .line 11
    invoke-direct {p0, p1}, Lcom/tallyhouse/ui/ConfirmActionActivity;->answer(Z)V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 58
    iget-boolean v0, p0, Lcom/tallyhouse/ui/ConfirmActionActivity;->answered:Z

    if-eqz v0, :cond_0

    .line 59
    return-void

    .line 61
    :cond_0
    const/4 v1, 0x1

    iput-boolean v1, p0, Lcom/tallyhouse/ui/ConfirmActionActivity;->answered:Z

    .line 62
    invoke-static {}, Lcom/tallyhouse/cetp/Confirmations;->get()Lcom/tallyhouse/cetp/Confirmations;

    move-result-object v0

    iget-object v1, p0, Lcom/tallyhouse/ui/ConfirmActionActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/tallyhouse/cetp/Confirmations;->decide(Ljava/lang/String;Z)V

    .line 63
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/tallyhouse/ui/ConfirmActionActivity;->setResult(I)V

    .line 64
    invoke-virtual {p0}, Lcom/tallyhouse/ui/ConfirmActionActivity;->finish()V

    .line 65
    return-void
.end method


# virtual methods
.method protected approveLabel()Ljava/lang/String;
    .registers 2

    .line 54
    const-string v0, "Allow"

    return-object v0
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 18
    invoke-virtual {p0}, Lcom/tallyhouse/ui/ConfirmActionActivity;->getIntent()Landroid/content/Intent;

    move-result-object v2

    const-string v3, "com.tallyhouse.extra.RESUME_TOKEN"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iput-object v2, p0, Lcom/tallyhouse/ui/ConfirmActionActivity;->token:Ljava/lang/String;

    .line 19
    invoke-static {}, Lcom/tallyhouse/cetp/Confirmations;->get()Lcom/tallyhouse/cetp/Confirmations;

    move-result-object v1

    iget-object v2, p0, Lcom/tallyhouse/ui/ConfirmActionActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v2}, Lcom/tallyhouse/cetp/Confirmations;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 20
    if-nez v0, :cond_0

    .line 21
    const/4 v2, 0x0

    invoke-virtual {p0, v2}, Lcom/tallyhouse/ui/ConfirmActionActivity;->setResult(I)V

    .line 22
    invoke-virtual {p0}, Lcom/tallyhouse/ui/ConfirmActionActivity;->finish()V

    .line 23
    return-void

    .line 25
    :cond_0
    new-instance v1, Landroid/app/AlertDialog$Builder;

    invoke-direct {v1, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 26
    invoke-virtual {p0}, Lcom/tallyhouse/ui/ConfirmActionActivity;->title()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    .line 27
    invoke-virtual {v1, v0}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    .line 28
    invoke-virtual {p0}, Lcom/tallyhouse/ui/ConfirmActionActivity;->approveLabel()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Lcom/tallyhouse/ui/ConfirmActionActivity$3;

    invoke-direct {v3, p0}, Lcom/tallyhouse/ui/ConfirmActionActivity$3;-><init>(Lcom/tallyhouse/ui/ConfirmActionActivity;)V

    invoke-virtual {v1, v2, v3}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v3, Lcom/tallyhouse/ui/ConfirmActionActivity$2;

    invoke-direct {v3, p0}, Lcom/tallyhouse/ui/ConfirmActionActivity$2;-><init>(Lcom/tallyhouse/ui/ConfirmActionActivity;)V

    .line 34
    const-string v2, "Cancel"

    invoke-virtual {v1, v2, v3}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v2, Lcom/tallyhouse/ui/ConfirmActionActivity$1;

    invoke-direct {v2, p0}, Lcom/tallyhouse/ui/ConfirmActionActivity$1;-><init>(Lcom/tallyhouse/ui/ConfirmActionActivity;)V

    .line 40
    invoke-virtual {v1, v2}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    .line 46
    invoke-virtual {v1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 47
    return-void
.end method

.method protected title()Ljava/lang/String;
    .registers 2

    .line 50
    const-string v0, "Allow this change?"

    return-object v0
.end method
