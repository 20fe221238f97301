.class public final Lcom/es/RenameActivity;
.super Landroid/app/Activity;
.source "RenameActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Landroid/app/Activity;-><init>()V
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    .line 9
    invoke-virtual {v3}, Lcom/es/RenameActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "approval_key"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 10
    const/4 v1, 0x1
    invoke-static {v2, v1}, Lcom/es/Approvals;->answer(Ljava/lang/String;Z)V
    .line 11
    const/4 v1, -0x1
    invoke-virtual {v3, v1}, Lcom/es/RenameActivity;->setResult(I)V
    .line 12
    invoke-virtual {v3}, Lcom/es/RenameActivity;->finish()V
    .line 13
    return-void
.end method

