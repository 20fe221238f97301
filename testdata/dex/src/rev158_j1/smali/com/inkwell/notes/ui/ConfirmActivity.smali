.class public final Lcom/inkwell/notes/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Ljava/lang/String;Z)V
    .registers 5

    .line 41
    invoke-static {p1, p2}, Lcom/inkwell/notes/cetp/Confirmations;->answer(Ljava/lang/String;Z)V

    .line 42
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/inkwell/notes/ui/ConfirmActivity;->setResult(I)V

    .line 43
    invoke-virtual {p0}, Lcom/inkwell/notes/ui/ConfirmActivity;->finish()V

    .line 44
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-inkwell-notes-ui-ConfirmActivity(Ljava/lang/String;Landroid/view/View;)V
    .registers 4

    .line 31
    const/4 v0, 0x1

    invoke-direct {p0, p1, v0}, Lcom/inkwell/notes/ui/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-inkwell-notes-ui-ConfirmActivity(Ljava/lang/String;Landroid/view/View;)V
    .registers 4

    .line 35
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/inkwell/notes/ui/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 15
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 16
    invoke-virtual {p0}, Lcom/inkwell/notes/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.inkwell.notes.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 17
    if-nez v2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-static {v2}, Lcom/inkwell/notes/cetp/Confirmations;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 18
    if-nez v3, :cond_1

    .line 19
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/inkwell/notes/ui/ConfirmActivity;->setResult(I)V

    .line 20
    invoke-virtual {p0}, Lcom/inkwell/notes/ui/ConfirmActivity;->finish()V

    .line 21
    return-void

    .line 23
    :cond_1
    const-string v1, "Inkwell needs your OK"

    invoke-virtual {p0, v1}, Lcom/inkwell/notes/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 24
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 25
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 26
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 27
    invoke-virtual {v5, v3}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 28
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 29
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 30
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 31
    new-instance v1, Lcom/inkwell/notes/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v2}, Lcom/inkwell/notes/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/inkwell/notes/ui/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 32
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 33
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 34
    const-string v1, "Don\'t allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 35
    new-instance v1, Lcom/inkwell/notes/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v2}, Lcom/inkwell/notes/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/inkwell/notes/ui/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 36
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 37
    invoke-virtual {p0, v4}, Lcom/inkwell/notes/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 38
    return-void
.end method
