.class public final Lcom/lumenhall/hub/confirm/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final EXTRA_APPROVAL:Ljava/lang/String; = "com.lumenhall.hub.extra.APPROVAL"


# instance fields
.field private approvalKey:Ljava/lang/String;

.field private approvals:Lcom/lumenhall/hub/cetp/Approvals;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 47
    iget-object v0, p0, Lcom/lumenhall/hub/confirm/ConfirmActivity;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    iget-object v1, p0, Lcom/lumenhall/hub/confirm/ConfirmActivity;->approvalKey:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/lumenhall/hub/cetp/Approvals;->answer(Ljava/lang/String;Z)V

    .line 48
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->setResult(I)V

    .line 49
    invoke-virtual {p0}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->finish()V

    .line 50
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-lumenhall-hub-confirm-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 36
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-lumenhall-hub-confirm-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 39
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 21
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 22
    invoke-static {p0}, Lcom/lumenhall/hub/Hub;->get(Landroid/content/Context;)Lcom/lumenhall/hub/Hub;

    move-result-object v1

    iget-object v1, v1, Lcom/lumenhall/hub/Hub;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    iput-object v1, p0, Lcom/lumenhall/hub/confirm/ConfirmActivity;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    .line 23
    invoke-virtual {p0}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.lumenhall.hub.extra.APPROVAL"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/lumenhall/hub/confirm/ConfirmActivity;->approvalKey:Ljava/lang/String;

    .line 24
    iget-object v0, p0, Lcom/lumenhall/hub/confirm/ConfirmActivity;->approvalKey:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/confirm/ConfirmActivity;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    iget-object v1, p0, Lcom/lumenhall/hub/confirm/ConfirmActivity;->approvalKey:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/cetp/Approvals;->peek(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 25
    if-eqz v3, :cond_1

    const-string v1, "answered"

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 26
    :cond_1
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->setResult(I)V

    .line 27
    invoke-virtual {p0}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->finish()V

    .line 28
    return-void

    .line 30
    :cond_2
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 31
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 32
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 33
    const-string v2, "summary"

    invoke-virtual {v3, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v5, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 35
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 36
    new-instance v1, Lcom/lumenhall/hub/confirm/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/lumenhall/hub/confirm/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/lumenhall/hub/confirm/ConfirmActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 37
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 38
    const-string v1, "Don\'t allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 39
    new-instance v1, Lcom/lumenhall/hub/confirm/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/lumenhall/hub/confirm/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/lumenhall/hub/confirm/ConfirmActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 40
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 41
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 42
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 43
    invoke-virtual {p0, v4}, Lcom/lumenhall/hub/confirm/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 44
    return-void
.end method
