.class public Lcom/tidepool/reef/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.tidepool.reef.extra.RESUME_TOKEN"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method static synthetic access$000(Lcom/tidepool/reef/ui/ConfirmActivity;Z)V
    .registers 2

    .line 13
    invoke-direct {p0, p1}, Lcom/tidepool/reef/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 62
    invoke-static {}, Lcom/tidepool/reef/cetp/Confirmations;->get()Lcom/tidepool/reef/cetp/Confirmations;

    move-result-object v0

    iget-object v1, p0, Lcom/tidepool/reef/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/tidepool/reef/cetp/Confirmations;->answer(Ljava/lang/String;Z)V

    .line 63
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/tidepool/reef/ui/ConfirmActivity;->setResult(I)V

    .line 64
    invoke-virtual {p0}, Lcom/tidepool/reef/ui/ConfirmActivity;->finish()V

    .line 65
    return-void
.end method


# virtual methods
.method protected heading()Ljava/lang/String;
    .registers 2

    .line 58
    const-string v0, "Another app asks to change your tank log"

    return-object v0
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 11

    .line 20
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 21
    invoke-virtual {p0}, Lcom/tidepool/reef/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tidepool.reef.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tidepool/reef/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 22
    iget-object v0, p0, Lcom/tidepool/reef/ui/ConfirmActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-static {}, Lcom/tidepool/reef/cetp/Confirmations;->get()Lcom/tidepool/reef/cetp/Confirmations;

    move-result-object v0

    iget-object v1, p0, Lcom/tidepool/reef/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tidepool/reef/cetp/Confirmations;->pending(Ljava/lang/String;)Lcom/tidepool/reef/cetp/Confirmations$Held;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 23
    if-nez v3, :cond_1

    .line 24
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/tidepool/reef/ui/ConfirmActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/tidepool/reef/ui/ConfirmActivity;->finish()V

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
    invoke-virtual {p0}, Lcom/tidepool/reef/ui/ConfirmActivity;->heading()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v5, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v6, Landroid/widget/TextView;

    invoke-direct {v6, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 33
    iget-object v1, v3, Lcom/tidepool/reef/cetp/Confirmations$Held;->summary:Ljava/lang/String;

    invoke-virtual {v6, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 35
    const-string v1, "Allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 36
    new-instance v1, Lcom/tidepool/reef/ui/ConfirmActivity$1;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/ui/ConfirmActivity$1;-><init>(Lcom/tidepool/reef/ui/ConfirmActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 42
    new-instance v8, Landroid/widget/Button;

    invoke-direct {v8, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 43
    const-string v1, "Don\'t allow"

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 44
    new-instance v1, Lcom/tidepool/reef/ui/ConfirmActivity$2;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/ui/ConfirmActivity$2;-><init>(Lcom/tidepool/reef/ui/ConfirmActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 50
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 51
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 52
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 53
    invoke-virtual {v4, v8}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 54
    invoke-virtual {p0, v4}, Lcom/tidepool/reef/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 55
    return-void
.end method
