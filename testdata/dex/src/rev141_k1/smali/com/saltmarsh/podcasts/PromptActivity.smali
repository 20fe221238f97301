.class public abstract Lcom/saltmarsh/podcasts/PromptActivity;
.super Landroid/app/Activity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 33
    const/4 v0, 0x1

    invoke-virtual {p0, p1, v0}, Lcom/saltmarsh/podcasts/PromptActivity;->answered(Ljava/lang/String;Z)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    .registers 5

    .line 34
    const/4 v0, 0x0

    invoke-virtual {p0, p1, v0}, Lcom/saltmarsh/podcasts/PromptActivity;->answered(Ljava/lang/String;Z)V

    return-void
.end method

.method public static final onCreate$lambda$2(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V
    .registers 4

    .line 35
    const/4 v0, 0x0

    invoke-virtual {p0, p1, v0}, Lcom/saltmarsh/podcasts/PromptActivity;->answered(Ljava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method protected abstract answered(Ljava/lang/String;Z)V
.end method

.method protected abstract getApproveLabel()Ljava/lang/String;
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 23
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 24
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PromptActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.saltmarsh.podcasts.extra.TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 25
    if-nez v3, :cond_0

    .line 26
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/saltmarsh/podcasts/PromptActivity;->setResult(I)V

    .line 27
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PromptActivity;->finish()V

    .line 28
    return-void

    .line 30
    :cond_0
    new-instance v0, Landroid/app/AlertDialog$Builder;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v0, v2}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 31
    const-string v1, "Saltmarsh Podcasts"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 32
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PromptActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.saltmarsh.podcasts.extra.PROMPT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 33
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PromptActivity;->getApproveLabel()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, v3}, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda0;-><init>(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 34
    const-string v1, "Cancel"

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v2, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0, v3}, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 35
    new-instance v1, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, v3}, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda2;-><init>(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 36
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 37
    return-void
.end method
