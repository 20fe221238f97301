.class public final Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;
.super Landroid/app/Activity;
.source "ExpenseConfirmActivity.java"


# instance fields
.field private approvalKey:Ljava/lang/String;

.field private pending:Lcom/kestrel/ledger/tools/PendingConfirmations;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 5

    .line 45
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    iget-object v1, p0, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->approvalKey:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->answer(Ljava/lang/String;Z)Z

    move-result v2

    .line 46
    move-object v0, p0

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->setResult(I)V

    .line 47
    invoke-virtual {p0}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->finish()V

    .line 48
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-kestrel-ledger-confirm-ExpenseConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-kestrel-ledger-confirm-ExpenseConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 37
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 19
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 20
    invoke-static {p0}, Lcom/kestrel/ledger/data/Ledger;->get(Landroid/content/Context;)Lcom/kestrel/ledger/data/Ledger;

    move-result-object v1

    iget-object v1, v1, Lcom/kestrel/ledger/data/Ledger;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    iput-object v1, p0, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    .line 21
    invoke-virtual {p0}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.kestrel.ledger.extra.APPROVAL"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->approvalKey:Ljava/lang/String;

    .line 22
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->approvalKey:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    iget-object v1, p0, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->approvalKey:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->peek(Ljava/lang/String;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 23
    if-eqz v3, :cond_1

    invoke-virtual {v3}, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 24
    :cond_1
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->finish()V

    .line 26
    return-void

    .line 28
    :cond_2
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 29
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 30
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 31
    iget-object v1, v3, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->summary:Ljava/lang/String;

    invoke-virtual {v5, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 33
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v1, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 36
    const-string v1, "Don\'t allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 37
    new-instance v1, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 38
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 41
    invoke-virtual {p0, v4}, Lcom/kestrel/ledger/confirm/ExpenseConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 42
    return-void
.end method
