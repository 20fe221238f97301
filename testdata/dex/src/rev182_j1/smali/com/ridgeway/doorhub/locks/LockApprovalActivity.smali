.class public Lcom/ridgeway/doorhub/locks/LockApprovalActivity;
.super Landroid/app/Activity;
.source "LockApprovalActivity.java"


# instance fields
.field ledger:Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private finishWith(Z)V
    .registers 5

    .line 38
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->ledger:Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    iget-object v1, p0, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->decide(Ljava/lang/String;Z)Z

    move-result v2

    .line 39
    move-object v0, p0

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->setResult(I)V

    .line 40
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->finish()V

    .line 41
    return-void
.end method


# virtual methods
.method public onApproveClicked(Landroid/view/View;)V
    .registers 3

    .line 30
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->finishWith(Z)V

    .line 31
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 17
    invoke-static {p0}, Lcom/ridgeway/doorhub/DoorhubApp;->component(Landroid/content/Context;)Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    move-result-object v0

    invoke-virtual {v0, p0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->inject(Lcom/ridgeway/doorhub/locks/LockApprovalActivity;)V

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "resume_token"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->token:Ljava/lang/String;

    .line 20
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->ledger:Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    iget-object v1, p0, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->describe(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 21
    if-nez v3, :cond_1

    .line 22
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->setResult(I)V

    .line 23
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->finish()V

    .line 24
    return-void

    .line 26
    :cond_1
    invoke-virtual {p0, v3}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 27
    return-void
.end method

.method public onDenyClicked(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity;->finishWith(Z)V

    .line 35
    return-void
.end method
