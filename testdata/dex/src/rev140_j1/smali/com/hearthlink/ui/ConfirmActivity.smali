.class public final Lcom/hearthlink/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field private static final EXTRA_TICKET:Ljava/lang/String; = "com.hearthlink.extra.TICKET"

.field private static final TAG:Ljava/lang/String; = "HearthConfirm"


# instance fields
.field private ticket:Ljava/lang/String;

.field private tickets:Lcom/hearthlink/cetp/Ledger;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private decide(Z)V
    .registers 6

    .line 59
    :try_start_0
    iget-object v0, p0, Lcom/hearthlink/ui/ConfirmActivity;->tickets:Lcom/hearthlink/cetp/Ledger;

    iget-object v1, p0, Lcom/hearthlink/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/hearthlink/cetp/Ledger;->decide(Ljava/lang/String;Z)Z
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v2

    .line 63
    goto :goto_0

    :catch_0
    move-exception v3

    .line 61
    const-string v0, "HearthConfirm"

    const-string v1, "decision not written"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 62
    const/4 v2, 0x0

    .line 64
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_0

    if-eqz v2, :cond_0

    const/4 v1, -0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/hearthlink/ui/ConfirmActivity;->setResult(I)V

    .line 65
    invoke-virtual {p0}, Lcom/hearthlink/ui/ConfirmActivity;->finish()V

    .line 66
    return-void
.end method

.method public static resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 23
    new-instance v3, Landroid/content/Intent;

    const-class v2, Lcom/hearthlink/ui/ConfirmActivity;

    invoke-direct {v3, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 24
    const-string v1, "com.hearthlink.extra.TICKET"

    invoke-virtual {v3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 25
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-hearthlink-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 50
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/hearthlink/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$1$com-hearthlink-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V
    .registers 4

    .line 51
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/hearthlink/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method public synthetic lambda$onCreate$2$com-hearthlink-ui-ConfirmActivity(Landroid/content/DialogInterface;)V
    .registers 3

    .line 52
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/hearthlink/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9

    .line 31
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 32
    new-instance v1, Lcom/hearthlink/cetp/Ledger;

    invoke-static {p0}, Lcom/hearthlink/data/HomeDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    const/4 v4, 0x0

    invoke-direct {v1, v3, v4}, Lcom/hearthlink/cetp/Ledger;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/hearthlink/ui/ConfirmActivity;->tickets:Lcom/hearthlink/cetp/Ledger;

    .line 33
    invoke-virtual {p0}, Lcom/hearthlink/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.hearthlink.extra.TICKET"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/hearthlink/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    .line 34
    const/4 v5, 0x0

    .line 36
    :try_start_0
    iget-object v0, p0, Lcom/hearthlink/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 37
    iget-object v0, p0, Lcom/hearthlink/ui/ConfirmActivity;->tickets:Lcom/hearthlink/cetp/Ledger;

    iget-object v1, p0, Lcom/hearthlink/ui/ConfirmActivity;->ticket:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/hearthlink/cetp/Ledger;->pendingSummary(Ljava/lang/String;)Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v5

    .line 41
    :cond_0
    goto :goto_0

    :catch_0
    move-exception v6

    .line 40
    const-string v0, "HearthConfirm"

    const-string v1, "ticket unreadable"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 42
    :goto_0
    if-nez v5, :cond_1

    .line 43
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/hearthlink/ui/ConfirmActivity;->setResult(I)V

    .line 44
    invoke-virtual {p0}, Lcom/hearthlink/ui/ConfirmActivity;->finish()V

    .line 45
    return-void

    .line 47
    :cond_1
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 48
    const-string v1, "Let the assistant do this?"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 49
    invoke-virtual {v0, v5}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/hearthlink/ui/ConfirmActivity;)V

    .line 50
    const-string v1, "Allow"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v2, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/hearthlink/ui/ConfirmActivity;)V

    .line 51
    const-string v1, "Don\'t allow"

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    new-instance v1, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/hearthlink/ui/ConfirmActivity;)V

    .line 52
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 53
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 54
    return-void
.end method
