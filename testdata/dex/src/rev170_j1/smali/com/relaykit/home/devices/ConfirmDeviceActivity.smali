.class public final Lcom/relaykit/home/devices/ConfirmDeviceActivity;
.super Landroid/app/Activity;
.source "ConfirmDeviceActivity.java"


# instance fields
.field private approvals:Lcom/relaykit/home/cetp/ApprovalStore;

.field private token:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$manswer(Lcom/relaykit/home/devices/ConfirmDeviceActivity;Z)V
    .registers 2

    invoke-direct {p0, p1}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->answer(Z)V

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 51
    iget-object v0, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->approvals:Lcom/relaykit/home/cetp/ApprovalStore;

    iget-object v1, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/relaykit/home/cetp/ApprovalStore;->decide(Ljava/lang/String;Z)V

    .line 52
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->setResult(I)V

    .line 53
    invoke-virtual {p0}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->finish()V

    .line 54
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-relaykit-home-devices-ConfirmDeviceActivity(Landroid/view/View;)V
    .registers 3

    .line 43
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 19
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 20
    invoke-static {p0}, Lcom/relaykit/home/core/AppGraph;->root(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    const-class v2, Lcom/relaykit/home/cetp/ApprovalStore;

    invoke-virtual {v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/cetp/ApprovalStore;

    iput-object v1, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->approvals:Lcom/relaykit/home/cetp/ApprovalStore;

    .line 21
    invoke-virtual {p0}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.relaykit.home.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->token:Ljava/lang/String;

    .line 22
    iget-object v0, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->approvals:Lcom/relaykit/home/cetp/ApprovalStore;

    iget-object v1, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/cetp/ApprovalStore;->pendingSummary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 23
    if-nez v3, :cond_0

    .line 24
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->finish()V

    .line 26
    return-void

    .line 28
    :cond_0
    const-string v1, "Allow this change?"

    invoke-virtual {p0, v1}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 29
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 30
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 31
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 32
    invoke-virtual {v5, v3}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 33
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 34
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 35
    new-instance v1, Lcom/relaykit/home/devices/ConfirmDeviceActivity$1;

    invoke-direct {v1, p0}, Lcom/relaykit/home/devices/ConfirmDeviceActivity$1;-><init>(Lcom/relaykit/home/devices/ConfirmDeviceActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 41
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 42
    const-string v1, "Don\'t allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 43
    new-instance v1, Lcom/relaykit/home/devices/ConfirmDeviceActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/relaykit/home/devices/ConfirmDeviceActivity$$ExternalSyntheticLambda0;-><init>(Lcom/relaykit/home/devices/ConfirmDeviceActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 44
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 45
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 46
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 47
    invoke-virtual {p0, v4}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->setContentView(Landroid/view/View;)V

    .line 48
    return-void
.end method
