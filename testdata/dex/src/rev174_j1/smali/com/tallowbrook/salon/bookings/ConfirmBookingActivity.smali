.class public final Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;
.super Landroid/app/Activity;
.source "ConfirmBookingActivity.java"


# instance fields
.field private allow:Landroid/widget/Button;

.field private approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

.field private decline:Landroid/widget/Button;

.field private status:Landroid/widget/TextView;

.field private subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private lock()V
    .registers 3

    .line 68
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->allow:Landroid/widget/Button;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 69
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->decline:Landroid/widget/Button;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setEnabled(Z)V

    .line 70
    return-void
.end method

.method private render(I)V
    .registers 4

    .line 48
    packed-switch p1, :pswitch_data_0

    goto :goto_0

    .line 50
    :pswitch_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->status:Landroid/widget/TextView;

    const-string v1, "Confirmed. You can go back to your assistant."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 51
    invoke-direct {p0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->lock()V

    .line 52
    goto :goto_1

    .line 54
    :pswitch_1
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->status:Landroid/widget/TextView;

    const-string v1, "Declined. You can go back to your assistant."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 55
    invoke-direct {p0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->lock()V

    .line 56
    goto :goto_1

    .line 58
    :pswitch_2
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->status:Landroid/widget/TextView;

    const-string v1, "Nothing to confirm."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 59
    invoke-direct {p0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->lock()V

    .line 60
    goto :goto_1

    .line 62
    :goto_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->status:Landroid/widget/TextView;

    const-string v1, "Waiting for your answer."

    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 65
    :goto_1
    return-void

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-tallowbrook-salon-bookings-ConfirmBookingActivity(Landroid/view/View;)V
    .registers 5

    .line 33
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->token:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lcom/tallowbrook/salon/core/ApprovalStore;->decide(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-tallowbrook-salon-bookings-ConfirmBookingActivity(Landroid/view/View;)V
    .registers 5

    .line 36
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->token:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lcom/tallowbrook/salon/core/ApprovalStore;->decide(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-tallowbrook-salon-bookings-ConfirmBookingActivity(Ljava/lang/Integer;)V
    .registers 3

    .line 44
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v0

    invoke-direct {p0, v0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->render(I)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8

    .line 23
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 24
    invoke-static {p0}, Lcom/tallowbrook/salon/core/SalonDb;->get(Landroid/content/Context;)Lcom/tallowbrook/salon/core/SalonDb;

    move-result-object v1

    invoke-virtual {v1}, Lcom/tallowbrook/salon/core/SalonDb;->approvals()Lcom/tallowbrook/salon/core/ApprovalStore;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    .line 25
    invoke-virtual {p0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallowbrook.salon.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->token:Ljava/lang/String;

    .line 26
    const-string v1, "Confirm appointment change"

    invoke-virtual {p0, v1}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 27
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/ApprovalStore;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 28
    new-instance v4, Landroid/widget/TextView;

    invoke-direct {v4, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 29
    move-object v0, v4

    if-eqz v3, :cond_0

    move-object v1, v3

    goto :goto_0

    :cond_0
    const-string v1, "This request is no longer waiting for an answer."

    :goto_0
    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 30
    new-instance v1, Landroid/widget/TextView;

    invoke-direct {v1, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->status:Landroid/widget/TextView;

    .line 31
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->allow:Landroid/widget/Button;

    .line 32
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->allow:Landroid/widget/Button;

    const-string v1, "Confirm"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 33
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->allow:Landroid/widget/Button;

    new-instance v1, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda0;-><init>(Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 34
    new-instance v1, Landroid/widget/Button;

    invoke-direct {v1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->decline:Landroid/widget/Button;

    .line 35
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->decline:Landroid/widget/Button;

    const-string v1, "Decline"

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 36
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->decline:Landroid/widget/Button;

    new-instance v1, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda1;-><init>(Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;)V

    invoke-virtual {v0, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 37
    new-instance v5, Landroid/widget/LinearLayout;

    invoke-direct {v5, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 38
    const/4 v1, 0x1

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 39
    invoke-virtual {v5, v4}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->allow:Landroid/widget/Button;

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 41
    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->decline:Landroid/widget/Button;

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 42
    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->status:Landroid/widget/TextView;

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 43
    invoke-virtual {p0, v5}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->setContentView(Landroid/view/View;)V

    .line 44
    iget-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    iget-object v2, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v2}, Lcom/tallowbrook/salon/core/ApprovalStore;->watch(Ljava/lang/String;)Lcom/tallowbrook/salon/core/LiveValue;

    move-result-object v1

    new-instance v2, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda2;-><init>(Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;)V

    invoke-virtual {v1, v2}, Lcom/tallowbrook/salon/core/LiveValue;->observe(Lcom/tallowbrook/salon/core/LiveValue$Observer;)Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    .line 45
    return-void
.end method

.method protected onDestroy()V
    .registers 2

    .line 74
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    if-eqz v0, :cond_0

    .line 75
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->subscription:Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/LiveValue$Subscription;->cancel()V

    .line 77
    :cond_0
    invoke-super {p0}, Landroid/app/Activity;->onDestroy()V

    .line 78
    return-void
.end method
