.class public final Lcom/halyard/vault/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final EXTRA_KEY:Ljava/lang/String; = "confirmation"


# instance fields
.field private key:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Z)V
    .registers 5

    .line 44
    iget-object v0, p0, Lcom/halyard/vault/ui/ConfirmActivity;->key:Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/halyard/vault/cetp/Confirmations;->answer(Ljava/lang/String;Z)Z

    move-result v2

    .line 45
    move-object v0, p0

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/halyard/vault/ui/ConfirmActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lcom/halyard/vault/ui/ConfirmActivity;->finish()V

    .line 47
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-halyard-vault-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/halyard/vault/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-halyard-vault-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 38
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/halyard/vault/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    invoke-virtual {p0}, Lcom/halyard/vault/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "confirmation"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/halyard/vault/ui/ConfirmActivity;->key:Ljava/lang/String;

    .line 20
    iget-object v0, p0, Lcom/halyard/vault/ui/ConfirmActivity;->key:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/halyard/vault/ui/ConfirmActivity;->key:Ljava/lang/String;

    invoke-static {v0}, Lcom/halyard/vault/cetp/Confirmations;->summaryOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 21
    if-nez v3, :cond_1

    .line 22
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/halyard/vault/ui/ConfirmActivity;->setResult(I)V

    .line 23
    invoke-virtual {p0}, Lcom/halyard/vault/ui/ConfirmActivity;->finish()V

    .line 24
    return-void

    .line 26
    :cond_1
    const-string v1, "Confirm in Halyard Vault"

    invoke-virtual {p0, v1}, Lcom/halyard/vault/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 27
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 28
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 29
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 30
    invoke-virtual {v5, v3}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 31
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 32
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 33
    const-string v1, "Approve"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v1, Lcom/halyard/vault/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/halyard/vault/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/halyard/vault/ui/ConfirmActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 36
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 37
    const-string v1, "Decline"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 38
    new-instance v1, Lcom/halyard/vault/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/halyard/vault/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/halyard/vault/ui/ConfirmActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 39
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    invoke-virtual {p0, v4}, Lcom/halyard/vault/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 41
    return-void
.end method
