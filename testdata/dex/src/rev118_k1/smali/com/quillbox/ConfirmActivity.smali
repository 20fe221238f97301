.class public abstract Lcom/quillbox/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private final close(I)V
    .registers 2
    .line 40
    invoke-virtual {p0, p1}, Lcom/quillbox/ConfirmActivity;->setResult(I)V
    .line 41
    invoke-virtual {p0}, Lcom/quillbox/ConfirmActivity;->finish()V
    .line 42
    return-void
.end method

.method public static final onCreate$lambda$0(Ljava/lang/String;Lcom/quillbox/ConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 28
    sget-object v0, Lcom/quillbox/Approvals;->INSTANCE:Lcom/quillbox/Approvals;
    invoke-virtual {v0, p0}, Lcom/quillbox/Approvals;->grant(Ljava/lang/String;)V
    .line 29
    const/4 v1, -0x1
    invoke-direct {p1, v1}, Lcom/quillbox/ConfirmActivity;->close(I)V
    .line 30
    return-void
.end method

.method public static final onCreate$lambda$1(Ljava/lang/String;Lcom/quillbox/ConfirmActivity;Landroid/content/DialogInterface;I)V
    .registers 6
    .line 32
    sget-object v0, Lcom/quillbox/Approvals;->INSTANCE:Lcom/quillbox/Approvals;
    invoke-virtual {v0, p0}, Lcom/quillbox/Approvals;->deny(Ljava/lang/String;)V
    .line 33
    const/4 v1, 0x0
    invoke-direct {p1, v1}, Lcom/quillbox/ConfirmActivity;->close(I)V
    .line 34
    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/quillbox/ConfirmActivity;Landroid/content/DialogInterface;)V
    .registers 3
    .line 35
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/quillbox/ConfirmActivity;->close(I)V
    return-void
.end method


# virtual methods
.method protected abstract getPrompt()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10
    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 18
    invoke-virtual {p0}, Lcom/quillbox/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 19
    if-nez v5, :L25
    .line 20
    const/4 v1, 0x0
    invoke-direct {p0, v1}, Lcom/quillbox/ConfirmActivity;->close(I)V
    .line 21
    return-void
:L25
    .line 23
    invoke-virtual {p0}, Lcom/quillbox/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "note_id"
    const-wide/16 v2, -0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J
    move-result-wide v6
    .line 24
    new-instance v0, Landroid/app/AlertDialog$Builder;
    move-object v2, p0
    check-cast v2, Landroid/content/Context;
    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V
    .line 25
    invoke-virtual {p0}, Lcom/quillbox/ConfirmActivity;->getPrompt()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 26
    const-wide/16 v3, 0x0
    cmp-long v1, v6, v3
    if-gez v1, :L84
    invoke-virtual {p0}, Lcom/quillbox/ConfirmActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "subject"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :L90
    const-string v1, ""
    goto :L90
:L84
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Note #"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
:L90
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 27
    const-string v1, "Confirm"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/quillbox/ConfirmActivity$$ExternalSyntheticLambda0;
    invoke-direct {v2, v5, p0}, Lcom/quillbox/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Lcom/quillbox/ConfirmActivity;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 31
    const-string v1, "Cancel"
    check-cast v1, Ljava/lang/CharSequence;
    new-instance v2, Lcom/quillbox/ConfirmActivity$$ExternalSyntheticLambda1;
    invoke-direct {v2, v5, p0}, Lcom/quillbox/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Lcom/quillbox/ConfirmActivity;)V
    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 35
    new-instance v1, Lcom/quillbox/ConfirmActivity$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0}, Lcom/quillbox/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/quillbox/ConfirmActivity;)V
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;
    move-result-object v0
    .line 36
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;
    .line 37
    return-void
.end method
