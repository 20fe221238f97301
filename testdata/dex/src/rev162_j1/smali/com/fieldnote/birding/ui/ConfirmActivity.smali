.class public final Lcom/fieldnote/birding/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 42
    iget-object v0, p0, Lcom/fieldnote/birding/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/fieldnote/birding/cetp/Call;->answer(Ljava/lang/String;Z)V

    .line 43
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/ui/ConfirmActivity;->setResult(I)V

    .line 44
    invoke-virtual {p0}, Lcom/fieldnote/birding/ui/ConfirmActivity;->finish()V

    .line 45
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-fieldnote-birding-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 29
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/fieldnote/birding/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-fieldnote-birding-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 32
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/fieldnote/birding/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 18
    invoke-virtual {p0}, Lcom/fieldnote/birding/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.fieldnote.birding.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/fieldnote/birding/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 19
    iget-object v0, p0, Lcom/fieldnote/birding/ui/ConfirmActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/fieldnote/birding/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-static {v0}, Lcom/fieldnote/birding/cetp/Call;->held(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/Call$Held;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 20
    if-nez v3, :cond_1

    .line 21
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/fieldnote/birding/ui/ConfirmActivity;->setResult(I)V

    .line 22
    invoke-virtual {p0}, Lcom/fieldnote/birding/ui/ConfirmActivity;->finish()V

    .line 23
    return-void

    .line 25
    :cond_1
    new-instance v4, Landroid/widget/TextView;

    invoke-direct {v4, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 26
    iget-object v1, v3, Lcom/fieldnote/birding/cetp/Call$Held;->summary:Ljava/lang/String;

    invoke-virtual {v4, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 27
    new-instance v5, Landroid/widget/Button;

    invoke-direct {v5, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 28
    const-string v1, "Allow"

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 29
    new-instance v1, Lcom/fieldnote/birding/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/fieldnote/birding/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/fieldnote/birding/ui/ConfirmActivity;)V

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 30
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 31
    const-string v1, "Don\'t allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v1, Lcom/fieldnote/birding/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/fieldnote/birding/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/fieldnote/birding/ui/ConfirmActivity;)V

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
    invoke-virtual {p0, v7}, Lcom/fieldnote/birding/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 39
    return-void
.end method
