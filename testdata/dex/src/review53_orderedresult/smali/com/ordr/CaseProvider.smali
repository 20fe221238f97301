.class public Lcom/ordr/CaseProvider;
.super Landroid/content/ContentProvider;
.source "CaseProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :cond_0
    const/4 v0, 0x0
    return-object v0
    .line 22
    :cond_0
    invoke-virtual {p0}, Lcom/ordr/CaseProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Landroid/content/Intent;
    const-string v0, "com.ordr.COLLECT"
    invoke-direct {v2, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v3, 0x0
    new-instance v4, Lcom/ordr/ResultCollector;
    .line 23
    invoke-direct {v4}, Lcom/ordr/ResultCollector;-><init>()V
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    .line 22
    invoke-virtual/range {v1 .. v8}, Landroid/content/Context;->sendOrderedBroadcast(Landroid/content/Intent;Ljava/lang/String;Landroid/content/BroadcastReceiver;Landroid/os/Handler;ILjava/lang/String;Landroid/os/Bundle;)V
    .line 24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
