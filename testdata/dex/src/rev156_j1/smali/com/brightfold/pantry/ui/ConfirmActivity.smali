.class public final Lcom/brightfold/pantry/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.brightfold.pantry.extra.CONFIRM"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Ljava/lang/String;Z)V
    .registers 5

    .line 43
    invoke-static {p1, p2}, Lcom/brightfold/pantry/cetp/Confirmations;->answer(Ljava/lang/String;Z)V

    .line 44
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/brightfold/pantry/ui/ConfirmActivity;->setResult(I)V

    .line 45
    invoke-virtual {p0}, Lcom/brightfold/pantry/ui/ConfirmActivity;->finish()V

    .line 46
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-brightfold-pantry-ui-ConfirmActivity(Ljava/lang/String;Landroid/view/View;)V
    .registers 4

    .line 32
    const/4 v0, 0x1

    invoke-direct {p0, p1, v0}, Lcom/brightfold/pantry/ui/ConfirmActivity;->decide(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-brightfold-pantry-ui-ConfirmActivity(Ljava/lang/String;Landroid/view/View;)V
    .registers 4

    .line 35
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/brightfold/pantry/ui/ConfirmActivity;->decide(Ljava/lang/String;Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 18
    invoke-virtual {p0}, Lcom/brightfold/pantry/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.brightfold.pantry.extra.CONFIRM"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 19
    invoke-static {v2}, Lcom/brightfold/pantry/cetp/Confirmations;->summary(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v3

    .line 20
    invoke-virtual {v3}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 21
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/brightfold/pantry/ui/ConfirmActivity;->setResult(I)V

    .line 22
    invoke-virtual {p0}, Lcom/brightfold/pantry/ui/ConfirmActivity;->finish()V

    .line 23
    return-void

    .line 25
    :cond_0
    const-string v1, "Allow the assistant to go ahead?"

    invoke-virtual {p0, v1}, Lcom/brightfold/pantry/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 26
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 27
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 28
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 29
    invoke-virtual {v3}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v5, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 30
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 31
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v1, Lcom/brightfold/pantry/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v2}, Lcom/brightfold/pantry/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/brightfold/pantry/ui/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 33
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 34
    const-string v1, "Deny"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 35
    new-instance v1, Lcom/brightfold/pantry/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v2}, Lcom/brightfold/pantry/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/brightfold/pantry/ui/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 36
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 37
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 38
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    invoke-virtual {p0, v4}, Lcom/brightfold/pantry/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 40
    return-void
.end method
