.class public abstract Lcom/saltmarsh/ferry/ConfirmActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final answer(Ljava/lang/String;Z)V
    .registers 5

    .line 26
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/ConfirmActivity;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Lcom/saltmarsh/ferry/Toolbox;->answer(Ljava/lang/String;Z)V

    .line 27
    move-object v0, p0

    if-eqz p2, :cond_0

    const/4 v1, -0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    invoke-direct {v0, v1}, Lcom/saltmarsh/ferry/ConfirmActivity;->close(I)V

    .line 28
    return-void
.end method

.method private final close(I)V
    .registers 2

    .line 31
    invoke-virtual {p0, p1}, Lcom/saltmarsh/ferry/ConfirmActivity;->setResult(I)V

    .line 32
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/ConfirmActivity;->finish()V

    .line 33
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/saltmarsh/ferry/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 19
    const/4 v0, 0x1

    invoke-direct {p0, p1, v0}, Lcom/saltmarsh/ferry/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/saltmarsh/ferry/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 20
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/saltmarsh/ferry/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/saltmarsh/ferry/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4

    .line 21
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0}, Lcom/saltmarsh/ferry/ConfirmActivity;->answer(Ljava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method protected abstract getBox()Lcom/saltmarsh/ferry/Toolbox;
.end method

.method protected abstract getConfirmLabel()Ljava/lang/String;
.end method

.method protected abstract getHeading()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 14
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 15
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.saltmarsh.ferry.extra.TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v1, 0x0

    invoke-direct {p0, v1}, Lcom/saltmarsh/ferry/ConfirmActivity;->close(I)V

    return-void

    :cond_0
    move-object v3, v0

    .line 16
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 17
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/ConfirmActivity;->getHeading()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 18
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.saltmarsh.ferry.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 19
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/ConfirmActivity;->getConfirmLabel()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/ferry/ConfirmActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, v3}, Lcom/saltmarsh/ferry/ConfirmActivity$$ExternalSyntheticLambda0;-><init>(Lcom/saltmarsh/ferry/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 20
    const-string v1, "Cancel"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/ferry/ConfirmActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0, v3}, Lcom/saltmarsh/ferry/ConfirmActivity$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/ferry/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 21
    new-instance v1, Lcom/saltmarsh/ferry/ConfirmActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, v3}, Lcom/saltmarsh/ferry/ConfirmActivity$$ExternalSyntheticLambda2;-><init>(Lcom/saltmarsh/ferry/ConfirmActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 22
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 23
    return-void
.end method
