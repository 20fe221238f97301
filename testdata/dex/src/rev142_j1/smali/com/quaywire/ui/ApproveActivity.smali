.class public final Lcom/quaywire/ui/ApproveActivity;
.super Landroid/app/Activity;
.source "ApproveActivity.java"


# static fields
.field public static final EXTRA_APPROVAL:Ljava/lang/String; = "com.quaywire.extra.APPROVAL"


# instance fields
.field private key:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 5

    .line 46
    :try_start_0
    iget-object v0, p0, Lcom/quaywire/ui/ApproveActivity;->key:Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/quaywire/cetp/Ledger;->decide(Ljava/lang/String;Z)V

    .line 47
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/quaywire/ui/ApproveActivity;->setResult(I)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 51
    goto :goto_1

    :catch_0
    move-exception v2

    .line 49
    const-string v0, "QuaywireApprove"

    const-string v1, "approval not recorded"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 50
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quaywire/ui/ApproveActivity;->setResult(I)V

    .line 52
    :goto_1
    invoke-virtual {p0}, Lcom/quaywire/ui/ApproveActivity;->finish()V

    .line 53
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-quaywire-ui-ApproveActivity(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/quaywire/ui/ApproveActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-quaywire-ui-ApproveActivity(Landroid/view/View;)V
    .registers 3

    .line 37
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/quaywire/ui/ApproveActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 20
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 21
    invoke-virtual {p0}, Lcom/quaywire/ui/ApproveActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.quaywire.extra.APPROVAL"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/quaywire/ui/ApproveActivity;->key:Ljava/lang/String;

    .line 22
    iget-object v0, p0, Lcom/quaywire/ui/ApproveActivity;->key:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/quaywire/ui/ApproveActivity;->key:Ljava/lang/String;

    invoke-static {v0}, Lcom/quaywire/cetp/Ledger;->summaryFor(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 23
    if-nez v3, :cond_1

    .line 24
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quaywire/ui/ApproveActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/quaywire/ui/ApproveActivity;->finish()V

    .line 26
    return-void

    .line 28
    :cond_1
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 29
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 30
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 31
    invoke-virtual {v5, v3}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 33
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v1, Lcom/quaywire/ui/ApproveActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/quaywire/ui/ApproveActivity$$ExternalSyntheticLambda0;-><init>(Lcom/quaywire/ui/ApproveActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 36
    const-string v1, "Don\'t allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 37
    new-instance v1, Lcom/quaywire/ui/ApproveActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/quaywire/ui/ApproveActivity$$ExternalSyntheticLambda1;-><init>(Lcom/quaywire/ui/ApproveActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 38
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 41
    invoke-virtual {p0, v4}, Lcom/quaywire/ui/ApproveActivity;->setContentView(Landroid/view/View;)V

    .line 42
    return-void
.end method
