.class public final Lcom/slipstream/ui/CancelRideActivity;
.super Landroid/app/Activity;
.source "SourceFile"

.field private a:Ljava/lang/String;

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {v0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 7
    .line 10
    invoke-super {v5, v6}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 11
    const v1, 0x7f030001
    invoke-virtual {v5, v1}, Lcom/slipstream/ui/CancelRideActivity;->setContentView(I)V
    .line 12
    invoke-virtual {v5}, Lcom/slipstream/ui/CancelRideActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    move-object v0, v5
    if-eqz v1, :L28
    const-string v2, "subject"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    goto :L30
    :L28
    const/4 v1, 0x0
    :L30
    iput-object v1, v0, Lcom/slipstream/ui/CancelRideActivity;->a:Ljava/lang/String;
    .line 13
    iget-object v1, v5, Lcom/slipstream/ui/CancelRideActivity;->a:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Cancel ride "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v5, v1}, Lcom/slipstream/ui/CancelRideActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 14
    return-void
.end method

