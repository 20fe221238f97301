.class public final Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;
.super Landroid/app/Activity;
.source "ConfirmBudgetActivity.java"


# instance fields
.field private approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

.field private approve:Landroid/widget/Button;

.field private deny:Landroid/widget/Button;

.field private status:Landroid/widget/TextView;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method static synthetic lambda$show$2(Ljava/util/function/Consumer;Landroid/view/View;)V
    .registers 3

    .line 53
    const/4 v0, 0x1

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    invoke-interface {p0, v0}, Ljava/util/function/Consumer;->accept(Ljava/lang/Object;)V

    return-void
.end method

.method static synthetic lambda$show$3(Ljava/util/function/Consumer;Landroid/view/View;)V
    .registers 3

    .line 54
    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    invoke-interface {p0, v0}, Ljava/util/function/Consumer;->accept(Ljava/lang/Object;)V

    return-void
.end method

.method private settle(Ljava/lang/String;)V
    .registers 4

    .line 58
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->status:Landroid/widget/TextView;

    invoke-virtual {v0, p1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 59
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approve:Landroid/widget/Button;

    const/16 v1, 0x8

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setVisibility(I)V

    .line 60
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->deny:Landroid/widget/Button;

    const/16 v1, 0x8

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setVisibility(I)V

    .line 61
    return-void
.end method

.method private show(Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;)V
    .registers 7

    .line 47
    const-string v1, "Confirm budget change"

    invoke-virtual {p0, v1}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 48
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->status:Landroid/widget/TextView;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->summary()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Your assistant asks Tallyspring to:\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 49
    new-instance v4, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda3;

    invoke-direct {v4, p0}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda3;-><init>(Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;)V

    .line 53
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approve:Landroid/widget/Button;

    new-instance v1, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda4;

    invoke-direct {v1, v4}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda4;-><init>(Ljava/util/function/Consumer;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 54
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->deny:Landroid/widget/Button;

    new-instance v1, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda5;

    invoke-direct {v1, v4}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda5;-><init>(Ljava/util/function/Consumer;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 55
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-tallyspring-budget-budget-ConfirmBudgetActivity()V
    .registers 2

    .line 43
    const-string v0, "This request has expired."

    invoke-direct {p0, v0}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->settle(Ljava/lang/String;)V

    return-void
.end method

.method public synthetic lambda$show$1$com-tallyspring-budget-budget-ConfirmBudgetActivity(Ljava/lang/Boolean;)V
    .registers 6

    .line 50
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    iget-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->token:Ljava/lang/String;

    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ApprovalStore;->decide(Ljava/lang/String;Z)Z

    move-result v3

    .line 51
    move-object v0, p0

    if-eqz v3, :cond_0

    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v1

    if-eqz v1, :cond_0

    const-string v1, "Done. You can go back to your assistant."

    goto :goto_0

    :cond_0
    const-string v1, "Nothing was changed."

    :goto_0
    invoke-direct {v0, v1}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->settle(Ljava/lang/String;)V

    .line 52
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 27
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 28
    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore;

    invoke-static {p0}, Lcom/tallyspring/budget/data/LedgerDb;->get(Landroid/content/Context;)Lcom/tallyspring/budget/data/LedgerDb;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/tallyspring/budget/cetp/ApprovalStore;-><init>(Lcom/tallyspring/budget/data/LedgerDb;)V

    iput-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    .line 29
    invoke-virtual {p0}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallyspring.budget.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->token:Ljava/lang/String;

    .line 30
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 31
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 32
    new-instance v1, Landroid/widget/TextView;

    invoke-direct {v1, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->status:Landroid/widget/TextView;

    .line 33
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approve:Landroid/widget/Button;

    .line 34
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approve:Landroid/widget/Button;

    const-string v1, "Apply change"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 35
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->deny:Landroid/widget/Button;

    .line 36
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->deny:Landroid/widget/Button;

    const-string v1, "Keep as is"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 37
    iget-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->status:Landroid/widget/TextView;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 38
    iget-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approve:Landroid/widget/Button;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    iget-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->deny:Landroid/widget/Button;

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    invoke-virtual {p0, v4}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->setContentView(Landroid/view/View;)V

    .line 41
    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->token:Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->approvals:Lcom/tallyspring/budget/cetp/ApprovalStore;

    .line 42
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda0;-><init>(Lcom/tallyspring/budget/cetp/ApprovalStore;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda1;-><init>(Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;)V

    new-instance v2, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda2;-><init>(Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;)V

    .line 43
    invoke-virtual {v0, v1, v2}, Ljava/util/Optional;->ifPresentOrElse(Ljava/util/function/Consumer;Ljava/lang/Runnable;)V

    .line 44
    return-void
.end method
