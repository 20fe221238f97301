.class public abstract Lcom/brambleway/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 50
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final answer-4eVwRb0(Ljava/lang/String;Z)V
    .registers 5
    .line 67
    invoke-virtual {p0}, Lcom/brambleway/ConfirmActivity;->getStore()Lcom/brambleway/TicketStore;
    move-result-object v0
    invoke-interface {v0, p1, p2}, Lcom/brambleway/TicketStore;->decide-4eVwRb0(Ljava/lang/String;Z)V
    .line 68
    move-object v0, p0
    if-eqz p2, :L20
    const/4 v1, -0x1
    goto :L21
:L20
    const/4 v1, 0x0
:L21
    invoke-direct {v0, v1}, Lcom/brambleway/ConfirmActivity;->done(I)V
    .line 69
    return-void
.end method

.method private final done(I)V
    .registers 2
    .line 72
    invoke-virtual {p0, p1}, Lcom/brambleway/ConfirmActivity;->setResult(I)V
    .line 73
    invoke-virtual {p0}, Lcom/brambleway/ConfirmActivity;->finish()V
    .line 74
    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/brambleway/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 60
    const/4 v0, 0x1
    invoke-direct {p0, p1, v0}, Lcom/brambleway/ConfirmActivity;->answer-4eVwRb0(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/brambleway/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5
    .line 61
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/brambleway/ConfirmActivity;->answer-4eVwRb0(Ljava/lang/String;Z)V
    return-void
.end method

.method public static final onCreate$lambda$3(Lcom/brambleway/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4
    .line 62
    const/4 v0, 0x0
    invoke-direct {p0, p1, v0}, Lcom/brambleway/ConfirmActivity;->answer-4eVwRb0(Ljava/lang/String;Z)V
    return-void
.end method


# virtual methods
.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected abstract getStore()Lcom/brambleway/TicketStore;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8
    .line 55
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 56
    invoke-virtual {p0}, Lcom/brambleway/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.brambleway.extra.TOKEN"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L30
    move-object v4, v0
    .line 87
    const/4 v5, 0x0
    .line 56
    invoke-static {v4}, Lcom/brambleway/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L30
    const/4 v1, 0x0
    invoke-direct {p0, v1}, Lcom/brambleway/ConfirmActivity;->done(I)V
    return-void
:L37
    move-object v3, v0
    .line 57
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 58
    invoke-virtual {p0}, Lcom/brambleway/ConfirmActivity;->getHeading()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 59
    invoke-virtual {p0}, Lcom/brambleway/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "com.brambleway.extra.PROMPT"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 60
    const-string v1, "Go ahead"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/brambleway/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, v3}, Lcom/brambleway/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/brambleway/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 61
    const-string v1, "Keep it"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/brambleway/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v3}, Lcom/brambleway/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/brambleway/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 62
    new-instance v1, Lcom/brambleway/ConfirmActivity$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0, v3}, Lcom/brambleway/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/brambleway/ConfirmActivity;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 63
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 64
    return-void
.end method
