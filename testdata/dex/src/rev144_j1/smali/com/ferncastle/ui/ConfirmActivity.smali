.class public final Lcom/ferncastle/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final ACTION_CONFIRM:Ljava/lang/String; = "com.ferncastle.action.CONFIRM"

.field public static final EXTRA_KEY:Ljava/lang/String; = "com.ferncastle.extra.CONFIRMATION_KEY"


# instance fields
.field private key:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Z)V
    .registers 4

    .line 44
    iget-object v0, p0, Lcom/ferncastle/ui/ConfirmActivity;->key:Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/ferncastle/cetp/ResumeBook;->answer(Ljava/lang/String;Z)V

    .line 45
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/ferncastle/ui/ConfirmActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lcom/ferncastle/ui/ConfirmActivity;->finish()V

    .line 47
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-ferncastle-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 31
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/ferncastle/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-ferncastle-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/ferncastle/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 19
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 20
    invoke-virtual {p0}, Lcom/ferncastle/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.ferncastle.extra.CONFIRMATION_KEY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/ferncastle/ui/ConfirmActivity;->key:Ljava/lang/String;

    .line 21
    iget-object v0, p0, Lcom/ferncastle/ui/ConfirmActivity;->key:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/ferncastle/ui/ConfirmActivity;->key:Ljava/lang/String;

    invoke-static {v0}, Lcom/ferncastle/cetp/ResumeBook;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 22
    if-nez v3, :cond_1

    .line 23
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/ferncastle/ui/ConfirmActivity;->setResult(I)V

    .line 24
    invoke-virtual {p0}, Lcom/ferncastle/ui/ConfirmActivity;->finish()V

    .line 25
    return-void

    .line 27
    :cond_1
    new-instance v4, Landroid/widget/TextView;

    invoke-direct {v4, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 28
    invoke-virtual {v4, v3}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 29
    new-instance v5, Landroid/widget/Button;

    invoke-direct {v5, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 30
    const-string v1, "Confirm"

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 31
    new-instance v1, Lcom/ferncastle/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/ferncastle/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/ferncastle/ui/ConfirmActivity;)V

    invoke-virtual {v5, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 32
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 33
    const-string v1, "Cancel"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v1, Lcom/ferncastle/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/ferncastle/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/ferncastle/ui/ConfirmActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    new-instance v7, Landroid/widget/LinearLayout;

    invoke-direct {v7, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 36
    const/4 v1, 0x1

    invoke-virtual {v7, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 37
    invoke-virtual {v7, v4}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 38
    invoke-virtual {v7, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    invoke-virtual {v7, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    invoke-virtual {p0, v7}, Lcom/ferncastle/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 41
    return-void
.end method
