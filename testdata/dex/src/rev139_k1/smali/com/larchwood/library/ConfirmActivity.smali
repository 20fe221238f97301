.class public abstract Lcom/larchwood/library/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final done(I)V
    .registers 2

    .line 35
    invoke-virtual {p0, p1}, Lcom/larchwood/library/ConfirmActivity;->setResult(I)V

    .line 36
    invoke-virtual {p0}, Lcom/larchwood/library/ConfirmActivity;->finish()V

    .line 37
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 23
    const/4 v0, 0x1

    invoke-direct {p0, p1, v0}, Lcom/larchwood/library/ConfirmActivity;->record(Ljava/lang/String;Z)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 24
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/larchwood/library/ConfirmActivity;->record(Ljava/lang/String;Z)V

    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4

    .line 25
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/larchwood/library/ConfirmActivity;->record(Ljava/lang/String;Z)V

    return-void
.end method

.method private final record(Ljava/lang/String;Z)V
    .registers 5

    .line 30
    invoke-virtual {p0}, Lcom/larchwood/library/ConfirmActivity;->getDesk()Lcom/larchwood/library/TicketDesk;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Lcom/larchwood/library/TicketDesk;->answer(Ljava/lang/String;Z)V

    .line 31
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-direct {v0, v1}, Lcom/larchwood/library/ConfirmActivity;->done(I)V

    .line 32
    return-void
.end method


# virtual methods
.method protected abstract getApproveLabel()Ljava/lang/String;
.end method

.method protected abstract getDesk()Lcom/larchwood/library/TicketDesk;
.end method

.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 14
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 15
    invoke-virtual {p0}, Lcom/larchwood/library/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.larchwood.library.extra.TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 16
    if-nez v3, :cond_0

    .line 17
    const/4 v1, 0x0

    invoke-direct {p0, v1}, Lcom/larchwood/library/ConfirmActivity;->done(I)V

    .line 18
    return-void

    .line 20
    :cond_0
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 21
    invoke-virtual {p0}, Lcom/larchwood/library/ConfirmActivity;->getHeading()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 22
    invoke-virtual {p0}, Lcom/larchwood/library/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.larchwood.library.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 23
    invoke-virtual {p0}, Lcom/larchwood/library/ConfirmActivity;->getApproveLabel()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, v3}, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 24
    const-string v1, "Not now"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0, v3}, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 25
    new-instance v1, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, v3}, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 26
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 27
    return-void
.end method
