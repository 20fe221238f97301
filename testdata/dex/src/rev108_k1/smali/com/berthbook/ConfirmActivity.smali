.class public Lcom/berthbook/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final decide(Z)V
    .registers 5
    .line 32
    iget-object v0, v3, Lcom/berthbook/ConfirmActivity;->token:Ljava/lang/String;
    move-object v2, v0
    .line 33
    if-eqz v4, :L26
    if-eqz v2, :L26
    sget-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v0}, Lcom/berthbook/Wiring;->getResumes()Lcom/berthbook/ResumeBook;
    move-result-object v0
    invoke-static {v2}, Lcom/berthbook/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/berthbook/ResumeBook;->approve-K5XdcyM(Ljava/lang/String;)V
:L26
    .line 34
    move-object v0, v3
    if-eqz v4, :L35
    const/4 v1, -0x1
    goto :L36
:L35
    const/4 v1, 0x0
:L36
    invoke-virtual {v0, v1}, Lcom/berthbook/ConfirmActivity;->setResult(I)V
    .line 35
    invoke-virtual {v3}, Lcom/berthbook/ConfirmActivity;->finish()V
    .line 36
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/berthbook/ConfirmActivity;Landroid/view/View;)V
    .registers 4
    .line 22
    const/4 v1, 0x1
    invoke-direct {v2, v1}, Lcom/berthbook/ConfirmActivity;->decide(Z)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/berthbook/ConfirmActivity;Landroid/view/View;)V
    .registers 4
    .line 26
    const/4 v1, 0x0
    invoke-direct {v2, v1}, Lcom/berthbook/ConfirmActivity;->decide(Z)V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9
    .line 13
    invoke-super {v7, v8}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 14
    invoke-virtual {v7}, Lcom/berthbook/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    iput-object v1, v7, Lcom/berthbook/ConfirmActivity;->token:Ljava/lang/String;
    .line 15
    new-instance v0, Landroid/widget/LinearLayout;
    move-object v2, v7
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V
    move-object v3, v0
    .line 16
    const/4 v1, 0x1
    invoke-virtual {v3, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V
    .line 17
    new-instance v0, Landroid/widget/TextView;
    move-object v2, v7
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V
    move-object v6, v0
    .line 18
    invoke-virtual {v7}, Lcom/berthbook/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "detail"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object v0, v6
    if-eqz v1, :L67
    check-cast v1, Ljava/lang/CharSequence;
    goto :L73
:L67
    const-string v1, ""
    check-cast v1, Ljava/lang/CharSequence;
:L73
    invoke-virtual {v0, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V
    .line 19
    move-object v1, v6
    check-cast v1, Landroid/view/View;
    invoke-virtual {v3, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V
    .line 20
    new-instance v0, Landroid/widget/Button;
    move-object v2, v7
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V
    move-object v4, v0
    .line 21
    const-string v1, "Confirm"
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v4, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V
    .line 22
    new-instance v1, Lcom/berthbook/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v1, v7}, Lcom/berthbook/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/berthbook/ConfirmActivity;)V
    invoke-virtual {v4, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 23
    move-object v1, v4
    check-cast v1, Landroid/view/View;
    invoke-virtual {v3, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V
    .line 24
    new-instance v0, Landroid/widget/Button;
    move-object v2, v7
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V
    move-object v5, v0
    .line 25
    const-string v1, "Cancel"
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v5, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V
    .line 26
    new-instance v1, Lcom/berthbook/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v1, v7}, Lcom/berthbook/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/berthbook/ConfirmActivity;)V
    invoke-virtual {v5, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V
    .line 27
    move-object v1, v5
    check-cast v1, Landroid/view/View;
    invoke-virtual {v3, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V
    .line 28
    move-object v1, v3
    check-cast v1, Landroid/view/View;
    invoke-virtual {v7, v1}, Lcom/berthbook/ConfirmActivity;->setContentView(Landroid/view/View;)V
    .line 29
    return-void
.end method

