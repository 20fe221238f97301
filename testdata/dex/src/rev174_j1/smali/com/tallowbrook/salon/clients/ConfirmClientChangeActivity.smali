.class public final Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;
.super Landroid/app/Activity;
.source "ConfirmClientChangeActivity.java"


# instance fields
.field private approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

.field private subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private render(I)V
    .registers 3

    .line 43
    packed-switch p1, :pswitch_data_0

    goto :goto_0

    .line 45
    :pswitch_0
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->finish()V

    .line 47
    goto :goto_0

    .line 50
    :pswitch_1
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->setResult(I)V

    .line 51
    invoke-virtual {p0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->finish()V

    .line 52
    goto :goto_0

    .line 56
    :goto_0
    return-void

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-tallowbrook-salon-clients-ConfirmClientChangeActivity(Landroid/view/View;)V
    .registers 5

    .line 29
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->token:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lcom/tallowbrook/salon/core/ApprovalStore;->decide(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-tallowbrook-salon-clients-ConfirmClientChangeActivity(Landroid/view/View;)V
    .registers 5

    .line 32
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->token:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lcom/tallowbrook/salon/core/ApprovalStore;->decide(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-tallowbrook-salon-clients-ConfirmClientChangeActivity(Ljava/lang/Integer;)V
    .registers 3

    .line 39
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v0

    invoke-direct {p0, v0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->render(I)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 20
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 21
    invoke-static {p0}, Lcom/tallowbrook/salon/core/SalonDb;->get(Landroid/content/Context;)Lcom/tallowbrook/salon/core/SalonDb;

    move-result-object v1

    invoke-virtual {v1}, Lcom/tallowbrook/salon/core/SalonDb;->approvals()Lcom/tallowbrook/salon/core/ApprovalStore;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    .line 22
    invoke-virtual {p0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallowbrook.salon.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->token:Ljava/lang/String;

    .line 23
    const-string v1, "Change client records?"

    invoke-virtual {p0, v1}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 24
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/ApprovalStore;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 25
    new-instance v4, Landroid/widget/TextView;

    invoke-direct {v4, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 26
    move-object v0, v4

    if-eqz v3, :cond_0

    move-object v1, v3

    goto :goto_0

    :cond_0
    const-string v1, ""

    :goto_0
    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 27
    new-instance v5, Landroid/widget/Button;

    invoke-direct {v5, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 28
    const-string v1, "Allow"

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 29
    new-instance v1, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda0;-><init>(Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;)V

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 30
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 31
    const-string v1, "Decline"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v1, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda1;-><init>(Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 33
    new-instance v7, Landroid/widget/LinearLayout;

    invoke-direct {v7, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 34
    const/4 v1, 0x1

    invoke-virtual {v7, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 35
    invoke-virtual {v7, v4}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 36
    invoke-virtual {v7, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 37
    invoke-virtual {v7, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 38
    invoke-virtual {p0, v7}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->setContentView(Landroid/view/View;)V

    .line 39
    iget-object v1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v2, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v2}, Lcom/tallowbrook/salon/core/ApprovalStore;->watch(Ljava/lang/String;)Lcom/tallowbrook/salon/core/LiveValue;

    move-result-object v1

    new-instance v2, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda2;-><init>(Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;)V

    invoke-virtual {v1, v2}, Lcom/tallowbrook/salon/core/LiveValue;->observe(Lcom/tallowbrook/salon/core/LiveValue$Observer;)Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    .line 40
    return-void
.end method

.method protected onDestroy()V
    .registers 2

    .line 60
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    if-eqz v0, :cond_0

    .line 61
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/LiveValue$Subscription;->cancel()V

    .line 63
    :cond_0
    invoke-super {p0}, Landroid/app/Activity;->onDestroy()V

    .line 64
    return-void
.end method
