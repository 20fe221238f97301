.class public final Lcom/harborline/ledger/ConfirmActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 10
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 11
    invoke-virtual {p0}, Lcom/harborline/ledger/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 12
    if-nez v3, :cond_0

    .line 13
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/harborline/ledger/ConfirmActivity;->setResult(I)V

    .line 14
    invoke-virtual {p0}, Lcom/harborline/ledger/ConfirmActivity;->finish()V

    .line 15
    return-void

    .line 17
    :cond_0
    sget-object v0, Lcom/harborline/ledger/Approvals;->INSTANCE:Lcom/harborline/ledger/Approvals;

    const/4 v2, 0x1

    invoke-virtual {v0, v3, v2}, Lcom/harborline/ledger/Approvals;->answer(Ljava/lang/String;Z)V

    .line 18
    const/4 v1, -0x1

    invoke-virtual {p0, v1}, Lcom/harborline/ledger/ConfirmActivity;->setResult(I)V

    .line 19
    invoke-virtual {p0}, Lcom/harborline/ledger/ConfirmActivity;->finish()V

    .line 20
    return-void
.end method
