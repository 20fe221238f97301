.class public final Lcom/es/PurgeActivity;
.super Landroid/app/Activity;
.source "PurgeActivity.java"


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
    invoke-virtual {v3}, Lcom/es/PurgeActivity;->getIntent()Landroid/content/Intent;
    move-result-object v0
    const-string v1, "approval_key"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 10
    const/4 v1, 0x1
    invoke-static {v2, v1}, Lcom/es/Approvals;->answer(Ljava/lang/String;Z)V
    .line 11
    return-void
.end method

