.class public final Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;
.super Landroid/app/Activity;
.source "BudgetConfirmActivity.java"


# instance fields
.field private allow:Landroid/widget/Button;

.field private approvalKey:Ljava/lang/String;

.field private deny:Landroid/widget/Button;

.field private pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

.field private status:Landroid/widget/TextView;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 5

    .line 48
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    iget-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->approvalKey:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->answer(Ljava/lang/String;Z)Z

    move-result v2

    .line 49
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->allow:Landroid/widget/Button;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 50
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->deny:Landroid/widget/Button;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 51
    if-nez v2, :cond_0

    .line 52
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->status:Landroid/widget/TextView;

    const-string v1, "This budget change is no longer waiting for you."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    goto :goto_0

    .line 53
    :cond_0
    if-eqz p1, :cond_1

    .line 54
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->status:Landroid/widget/TextView;

    const-string v1, "Allowed. Go back to your assistant to finish the change."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    goto :goto_0

    .line 56
    :cond_1
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->status:Landroid/widget/TextView;

    const-string v1, "Not allowed. Your assistant will be told."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 58
    :goto_0
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-kestrel-ledger-confirm-BudgetConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 38
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-kestrel-ledger-confirm-BudgetConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 41
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 22
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 23
    invoke-static {p0}, Lcom/kestrel/ledger/data/Ledger;->get(Landroid/content/Context;)Lcom/kestrel/ledger/data/Ledger;

    move-result-object v1

    iget-object v1, v1, Lcom/kestrel/ledger/data/Ledger;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    iput-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    .line 24
    invoke-virtual {p0}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.kestrel.ledger.extra.APPROVAL"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->approvalKey:Ljava/lang/String;

    .line 25
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->approvalKey:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    iget-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->approvalKey:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->peek(Ljava/lang/String;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 26
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 27
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 28
    new-instance v1, Landroid/widget/TextView;

    invoke-direct {v1, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->status:Landroid/widget/TextView;

    .line 29
    iget-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->status:Landroid/widget/TextView;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 30
    if-eqz v3, :cond_1

    invoke-virtual {v3}, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 31
    :cond_1
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->status:Landroid/widget/TextView;

    const-string v1, "This budget change is no longer waiting for you."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 32
    invoke-virtual {p0, v4}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 33
    return-void

    .line 35
    :cond_2
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->status:Landroid/widget/TextView;

    iget-object v1, v3, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->summary:Ljava/lang/String;

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 36
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->allow:Landroid/widget/Button;

    .line 37
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->allow:Landroid/widget/Button;

    const-string v1, "Allow"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 38
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->allow:Landroid/widget/Button;

    new-instance v1, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 39
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->deny:Landroid/widget/Button;

    .line 40
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->deny:Landroid/widget/Button;

    const-string v1, "Don\'t allow"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 41
    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->deny:Landroid/widget/Button;

    new-instance v1, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 42
    iget-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->allow:Landroid/widget/Button;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 43
    iget-object v1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->deny:Landroid/widget/Button;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 44
    invoke-virtual {p0, v4}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 45
    return-void
.end method
