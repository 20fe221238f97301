.class public Lapp/hearthlink/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# static fields
.field public static final EXTRA_DETAIL:Ljava/lang/String; = "app.hearthlink.extra.DETAIL"

.field public static final EXTRA_TITLE:Ljava/lang/String; = "app.hearthlink.extra.TITLE"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.hearthlink.extra.RESUME_TOKEN"


# instance fields
.field token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/content/DialogInterface;I)V
    .registers 6

    .line 32
    const/4 v0, -0x1

    if-ne p2, v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    .line 33
    invoke-static {p0}, Lapp/hearthlink/di/DaggerHubComponent;->get(Landroid/content/Context;)Lapp/hearthlink/di/DaggerHubComponent;

    move-result-object v1

    invoke-virtual {v1}, Lapp/hearthlink/di/DaggerHubComponent;->approvals()Lapp/hearthlink/core/Approvals;

    move-result-object v1

    iget-object v2, p0, Lapp/hearthlink/ui/ConfirmActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v2, v0}, Lapp/hearthlink/core/Approvals;->decide(Ljava/lang/String;Z)V

    .line 34
    if-eqz v0, :cond_1

    const/4 v0, -0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    invoke-virtual {p0, v0}, Lapp/hearthlink/ui/ConfirmActivity;->setResult(I)V

    .line 35
    invoke-virtual {p0}, Lapp/hearthlink/ui/ConfirmActivity;->finish()V

    .line 36
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 19
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 20
    invoke-virtual {p0}, Lapp/hearthlink/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.hearthlink.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lapp/hearthlink/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 21
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 22
    invoke-virtual {p0}, Lapp/hearthlink/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "app.hearthlink.extra.TITLE"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 23
    invoke-virtual {p0}, Lapp/hearthlink/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "app.hearthlink.extra.DETAIL"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    const-string v1, "Confirm"

    .line 24
    invoke-virtual {v0, v1, p0}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    const-string v1, "Cancel"

    .line 25
    invoke-virtual {v0, v1, p0}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    const/4 v1, 0x0

    .line 26
    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setCancelable(Z)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 27
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 28
    return-void
.end method
