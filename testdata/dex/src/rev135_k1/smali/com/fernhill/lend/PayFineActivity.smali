.class public final Lcom/fernhill/lend/PayFineActivity;
.super Landroid/app/Activity;
.source "PayFineActivity.java"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 29
    invoke-static {p0}, Lcom/fernhill/lend/LendGraph;->of(Landroid/content/Context;)Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getHoldTickets()Lcom/fernhill/lend/TicketCache;

    move-result-object v0

    iget-object v1, p0, Lcom/fernhill/lend/PayFineActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/fernhill/lend/TicketCache;->decide(Ljava/lang/String;Z)V

    .line 30
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-direct {v0, v1}, Lcom/fernhill/lend/PayFineActivity;->close(I)V

    .line 31
    return-void
.end method

.method private close(I)V
    .registers 2

    .line 34
    invoke-virtual {p0, p1}, Lcom/fernhill/lend/PayFineActivity;->setResult(I)V

    .line 35
    invoke-virtual {p0}, Lcom/fernhill/lend/PayFineActivity;->finish()V

    .line 36
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-fernhill-lend-PayFineActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 22
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/fernhill/lend/PayFineActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-fernhill-lend-PayFineActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 23
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fernhill/lend/PayFineActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-fernhill-lend-PayFineActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 24
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fernhill/lend/PayFineActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    invoke-virtual {p0}, Lcom/fernhill/lend/PayFineActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.fernhill.lend.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/fernhill/lend/PayFineActivity;->token:Ljava/lang/String;

    .line 15
    iget-object v0, p0, Lcom/fernhill/lend/PayFineActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 16
    const/4 v1, 0x0

    invoke-direct {p0, v1}, Lcom/fernhill/lend/PayFineActivity;->close(I)V

    .line 17
    return-void

    .line 19
    :cond_0
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 20
    const-string v1, "Pay a fine"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 21
    invoke-virtual {p0}, Lcom/fernhill/lend/PayFineActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.fernhill.lend.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/lend/PayFineActivity;)V

    .line 22
    const-string v1, "Pay now"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda1;-><init>(Lcom/fernhill/lend/PayFineActivity;)V

    .line 23
    const-string v1, "Not now"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda2;-><init>(Lcom/fernhill/lend/PayFineActivity;)V

    .line 24
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 25
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 26
    return-void
.end method
