.class public final Lcom/quillmark/docs/archive/RestoreReviewActivity;
.super Landroid/app/Activity;
.source "RestoreReviewActivity.java"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 6

    .line 47
    const/4 v2, 0x0

    .line 49
    :try_start_0
    invoke-static {p0}, Lcom/quillmark/docs/core/ResumeTokens;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/ResumeTokens;

    move-result-object v0

    iget-object v1, p0, Lcom/quillmark/docs/archive/RestoreReviewActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/quillmark/docs/core/ResumeTokens;->decide(Ljava/lang/String;Z)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v2

    .line 52
    goto :goto_0

    :catch_0
    move-exception v3

    .line 51
    const-string v0, "QuillTools"

    const-string v1, "answer not stored"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 53
    :goto_0
    move-object v0, p0

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->setResult(I)V

    .line 54
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->finish()V

    .line 55
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-quillmark-docs-archive-RestoreReviewActivity(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-quillmark-docs-archive-RestoreReviewActivity(Landroid/view/View;)V
    .registers 3

    .line 37
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 12

    .line 20
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 21
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "resume_token"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/archive/RestoreReviewActivity;->token:Ljava/lang/String;

    .line 22
    invoke-static {p0}, Lcom/quillmark/docs/core/ResumeTokens;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/ResumeTokens;

    move-result-object v0

    iget-object v1, p0, Lcom/quillmark/docs/archive/RestoreReviewActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/ResumeTokens;->describe(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    .line 23
    if-nez v5, :cond_0

    .line 24
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->finish()V

    .line 26
    return-void

    .line 28
    :cond_0
    const-string v1, "Restore an archive?"

    invoke-virtual {p0, v1}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 29
    new-instance v6, Landroid/widget/TextView;

    invoke-direct {v6, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 30
    const-string v2, "package"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "summary"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " wants to restore:\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n\nRestored documents are added beside the current ones."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    invoke-virtual {v6, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 32
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 33
    const-string v1, "Restore"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v1, Lcom/quillmark/docs/archive/RestoreReviewActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/quillmark/docs/archive/RestoreReviewActivity$$ExternalSyntheticLambda0;-><init>(Lcom/quillmark/docs/archive/RestoreReviewActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 35
    new-instance v8, Landroid/widget/Button;

    invoke-direct {v8, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 36
    const-string v1, "Not now"

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 37
    new-instance v1, Lcom/quillmark/docs/archive/RestoreReviewActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/quillmark/docs/archive/RestoreReviewActivity$$ExternalSyntheticLambda1;-><init>(Lcom/quillmark/docs/archive/RestoreReviewActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 38
    new-instance v9, Landroid/widget/LinearLayout;

    invoke-direct {v9, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 39
    const/4 v1, 0x1

    invoke-virtual {v9, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 40
    invoke-virtual {v9, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 41
    invoke-virtual {v9, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 42
    invoke-virtual {v9, v8}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 43
    invoke-virtual {p0, v9}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->setContentView(Landroid/view/View;)V

    .line 44
    return-void
.end method
