.class public final Lcom/relaykit/home/routines/ReviewRoutineActivity;
.super Landroid/app/Activity;
.source "ReviewRoutineActivity.java"


# instance fields
.field private approvals:Lcom/relaykit/home/cetp/ApprovalStore;

.field private token:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$msettle(Lcom/relaykit/home/routines/ReviewRoutineActivity;Z)V
    .registers 2

    invoke-direct {p0, p1}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->settle(Z)V

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private settle(Z)V
    .registers 4

    .line 57
    iget-object v0, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity;->approvals:Lcom/relaykit/home/cetp/ApprovalStore;

    iget-object v1, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/relaykit/home/cetp/ApprovalStore;->decide(Ljava/lang/String;Z)V

    .line 58
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->setResult(I)V

    .line 59
    invoke-virtual {p0}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->finish()V

    .line 60
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 11

    .line 19
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 20
    invoke-static {p0}, Lcom/relaykit/home/core/AppGraph;->root(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    const-class v2, Lcom/relaykit/home/cetp/ApprovalStore;

    invoke-virtual {v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/cetp/ApprovalStore;

    iput-object v1, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity;->approvals:Lcom/relaykit/home/cetp/ApprovalStore;

    .line 21
    invoke-virtual {p0}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.relaykit.home.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity;->token:Ljava/lang/String;

    .line 22
    iget-object v0, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity;->approvals:Lcom/relaykit/home/cetp/ApprovalStore;

    iget-object v1, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/cetp/ApprovalStore;->pendingSummary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 23
    if-nez v3, :cond_0

    .line 24
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->finish()V

    .line 26
    return-void

    .line 28
    :cond_0
    invoke-virtual {p0}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.relaykit.home.extra.DESTRUCTIVE"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "true"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    .line 29
    move-object v0, p0

    if-eqz v4, :cond_1

    const-string v1, "Delete this routine?"

    goto :goto_0

    :cond_1
    const-string v1, "Allow this routine change?"

    :goto_0
    invoke-virtual {v0, v1}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 30
    new-instance v5, Landroid/widget/LinearLayout;

    invoke-direct {v5, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 31
    const/4 v1, 0x1

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 32
    new-instance v6, Landroid/widget/TextView;

    invoke-direct {v6, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 33
    move-object v0, v6

    if-eqz v4, :cond_2

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\n\nThis cannot be undone from here."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    goto :goto_1

    :cond_2
    move-object v1, v3

    :goto_1
    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 35
    move-object v0, v7

    if-eqz v4, :cond_3

    const-string v1, "Delete"

    goto :goto_2

    :cond_3
    const-string v1, "Allow"

    :goto_2
    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 36
    new-instance v1, Lcom/relaykit/home/routines/ReviewRoutineActivity$1;

    invoke-direct {v1, p0}, Lcom/relaykit/home/routines/ReviewRoutineActivity$1;-><init>(Lcom/relaykit/home/routines/ReviewRoutineActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 42
    new-instance v8, Landroid/widget/Button;

    invoke-direct {v8, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 43
    const-string v1, "Cancel"

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 44
    new-instance v1, Lcom/relaykit/home/routines/ReviewRoutineActivity$2;

    invoke-direct {v1, p0}, Lcom/relaykit/home/routines/ReviewRoutineActivity$2;-><init>(Lcom/relaykit/home/routines/ReviewRoutineActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 50
    invoke-virtual {v5, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 51
    invoke-virtual {v5, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 52
    invoke-virtual {v5, v8}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 53
    invoke-virtual {p0, v5}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->setContentView(Landroid/view/View;)V

    .line 54
    return-void
.end method
