.class public abstract Lcom/quillvault/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final answer(Ljava/lang/String;Z)V
    .registers 5
    .line 24
    sget-object v0, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-virtual {v0}, Lcom/quillvault/AppGraph;->getTickets()Lcom/quillvault/TicketBook;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Lcom/quillvault/TicketBook;->decide(Ljava/lang/String;Z)V
    .line 25
    move-object v0, p0
    if-eqz p2, :L20
    const/4 v1, -0x1
    goto :L21
:L20
    const/4 v1, 0x0
:L21
    invoke-direct {v0, v1}, Lcom/quillvault/ConfirmActivity;->close(I)V
    .line 26
    return-void
.end method

.method private final close(I)V
    .registers 2
    .line 29
    invoke-virtual {p0, p1}, Lcom/quillvault/ConfirmActivity;->setResult(I)V
    .line 30
    invoke-virtual {p0}, Lcom/quillvault/ConfirmActivity;->finish()V
    .line 31
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/quillvault/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 17
    const/4 v0, 0x1
    invoke-direct {p0, p1, v0}, Lcom/quillvault/ConfirmActivity;->answer(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/quillvault/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 18
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/quillvault/ConfirmActivity;->answer(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/quillvault/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4
    .line 19
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/quillvault/ConfirmActivity;->answer(Ljava/lang/String;Z)V
    return-void
.end method


# virtual methods
.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 13
    invoke-virtual {p0}, Lcom/quillvault/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.quillvault.extra.TOKEN"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L25
    const/4 v1, 0x0
    invoke-direct {p0, v1}, Lcom/quillvault/ConfirmActivity;->close(I)V
    return-void
:L25
    move-object v3, v0
    .line 14
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 15
    invoke-virtual {p0}, Lcom/quillvault/ConfirmActivity;->getHeading()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 16
    invoke-virtual {p0}, Lcom/quillvault/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "com.quillvault.extra.PROMPT"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 17
    const-string v1, "Yes"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/quillvault/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, v3}, Lcom/quillvault/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/quillvault/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 18
    const-string v1, "No"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/quillvault/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v3}, Lcom/quillvault/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/quillvault/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 19
    new-instance v1, Lcom/quillvault/ConfirmActivity$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0, v3}, Lcom/quillvault/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/quillvault/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 20
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 21
    return-void
.end method
