.class public final Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;
.super Landroid/app/Activity;
.source "ConfirmPaymentActivity.java"


# instance fields
.field private approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 5

    .line 50
    iget-object v0, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    iget-object v1, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/tallyspring/budget/cetp/ApprovalStore;->decide(Ljava/lang/String;Z)Z

    move-result v2

    .line 51
    move-object v0, p0

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->setResult(I)V

    .line 52
    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->finish()V

    .line 53
    return-void
.end method

.method private expired()V
    .registers 2

    .line 56
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->setResult(I)V

    .line 57
    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->finish()V

    .line 58
    return-void
.end method

.method private show(Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;)V
    .registers 9

    .line 31
    const-string v0, "Confirm payment"

    invoke-virtual {p0, v0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v3, Landroid/widget/LinearLayout;

    invoke-direct {v3, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 33
    const/4 v0, 0x1

    invoke-virtual {v3, v0}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 34
    new-instance v4, Landroid/widget/TextView;

    invoke-direct {v4, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 35
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->summary()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Your assistant asks Tallyspring to:\n"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\n\nMoney sent from your bank account cannot be recalled."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    invoke-virtual {v4, v0}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 37
    new-instance v5, Landroid/widget/Button;

    invoke-direct {v5, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 38
    const-string v0, "Pay"

    invoke-virtual {v5, v0}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 39
    new-instance v0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda3;-><init>(Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;)V

    invoke-virtual {v5, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 40
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 41
    const-string v0, "Don\'t pay"

    invoke-virtual {v6, v0}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 42
    new-instance v0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda4;-><init>(Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;)V

    invoke-virtual {v6, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 43
    invoke-virtual {v3, v4}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 44
    invoke-virtual {v3, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 45
    invoke-virtual {v3, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 46
    invoke-virtual {p0, v3}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->setContentView(Landroid/view/View;)V

    .line 47
    return-void
.end method


# virtual methods
.method public synthetic lambda$show$0$com-tallyspring-budget-bills-ConfirmPaymentActivity(Landroid/view/View;)V
    .registers 3

    .line 39
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$show$1$com-tallyspring-budget-bills-ConfirmPaymentActivity(Landroid/view/View;)V
    .registers 3

    .line 42
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 22
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 23
    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore;

    invoke-static {p0}, Lcom/tallyspring/budget/data/LedgerDb;->get(Landroid/content/Context;)Lcom/tallyspring/budget/data/LedgerDb;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/tallyspring/budget/cetp/ApprovalStore;-><init>(Lcom/tallyspring/budget/data/LedgerDb;)V

    iput-object v1, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    .line 24
    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallyspring.budget.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->token:Ljava/lang/String;

    .line 25
    iget-object v0, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->token:Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    .line 26
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda0;-><init>(Lcom/tallyspring/budget/cetp/ApprovalStore;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda1;-><init>(Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;)V

    new-instance v2, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda2;-><init>(Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;)V

    .line 27
    invoke-virtual {v0, v1, v2}, Ljava/util/Optional;->ifPresentOrElse(Ljava/util/function/Consumer;Ljava/lang/Runnable;)V

    .line 28
    return-void
.end method
