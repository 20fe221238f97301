.class public final Lcom/larderly/app/pantry/DiscardReviewActivity;
.super Landroid/app/Activity;
.source "DiscardReviewActivity.java"


# instance fields
.field private confirmations:Lcom/larderly/app/cetp/ConfirmationStore;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 5

    .line 44
    iget-object v0, p0, Lcom/larderly/app/pantry/DiscardReviewActivity;->confirmations:Lcom/larderly/app/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/larderly/app/pantry/DiscardReviewActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/larderly/app/cetp/ConfirmationStore;->decide(Ljava/lang/String;Z)Z

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
    invoke-virtual {v0, v1}, Lcom/larderly/app/pantry/DiscardReviewActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lcom/larderly/app/pantry/DiscardReviewActivity;->finish()V

    .line 47
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-larderly-app-pantry-DiscardReviewActivity(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/larderly/app/pantry/DiscardReviewActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-larderly-app-pantry-DiscardReviewActivity(Landroid/view/View;)V
    .registers 3

    .line 38
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/larderly/app/pantry/DiscardReviewActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    invoke-static {p0}, Lcom/larderly/app/di/ServiceLocator;->from(Landroid/content/Context;)Lcom/larderly/app/di/ServiceLocator;

    move-result-object v1

    invoke-virtual {v1}, Lcom/larderly/app/di/ServiceLocator;->confirmations()Lcom/larderly/app/cetp/ConfirmationStore;

    move-result-object v1

    iput-object v1, p0, Lcom/larderly/app/pantry/DiscardReviewActivity;->confirmations:Lcom/larderly/app/cetp/ConfirmationStore;

    .line 20
    invoke-virtual {p0}, Lcom/larderly/app/pantry/DiscardReviewActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.larderly.app.extra.REVIEW_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/larderly/app/pantry/DiscardReviewActivity;->token:Ljava/lang/String;

    .line 21
    iget-object v0, p0, Lcom/larderly/app/pantry/DiscardReviewActivity;->confirmations:Lcom/larderly/app/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/larderly/app/pantry/DiscardReviewActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/larderly/app/cetp/ConfirmationStore;->pendingSummary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 22
    if-nez v3, :cond_0

    .line 23
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/larderly/app/pantry/DiscardReviewActivity;->setResult(I)V

    .line 24
    invoke-virtual {p0}, Lcom/larderly/app/pantry/DiscardReviewActivity;->finish()V

    .line 25
    return-void

    .line 27
    :cond_0
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
    const-string v1, "Discard"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v1, Lcom/larderly/app/pantry/DiscardReviewActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/larderly/app/pantry/DiscardReviewActivity$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/app/pantry/DiscardReviewActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 36
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 37
    const-string v1, "Keep it"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 38
    new-instance v1, Lcom/larderly/app/pantry/DiscardReviewActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/larderly/app/pantry/DiscardReviewActivity$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/app/pantry/DiscardReviewActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 39
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    invoke-virtual {p0, v4}, Lcom/larderly/app/pantry/DiscardReviewActivity;->setContentView(Landroid/view/View;)V

    .line 41
    return-void
.end method
