.class public abstract Lcom/larderly/ConfirmActivity;
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
    .line 31
    invoke-virtual {p0, p1}, Lcom/larderly/ConfirmActivity;->setResult(I)V
    .line 32
    invoke-virtual {p0}, Lcom/larderly/ConfirmActivity;->finish()V
    .line 33
    return-void
.end method

.method public static final onCreate$lambda$0(Ljava/lang/String;Lcom/larderly/ConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 19
    sget-object v0, Lcom/larderly/Approvals;->INSTANCE:Lcom/larderly/Approvals;
    invoke-virtual {v0, p0}, Lcom/larderly/Approvals;->grant(Ljava/lang/String;)V
    .line 20
    const/4 v1, -0x1
    invoke-direct {p1, v1}, Lcom/larderly/ConfirmActivity;->close(I)V
    .line 21
    return-void
.end method

.method public static final onCreate$lambda$1(Ljava/lang/String;Lcom/larderly/ConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 23
    sget-object v0, Lcom/larderly/Approvals;->INSTANCE:Lcom/larderly/Approvals;
    invoke-virtual {v0, p0}, Lcom/larderly/Approvals;->deny(Ljava/lang/String;)V
    .line 24
    const/4 v1, 0x0
    invoke-direct {p1, v1}, Lcom/larderly/ConfirmActivity;->close(I)V
    .line 25
    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/larderly/ConfirmActivity;Landroid/content/DialogInterface;)V
    .registers 3
    .line 26
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/larderly/ConfirmActivity;->close(I)V
    return-void
.end method


# virtual methods
.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 14
    invoke-virtual {p0}, Lcom/larderly/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L25
    const/4 v1, 0x0
    invoke-direct {p0, v1}, Lcom/larderly/ConfirmActivity;->close(I)V
    return-void
:L25
    move-object v3, v0
    .line 15
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 16
    invoke-virtual {p0}, Lcom/larderly/ConfirmActivity;->getHeading()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 17
    invoke-virtual {p0}, Lcom/larderly/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "prompt"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :L63
    const-string v1, ""
:L63
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 18
    const-string v1, "Confirm"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3, p0}, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Lcom/larderly/ConfirmActivity;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 22
    const-string v1, "Cancel"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, v3, p0}, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Lcom/larderly/ConfirmActivity;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 26
    new-instance v1, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0}, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/larderly/ConfirmActivity;)V
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 27
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 28
    return-void
.end method
