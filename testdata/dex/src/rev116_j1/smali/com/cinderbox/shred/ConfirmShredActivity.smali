.class public final Lcom/cinderbox/shred/ConfirmShredActivity;
.super Landroid/app/Activity;
.source "ConfirmShredActivity.java"


# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# static fields
.field static final EXTRA_SUMMARY:Ljava/lang/String; = "com.cinderbox.extra.SUMMARY"

.field static final EXTRA_TOKEN:Ljava/lang/String; = "com.cinderbox.extra.TOKEN"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/content/DialogInterface;I)V
    .registers 7

    .line 30
    const/4 v3, -0x1

    if-ne p2, v3, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    move v0, v2

    .line 31
    invoke-static {}, Lcom/cinderbox/shred/Desk;->current()Lcom/cinderbox/shred/Desk;

    move-result-object v1

    .line 32
    if-eqz v1, :cond_1

    iget-object v2, p0, Lcom/cinderbox/shred/ConfirmShredActivity;->token:Ljava/lang/String;

    if-eqz v2, :cond_1

    .line 33
    iget-object v3, p0, Lcom/cinderbox/shred/ConfirmShredActivity;->token:Ljava/lang/String;

    invoke-virtual {v1, v3, v0}, Lcom/cinderbox/shred/Desk;->decide(Ljava/lang/String;Z)V

    .line 35
    :cond_1
    if-eqz v0, :cond_2

    const/4 v3, -0x1

    goto :goto_1

    :cond_2
    const/4 v3, 0x0

    :goto_1
    invoke-virtual {p0, v3}, Lcom/cinderbox/shred/ConfirmShredActivity;->setResult(I)V

    .line 36
    invoke-virtual {p0}, Lcom/cinderbox/shred/ConfirmShredActivity;->finish()V

    .line 37
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 17
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 18
    invoke-virtual {p0}, Lcom/cinderbox/shred/ConfirmShredActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.cinderbox.extra.TOKEN"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/cinderbox/shred/ConfirmShredActivity;->token:Ljava/lang/String;

    .line 19
    new-instance v0, Landroid/app/AlertDialog$Builder;

    invoke-direct {v0, p0}, Landroid/app/AlertDialog$Builder;-><init>(Landroid/content/Context;)V

    .line 20
    const-string v1, "Delete for good?"

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setTitle(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 21
    invoke-virtual {p0}, Lcom/cinderbox/shred/ConfirmShredActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "com.cinderbox.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setMessage(Ljava/lang/CharSequence;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 22
    const-string v1, "Delete"

    invoke-virtual {v0, v1, p0}, Landroid/app/AlertDialog$Builder;->setPositiveButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 23
    const-string v1, "Keep"

    invoke-virtual {v0, v1, p0}, Landroid/app/AlertDialog$Builder;->setNegativeButton(Ljava/lang/CharSequence;Landroid/content/DialogInterface$OnClickListener;)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 24
    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/app/AlertDialog$Builder;->setCancelable(Z)Landroid/app/AlertDialog$Builder;

    move-result-object v0

    .line 25
    invoke-virtual {v0}, Landroid/app/AlertDialog$Builder;->show()Landroid/app/AlertDialog;

    .line 26
    return-void
.end method
