.class public Lcom/hearthkit/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final close(I)V
    .registers 2
    .line 29
    invoke-virtual {p0, p1}, Lcom/hearthkit/ConfirmActivity;->setResult(I)V
    .line 30
    invoke-virtual {p0}, Lcom/hearthkit/ConfirmActivity;->finish()V
    .line 31
    return-void
.end method

.method private final decide(Ljava/lang/String;Z)V
    .registers 5
    .line 24
    sget-object v0, Lcom/hearthkit/Approvals;->INSTANCE:Lcom/hearthkit/Approvals;
    invoke-virtual {v0, p1, p2}, Lcom/hearthkit/Approvals;->record(Ljava/lang/String;Z)V
    .line 25
    move-object v0, p0
    if-eqz p2, :L17
    const/4 v1, -0x1
    goto :L18
:L17
    const/4 v1, 0x0
:L18
    invoke-direct {v0, v1}, Lcom/hearthkit/ConfirmActivity;->close(I)V
    .line 26
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/hearthkit/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 17
    const/4 v0, 0x1
    invoke-direct {p0, p1, v0}, Lcom/hearthkit/ConfirmActivity;->decide(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/hearthkit/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 18
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/hearthkit/ConfirmActivity;->decide(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/hearthkit/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4
    .line 19
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/hearthkit/ConfirmActivity;->decide(Ljava/lang/String;Z)V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7
    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 12
    invoke-virtual {p0}, Lcom/hearthkit/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.hearthkit.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L25
    const/4 v1, 0x0
    invoke-direct {p0, v1}, Lcom/hearthkit/ConfirmActivity;->close(I)V
    return-void
:L25
    move-object v3, v0
    .line 13
    sget-object v0, Lcom/hearthkit/ConfirmScreen;->Companion:Lcom/hearthkit/ConfirmScreen$Companion;
    invoke-virtual {p0}, Lcom/hearthkit/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "com.hearthkit.extra.SCREEN"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthkit/ConfirmScreen$Companion;->named(Ljava/lang/String;)Lcom/hearthkit/ConfirmScreen;
    move-result-object v0
    if-nez v0, :L52
    const/4 v1, 0x0
    invoke-direct {p0, v1}, Lcom/hearthkit/ConfirmActivity;->close(I)V
    return-void
:L52
    move-object v4, v0
    .line 14
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 15
    invoke-virtual {v4}, Lcom/hearthkit/ConfirmScreen;->getHeading()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 16
    invoke-virtual {p0}, Lcom/hearthkit/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "com.hearthkit.extra.PROMPT"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :L90
    const-string v1, ""
:L90
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 17
    const-string v1, "Confirm"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/hearthkit/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, v3}, Lcom/hearthkit/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/hearthkit/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 18
    const-string v1, "Cancel"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/hearthkit/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v3}, Lcom/hearthkit/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/hearthkit/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 19
    new-instance v1, Lcom/hearthkit/ConfirmActivity$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0, v3}, Lcom/hearthkit/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/hearthkit/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 20
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 21
    return-void
.end method
