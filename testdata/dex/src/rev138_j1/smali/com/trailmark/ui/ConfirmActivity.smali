.class public final Lcom/trailmark/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field private static final EXTRA_TICKET:Ljava/lang/String; = "com.trailmark.extra.TICKET"

.field private static final TAG:Ljava/lang/String; = "TrailConfirm"


# instance fields
.field private ticket:Ljava/lang/String;

.field private tickets:Lcom/trailmark/cetp/Tickets;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Z)V
    .registers 6

    .line 62
    const/4 v2, 0x1

    .line 64
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/ui/ConfirmActivity;->tickets:Lcom/trailmark/cetp/Tickets;

    iget-object v1, p0, Lcom/trailmark/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/trailmark/cetp/Tickets;->decide(Ljava/lang/String;Z)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 68
    goto :goto_0

    :catch_0
    move-exception v3

    .line 66
    const-string v0, "TrailConfirm"

    const-string v1, "decision not written"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 67
    const/4 v2, 0x0

    .line 69
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_0

    if-eqz v2, :cond_0

    const/4 v1, -0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/trailmark/ui/ConfirmActivity;->setResult(I)V

    .line 70
    invoke-virtual {p0}, Lcom/trailmark/ui/ConfirmActivity;->finish()V

    .line 71
    return-void
.end method

.method public static resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 23
    new-instance v3, Landroid/content/Intent;

    const-class v2, Lcom/trailmark/ui/ConfirmActivity;

    invoke-direct {v3, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 24
    const-string v1, "com.trailmark.extra.TICKET"

    invoke-virtual {v3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 25
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static tickets(Landroid/content/Context;)Lcom/trailmark/cetp/Tickets;
    .registers 5

    .line 31
    new-instance v0, Lcom/trailmark/cetp/Tickets;

    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "tickets"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/trailmark/cetp/Tickets;-><init>(Ljava/io/File;)V

    return-object v0
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-trailmark-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 55
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/trailmark/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-trailmark-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 56
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/trailmark/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-trailmark-ui-ConfirmActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 57
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/trailmark/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7

    .line 36
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 37
    invoke-static {p0}, Lcom/trailmark/ui/ConfirmActivity;->tickets(Landroid/content/Context;)Lcom/trailmark/cetp/Tickets;

    move-result-object v1

    iput-object v1, p0, Lcom/trailmark/ui/ConfirmActivity;->tickets:Lcom/trailmark/cetp/Tickets;

    .line 38
    invoke-virtual {p0}, Lcom/trailmark/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.trailmark.extra.TICKET"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/trailmark/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    .line 39
    const/4 v3, 0x0

    .line 41
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 42
    iget-object v0, p0, Lcom/trailmark/ui/ConfirmActivity;->tickets:Lcom/trailmark/cetp/Tickets;

    iget-object v1, p0, Lcom/trailmark/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/trailmark/cetp/Tickets;->pendingSummary(Ljava/lang/String;)Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v3

    .line 46
    :cond_0
    goto :goto_0

    :catch_0
    move-exception v4

    .line 45
    const-string v0, "TrailConfirm"

    const-string v1, "ticket unreadable"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 47
    :goto_0
    if-nez v3, :cond_1

    .line 48
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/trailmark/ui/ConfirmActivity;->setResult(I)V

    .line 49
    invoke-virtual {p0}, Lcom/trailmark/ui/ConfirmActivity;->finish()V

    .line 50
    return-void

    .line 52
    :cond_1
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 53
    const-string v1, "Let the assistant do this?"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 54
    invoke-virtual {v0, v3}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/trailmark/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/trailmark/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/trailmark/ui/ConfirmActivity;)V

    .line 55
    const-string v1, "Do it"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/trailmark/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/trailmark/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/trailmark/ui/ConfirmActivity;)V

    .line 56
    const-string v1, "Don\'t"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/trailmark/ui/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/trailmark/ui/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/trailmark/ui/ConfirmActivity;)V

    .line 57
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 58
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 59
    return-void
.end method
