.class public Lcom/inkbarrow/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# instance fields
.field private resumes:Lcom/inkbarrow/data/ResumeStore;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Z)V
    .registers 4

    .line 44
    iget-object v0, p0, Lcom/inkbarrow/ui/ConfirmActivity;->resumes:Lcom/inkbarrow/data/ResumeStore;

    iget-object v1, p0, Lcom/inkbarrow/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/inkbarrow/data/ResumeStore;->answer(Ljava/lang/String;Z)V

    .line 45
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/inkbarrow/ui/ConfirmActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lcom/inkbarrow/ui/ConfirmActivity;->finish()V

    .line 47
    return-void
.end method


# virtual methods
.method protected approveLabel()Ljava/lang/String;
    .registers 2

    .line 40
    const-string v0, "Allow"

    return-object v0
.end method

.method protected heading()Ljava/lang/String;
    .registers 2

    .line 36
    const-string v0, "Allow the assistant to do this?"

    return-object v0
.end method

.method public synthetic lambda$onCreate$0$com-inkbarrow-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 29
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/inkbarrow/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-inkbarrow-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 30
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/inkbarrow/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-inkbarrow-ui-ConfirmActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 31
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/inkbarrow/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 18
    invoke-virtual {p0}, Lcom/inkbarrow/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.inkbarrow.extra.RESUME"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/inkbarrow/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 19
    new-instance v1, Lcom/inkbarrow/data/ResumeStore;

    invoke-static {p0}, Lcom/inkbarrow/data/InkDatabase;->get(Landroid/content/Context;)Lcom/inkbarrow/data/InkDatabase;

    move-result-object v3

    invoke-virtual {v3}, Lcom/inkbarrow/data/InkDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/inkbarrow/data/ResumeStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/inkbarrow/ui/ConfirmActivity;->resumes:Lcom/inkbarrow/data/ResumeStore;

    .line 20
    iget-object v0, p0, Lcom/inkbarrow/ui/ConfirmActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/inkbarrow/ui/ConfirmActivity;->resumes:Lcom/inkbarrow/data/ResumeStore;

    iget-object v1, p0, Lcom/inkbarrow/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/inkbarrow/data/ResumeStore;->pendingSummary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 21
    if-nez v4, :cond_1

    .line 22
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/inkbarrow/ui/ConfirmActivity;->setResult(I)V

    .line 23
    invoke-virtual {p0}, Lcom/inkbarrow/ui/ConfirmActivity;->finish()V

    .line 24
    return-void

    .line 26
    :cond_1
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 27
    invoke-virtual {p0}, Lcom/inkbarrow/ui/ConfirmActivity;->heading()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 28
    invoke-virtual {v0, v4}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 29
    invoke-virtual {p0}, Lcom/inkbarrow/ui/ConfirmActivity;->approveLabel()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/inkbarrow/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/inkbarrow/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/inkbarrow/ui/ConfirmActivity;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/inkbarrow/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/inkbarrow/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/inkbarrow/ui/ConfirmActivity;)V

    .line 30
    const-string v1, "Cancel"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/inkbarrow/ui/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/inkbarrow/ui/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/inkbarrow/ui/ConfirmActivity;)V

    .line 31
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 32
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 33
    return-void
.end method
