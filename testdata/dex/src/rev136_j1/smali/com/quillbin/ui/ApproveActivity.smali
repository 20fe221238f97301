.class public final Lcom/quillbin/ui/ApproveActivity;
.super Landroid/app/Activity;
.source "ApproveActivity.java"


# static fields
.field private static final EXTRA_TOKEN:Ljava/lang/String; = "com.quillbin.extra.APPROVAL"

.field private static final TAG:Ljava/lang/String; = "QuillApprove"


# instance fields
.field private approvals:Lcom/quillbin/cetp/Approvals;

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 6

    .line 61
    const/4 v2, 0x1

    .line 63
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/ui/ApproveActivity;->approvals:Lcom/quillbin/cetp/Approvals;

    iget-object v1, p0, Lcom/quillbin/ui/ApproveActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/quillbin/cetp/Approvals;->decide(Ljava/lang/String;Z)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 67
    goto :goto_0

    :catch_0
    move-exception v3

    .line 65
    const-string v0, "QuillApprove"

    const-string v1, "answer not written"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 66
    const/4 v2, 0x0

    .line 68
    :goto_0
    move-object v0, p0

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/quillbin/ui/ApproveActivity;->setResult(I)V

    .line 69
    invoke-virtual {p0}, Lcom/quillbin/ui/ApproveActivity;->finish()V

    .line 70
    return-void
.end method

.method public static approvals(Landroid/content/Context;)Lcom/quillbin/cetp/Approvals;
    .registers 5

    .line 31
    new-instance v0, Lcom/quillbin/cetp/Approvals;

    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "approvals"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/quillbin/cetp/Approvals;-><init>(Ljava/io/File;)V

    return-object v0
.end method

.method public static resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 23
    new-instance v3, Landroid/content/Intent;

    const-class v2, Lcom/quillbin/ui/ApproveActivity;

    invoke-direct {v3, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 24
    const-string v1, "com.quillbin.extra.APPROVAL"

    invoke-virtual {v3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 25
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0x4c000000    # 3.3554432E7f

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-quillbin-ui-ApproveActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 54
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/quillbin/ui/ApproveActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-quillbin-ui-ApproveActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 55
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/quillbin/ui/ApproveActivity;->answer(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-quillbin-ui-ApproveActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 56
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/quillbin/ui/ApproveActivity;->answer(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 36
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 37
    invoke-static {p0}, Lcom/quillbin/ui/ApproveActivity;->approvals(Landroid/content/Context;)Lcom/quillbin/cetp/Approvals;

    move-result-object v1

    iput-object v1, p0, Lcom/quillbin/ui/ApproveActivity;->approvals:Lcom/quillbin/cetp/Approvals;

    .line 38
    invoke-virtual {p0}, Lcom/quillbin/ui/ApproveActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.quillbin.extra.APPROVAL"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/quillbin/ui/ApproveActivity;->token:Ljava/lang/String;

    .line 41
    :try_start_0
    iget-object v0, p0, Lcom/quillbin/ui/ApproveActivity;->token:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/ui/ApproveActivity;->approvals:Lcom/quillbin/cetp/Approvals;

    iget-object v1, p0, Lcom/quillbin/ui/ApproveActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/quillbin/cetp/Approvals;->read(Ljava/lang/String;)Lcom/quillbin/cetp/Approvals$Ticket;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v3, v0

    .line 45
    goto :goto_1

    :catch_0
    move-exception v4

    .line 43
    const-string v0, "QuillApprove"

    const-string v1, "approval ticket unreadable"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 44
    const/4 v3, 0x0

    .line 46
    :goto_1
    if-eqz v3, :cond_1

    invoke-virtual {v3}, Lcom/quillbin/cetp/Approvals$Ticket;->open()Z

    move-result v0

    if-nez v0, :cond_2

    .line 47
    :cond_1
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quillbin/ui/ApproveActivity;->setResult(I)V

    .line 48
    invoke-virtual {p0}, Lcom/quillbin/ui/ApproveActivity;->finish()V

    .line 49
    return-void

    .line 51
    :cond_2
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 52
    const-string v1, "Allow the assistant?"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 53
    invoke-virtual {v3}, Lcom/quillbin/cetp/Approvals$Ticket;->summary()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda0;-><init>(Lcom/quillbin/ui/ApproveActivity;)V

    .line 54
    const-string v1, "Allow"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda1;-><init>(Lcom/quillbin/ui/ApproveActivity;)V

    .line 55
    const-string v1, "Deny"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda2;-><init>(Lcom/quillbin/ui/ApproveActivity;)V

    .line 56
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 57
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 58
    return-void
.end method
