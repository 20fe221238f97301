.class public final Lcom/wrenfield/notes/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final EXTRA_KEY:Ljava/lang/String; = "com.wrenfield.notes.extra.CONFIRMATION"


# instance fields
.field private key:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 5

    .line 45
    invoke-static {}, Lcom/wrenfield/notes/core/Confirmations;->shared()Lcom/wrenfield/notes/core/Confirmations;

    move-result-object v0

    iget-object v1, p0, Lcom/wrenfield/notes/ui/ConfirmActivity;->key:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/wrenfield/notes/core/Confirmations;->answer(Ljava/lang/String;Z)Z

    move-result v2

    .line 46
    move-object v0, p0

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/ui/ConfirmActivity;->setResult(I)V

    .line 47
    invoke-virtual {p0}, Lcom/wrenfield/notes/ui/ConfirmActivity;->finish()V

    .line 48
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-wrenfield-notes-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/wrenfield/notes/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-wrenfield-notes-ui-ConfirmActivity(Landroid/view/View;)V
    .registers 3

    .line 37
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/wrenfield/notes/ui/ConfirmActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 19
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 20
    invoke-virtual {p0}, Lcom/wrenfield/notes/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.wrenfield.notes.extra.CONFIRMATION"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/wrenfield/notes/ui/ConfirmActivity;->key:Ljava/lang/String;

    .line 21
    invoke-static {}, Lcom/wrenfield/notes/core/Confirmations;->shared()Lcom/wrenfield/notes/core/Confirmations;

    move-result-object v0

    iget-object v1, p0, Lcom/wrenfield/notes/ui/ConfirmActivity;->key:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/core/Confirmations;->peek(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    .line 22
    if-eqz v3, :cond_0

    const-string v1, "confirmed"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 23
    :cond_0
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/wrenfield/notes/ui/ConfirmActivity;->setResult(I)V

    .line 24
    invoke-virtual {p0}, Lcom/wrenfield/notes/ui/ConfirmActivity;->finish()V

    .line 25
    return-void

    .line 27
    :cond_1
    const-string v1, "An assistant asks Wrenfield Notes"

    invoke-virtual {p0, v1}, Lcom/wrenfield/notes/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 28
    new-instance v4, Landroid/widget/LinearLayout;

    invoke-direct {v4, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 29
    const/4 v1, 0x1

    invoke-virtual {v4, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 30
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 31
    const-string v2, "summary"

    invoke-virtual {v3, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v5, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 33
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v1, Lcom/wrenfield/notes/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/wrenfield/notes/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/wrenfield/notes/ui/ConfirmActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 36
    const-string v1, "Don\'t allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 37
    new-instance v1, Lcom/wrenfield/notes/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/wrenfield/notes/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/wrenfield/notes/ui/ConfirmActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 38
    invoke-virtual {v4, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    invoke-virtual {v4, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 40
    invoke-virtual {v4, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 41
    invoke-virtual {p0, v4}, Lcom/wrenfield/notes/ui/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 42
    return-void
.end method
