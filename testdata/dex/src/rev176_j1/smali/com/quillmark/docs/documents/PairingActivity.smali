.class public final Lcom/quillmark/docs/documents/PairingActivity;
.super Landroid/app/Activity;
.source "PairingActivity.java"


# instance fields
.field private row:Lorg/json/JSONObject;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 10

    .line 49
    const/4 v2, 0x0

    .line 51
    :try_start_0
    invoke-static {p0}, Lcom/quillmark/docs/core/ResumeTokens;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/ResumeTokens;

    move-result-object v0

    iget-object v1, p0, Lcom/quillmark/docs/documents/PairingActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/quillmark/docs/core/ResumeTokens;->decide(Ljava/lang/String;Z)Z

    move-result v2

    .line 52
    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    .line 53
    iget-object v0, p0, Lcom/quillmark/docs/documents/PairingActivity;->row:Lorg/json/JSONObject;

    const-string v1, "package"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 54
    iget-object v0, p0, Lcom/quillmark/docs/documents/PairingActivity;->row:Lorg/json/JSONObject;

    const-string v1, "summary"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v4

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 55
    invoke-static {p0}, Lcom/quillmark/docs/core/Settings;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/Settings;

    move-result-object v0

    invoke-virtual {v0, v3, v7}, Lcom/quillmark/docs/core/Settings;->grant(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 54
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 60
    :cond_0
    goto :goto_1

    :catch_0
    move-exception v3

    .line 59
    const-string v0, "QuillTools"

    const-string v1, "grant not stored"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 61
    :goto_1
    move-object v0, p0

    if-eqz v2, :cond_1

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_2

    :cond_1
    const/4 v1, 0x0

    :goto_2
    invoke-virtual {v0, v1}, Lcom/quillmark/docs/documents/PairingActivity;->setResult(I)V

    .line 62
    invoke-virtual {p0}, Lcom/quillmark/docs/documents/PairingActivity;->finish()V

    .line 63
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-quillmark-docs-documents-PairingActivity(Landroid/view/View;)V
    .registers 3

    .line 36
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/quillmark/docs/documents/PairingActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-quillmark-docs-documents-PairingActivity(Landroid/view/View;)V
    .registers 3

    .line 39
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/quillmark/docs/documents/PairingActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 11

    .line 22
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 23
    invoke-virtual {p0}, Lcom/quillmark/docs/documents/PairingActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "resume_token"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/documents/PairingActivity;->token:Ljava/lang/String;

    .line 24
    invoke-static {p0}, Lcom/quillmark/docs/core/ResumeTokens;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/ResumeTokens;

    move-result-object v1

    iget-object v2, p0, Lcom/quillmark/docs/documents/PairingActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v2}, Lcom/quillmark/docs/core/ResumeTokens;->describe(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    iput-object v1, p0, Lcom/quillmark/docs/documents/PairingActivity;->row:Lorg/json/JSONObject;

    .line 25
    iget-object v0, p0, Lcom/quillmark/docs/documents/PairingActivity;->row:Lorg/json/JSONObject;

    if-nez v0, :cond_0

    .line 26
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quillmark/docs/documents/PairingActivity;->setResult(I)V

    .line 27
    invoke-virtual {p0}, Lcom/quillmark/docs/documents/PairingActivity;->finish()V

    .line 28
    return-void

    .line 30
    :cond_0
    const-string v1, "Allow changes to your documents?"

    invoke-virtual {p0, v1}, Lcom/quillmark/docs/documents/PairingActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 31
    new-instance v5, Landroid/widget/TextView;

    invoke-direct {v5, p0}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 32
    iget-object v1, p0, Lcom/quillmark/docs/documents/PairingActivity;->row:Lorg/json/JSONObject;

    const-string v2, "package"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/quillmark/docs/documents/PairingActivity;->row:Lorg/json/JSONObject;

    const-string v3, "summary"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " asks for: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\nIt will be able to rename and delete documents (deletion still asks you each time)."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    invoke-virtual {v5, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 34
    new-instance v6, Landroid/widget/Button;

    invoke-direct {v6, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 35
    const-string v1, "Allow"

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 36
    new-instance v1, Lcom/quillmark/docs/documents/PairingActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/quillmark/docs/documents/PairingActivity$$ExternalSyntheticLambda0;-><init>(Lcom/quillmark/docs/documents/PairingActivity;)V

    invoke-virtual {v6, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 37
    new-instance v7, Landroid/widget/Button;

    invoke-direct {v7, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 38
    const-string v1, "Don\'t allow"

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 39
    new-instance v1, Lcom/quillmark/docs/documents/PairingActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/quillmark/docs/documents/PairingActivity$$ExternalSyntheticLambda1;-><init>(Lcom/quillmark/docs/documents/PairingActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 40
    new-instance v8, Landroid/widget/LinearLayout;

    invoke-direct {v8, p0}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 41
    const/4 v1, 0x1

    invoke-virtual {v8, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 42
    invoke-virtual {v8, v5}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 43
    invoke-virtual {v8, v6}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 44
    invoke-virtual {v8, v7}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 45
    invoke-virtual {p0, v8}, Lcom/quillmark/docs/documents/PairingActivity;->setContentView(Landroid/view/View;)V

    .line 46
    return-void
.end method
