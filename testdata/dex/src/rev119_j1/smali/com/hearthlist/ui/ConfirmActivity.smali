.class public final Lcom/hearthlist/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlist/ui/ConfirmActivity$Answer;
    }
.end annotation


# static fields
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.hearthlist.extra.RESUME_TOKEN"


# instance fields
.field private answered:Z

.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private answer(Z)V
    .registers 4

    .line 36
    iget-boolean v0, p0, Lcom/hearthlist/ui/ConfirmActivity;->answered:Z

    if-eqz v0, :cond_0

    .line 37
    return-void

    .line 39
    :cond_0
    const/4 v1, 0x1

    iput-boolean v1, p0, Lcom/hearthlist/ui/ConfirmActivity;->answered:Z

    .line 40
    invoke-static {}, Lcom/hearthlist/cetp/Confirmations;->shared()Lcom/hearthlist/cetp/Confirmations;

    move-result-object v0

    iget-object v1, p0, Lcom/hearthlist/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/hearthlist/cetp/Confirmations;->decide(Ljava/lang/String;Z)V

    .line 41
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    invoke-virtual {v0, v1}, Lcom/hearthlist/ui/ConfirmActivity;->setResult(I)V

    .line 42
    invoke-virtual {p0}, Lcom/hearthlist/ui/ConfirmActivity;->finish()V

    .line 43
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    invoke-virtual {p0}, Lcom/hearthlist/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v2

    const-string v3, "com.hearthlist.extra.RESUME_TOKEN"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iput-object v2, p0, Lcom/hearthlist/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 20
    invoke-static {}, Lcom/hearthlist/cetp/Confirmations;->shared()Lcom/hearthlist/cetp/Confirmations;

    move-result-object v1

    iget-object v2, p0, Lcom/hearthlist/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v2}, Lcom/hearthlist/cetp/Confirmations;->summary(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v1

    const/4 v2, 0x0

    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    move-object v0, v1

    .line 21
    if-nez v0, :cond_0

    .line 22
    const/4 v2, 0x0

    invoke-virtual {p0, v2}, Lcom/hearthlist/ui/ConfirmActivity;->setResult(I)V

    .line 23
    invoke-virtual {p0}, Lcom/hearthlist/ui/ConfirmActivity;->finish()V

    .line 24
    return-void

    .line 26
    :cond_0
    new-instance v1, Landroid/app/AlertDialog$Builder;

    invoke-direct {v1, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 27
    const-string v2, "Allow this action?"

    invoke-virtual {v1, v2}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    .line 28
    invoke-virtual {v1, v0}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v3, Lcom/hearthlist/ui/ConfirmActivity$Answer;

    const/4 v5, 0x1

    invoke-direct {v3, p0, v5}, Lcom/hearthlist/ui/ConfirmActivity$Answer;-><init>(Lcom/hearthlist/ui/ConfirmActivity;Z)V

    .line 29
    const-string v2, "Allow"

    invoke-virtual {v1, v2, v3}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v3, Lcom/hearthlist/ui/ConfirmActivity$Answer;

    const/4 v5, 0x0

    invoke-direct {v3, p0, v5}, Lcom/hearthlist/ui/ConfirmActivity$Answer;-><init>(Lcom/hearthlist/ui/ConfirmActivity;Z)V

    .line 30
    const-string v2, "Deny"

    invoke-virtual {v1, v2, v3}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/ui/ConfirmActivity$Answer;

    const/4 v4, 0x0

    invoke-direct {v2, p0, v4}, Lcom/hearthlist/ui/ConfirmActivity$Answer;-><init>(Lcom/hearthlist/ui/ConfirmActivity;Z)V

    .line 31
    invoke-virtual {v1, v2}, Landroid/app/AlertDialog$Builder;->setOnCancelListener(Landroid/content/DialogInterface$OnCancelListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v1

    .line 32
    invoke-virtual {v1}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 33
    return-void
.end method
