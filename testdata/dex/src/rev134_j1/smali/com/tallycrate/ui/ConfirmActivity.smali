.class public final Lcom/tallycrate/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field private static final EXTRA_TOKEN:Ljava/lang/String; = "com.tallycrate.extra.RESUME_TOKEN"

.field private static final TAG:Ljava/lang/String; = "TallyConfirm"


# instance fields
.field private resumes:Lcom/tallycrate/cetp/ResumeFiles;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Z)V
    .registers 5

    .line 60
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/ui/ConfirmActivity;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    iget-object v1, p0, Lcom/tallycrate/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/tallycrate/cetp/ResumeFiles;->answer(Ljava/lang/String;Z)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 64
    goto :goto_0

    :catch_0
    move-exception v2

    .line 62
    const-string v0, "TallyConfirm"

    const-string v1, "answer not saved"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 63
    const/4 p1, 0x0

    .line 65
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/tallycrate/ui/ConfirmActivity;->setResult(I)V

    .line 66
    invoke-virtual {p0}, Lcom/tallycrate/ui/ConfirmActivity;->finish()V

    .line 67
    return-void
.end method

.method public static resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 23
    new-instance v3, Landroid/content/Intent;

    const-class v2, Lcom/tallycrate/ui/ConfirmActivity;

    invoke-direct {v3, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 24
    const-string v1, "com.tallycrate.extra.RESUME_TOKEN"

    invoke-virtual {v3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 25
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0x44000000    # 512.0f

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static store(Landroid/content/Context;)Lcom/tallycrate/cetp/ResumeFiles;
    .registers 5

    .line 30
    new-instance v0, Lcom/tallycrate/cetp/ResumeFiles;

    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "resumes"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/tallycrate/cetp/ResumeFiles;-><init>(Ljava/io/File;)V

    return-object v0
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-tallycrate-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 52
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/tallycrate/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-tallycrate-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 53
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/tallycrate/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-tallycrate-ui-ConfirmActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 54
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/tallycrate/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 35
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 36
    invoke-virtual {p0}, Lcom/tallycrate/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.tallycrate.extra.RESUME_TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallycrate/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 37
    invoke-static {p0}, Lcom/tallycrate/ui/ConfirmActivity;->store(Landroid/content/Context;)Lcom/tallycrate/cetp/ResumeFiles;

    move-result-object v1

    iput-object v1, p0, Lcom/tallycrate/ui/ConfirmActivity;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    .line 38
    const/4 v3, 0x0

    .line 40
    :try_start_0
    iget-object v0, p0, Lcom/tallycrate/ui/ConfirmActivity;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/tallycrate/ui/ConfirmActivity;->resumes:Lcom/tallycrate/cetp/ResumeFiles;

    iget-object v1, p0, Lcom/tallycrate/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tallycrate/cetp/ResumeFiles;->peek(Ljava/lang/String;)Lcom/tallycrate/cetp/ResumeFiles$Record;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 43
    goto :goto_1

    :catch_0
    move-exception v4

    .line 42
    const-string v0, "TallyConfirm"

    const-string v1, "unreadable resume record"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 44
    :goto_1
    if-eqz v3, :cond_1

    invoke-virtual {v3}, Lcom/tallycrate/cetp/ResumeFiles$Record;->pending()Z

    move-result v0

    if-nez v0, :cond_2

    .line 45
    :cond_1
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/tallycrate/ui/ConfirmActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lcom/tallycrate/ui/ConfirmActivity;->finish()V

    .line 47
    return-void

    .line 49
    :cond_2
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 50
    const-string v1, "Let the assistant do this?"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 51
    invoke-virtual {v3}, Lcom/tallycrate/cetp/ResumeFiles$Record;->summary()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/tallycrate/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/tallycrate/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/tallycrate/ui/ConfirmActivity;)V

    .line 52
    const-string v1, "Allow"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/tallycrate/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/tallycrate/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/tallycrate/ui/ConfirmActivity;)V

    .line 53
    const-string v1, "Don\'t allow"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/tallycrate/ui/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/tallycrate/ui/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/tallycrate/ui/ConfirmActivity;)V

    .line 54
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 55
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 56
    return-void
.end method
