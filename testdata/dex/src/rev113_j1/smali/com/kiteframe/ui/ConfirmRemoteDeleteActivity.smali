.class public final Lcom/kiteframe/ui/ConfirmRemoteDeleteActivity;
.super Landroid/app/Activity;
.source "ConfirmRemoteDeleteActivity.java"

# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method

# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    .line 11
    invoke-super {v4, v5}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 12
    invoke-virtual {v4}, Lcom/kiteframe/ui/ConfirmRemoteDeleteActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 13
    invoke-static {}, Lcom/kiteframe/auth/Confirmations;->shared()Lcom/kiteframe/auth/Confirmations;
    move-result-object v0
    invoke-virtual {v0, v2}, Lcom/kiteframe/auth/Confirmations;->approve(Ljava/lang/String;)Z
    move-result v3
    .line 14
    move-object v0, v4
    if-eqz v3, :L32
    const/4 v1, -0x1
    goto :L33
    :L32
    const/4 v1, 0x0
    :L33
    invoke-virtual {v0, v1}, Lcom/kiteframe/ui/ConfirmRemoteDeleteActivity;->setResult(I)V
    .line 15
    invoke-virtual {v4}, Lcom/kiteframe/ui/ConfirmRemoteDeleteActivity;->finish()V
    .line 16
    return-void
.end method
