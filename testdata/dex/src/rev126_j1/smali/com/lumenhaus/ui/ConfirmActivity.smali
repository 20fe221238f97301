.class public Lcom/lumenhaus/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# instance fields
.field private mTicket:Ljava/lang/String;

.field private mTickets:Lcom/lumenhaus/data/Tickets;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method static synthetic access$000(Lcom/lumenhaus/ui/ConfirmActivity;Z)V
    .registers 2

    .line 12
    invoke-direct {p0, p1}, Lcom/lumenhaus/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 47
    iget-object v0, p0, Lcom/lumenhaus/ui/ConfirmActivity;->mTickets:Lcom/lumenhaus/data/Tickets;

    iget-object v1, p0, Lcom/lumenhaus/ui/ConfirmActivity;->mTicket:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/lumenhaus/data/Tickets;->answer(Ljava/lang/String;Z)V

    .line 48
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/lumenhaus/ui/ConfirmActivity;->setResult(I)V

    .line 49
    invoke-virtual {p0}, Lcom/lumenhaus/ui/ConfirmActivity;->finish()V

    .line 50
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-lumenhaus-ui-ConfirmActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 42
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/lumenhaus/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    new-instance v1, Lcom/lumenhaus/data/Tickets;

    invoke-static {p0}, Lcom/lumenhaus/data/HubDatabase;->get(Landroid/content/Context;)Lcom/lumenhaus/data/HubDatabase;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/lumenhaus/data/Tickets;-><init>(Lcom/lumenhaus/data/HubDatabase;)V

    iput-object v1, p0, Lcom/lumenhaus/ui/ConfirmActivity;->mTickets:Lcom/lumenhaus/data/Tickets;

    .line 20
    invoke-virtual {p0}, Lcom/lumenhaus/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.lumenhaus.extra.TICKET"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/lumenhaus/ui/ConfirmActivity;->mTicket:Ljava/lang/String;

    .line 21
    iget-object v0, p0, Lcom/lumenhaus/ui/ConfirmActivity;->mTicket:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/lumenhaus/ui/ConfirmActivity;->mTickets:Lcom/lumenhaus/data/Tickets;

    iget-object v1, p0, Lcom/lumenhaus/ui/ConfirmActivity;->mTicket:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/lumenhaus/data/Tickets;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 22
    if-nez v4, :cond_1

    .line 23
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/lumenhaus/ui/ConfirmActivity;->setResult(I)V

    .line 24
    invoke-virtual {p0}, Lcom/lumenhaus/ui/ConfirmActivity;->finish()V

    .line 25
    return-void

    .line 27
    :cond_1
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 28
    const-string v1, "Confirm on your hub"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 29
    invoke-virtual {v0, v4}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/lumenhaus/ui/ConfirmActivity$2;

    invoke-direct {v2, p0}, Lcom/lumenhaus/ui/ConfirmActivity$2;-><init>(Lcom/lumenhaus/ui/ConfirmActivity;)V

    .line 30
    const-string v1, "Allow"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/lumenhaus/ui/ConfirmActivity$1;

    invoke-direct {v2, p0}, Lcom/lumenhaus/ui/ConfirmActivity$1;-><init>(Lcom/lumenhaus/ui/ConfirmActivity;)V

    .line 36
    const-string v1, "Deny"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/lumenhaus/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/lumenhaus/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/lumenhaus/ui/ConfirmActivity;)V

    .line 42
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 43
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 44
    return-void
.end method
