.class public Lcom/ffield/CaseProvider;
.super Landroid/content/ContentProvider;
.source "CaseProvider.java"

.field private final statsFilter:Landroid/content/IntentFilter;

.method public constructor <init>()V
    .registers 3
    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    new-instance v0, Landroid/content/IntentFilter;
    const-string v1, "com.ffield.STATS"
    invoke-direct {v0, v1}, Landroid/content/IntentFilter;-><init>(Ljava/lang/String;)V
    iput-object v0, p0, Lcom/ffield/CaseProvider;->statsFilter:Landroid/content/IntentFilter;
    return-void
.end method

.method public onCreate()Z
    .registers 4
    .line 22
    invoke-virtual {p0}, Lcom/ffield/CaseProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Lcom/ffield/StatsReceiver;
    invoke-direct {v1}, Lcom/ffield/StatsReceiver;-><init>()V
    iget-object v2, p0, Lcom/ffield/CaseProvider;->statsFilter:Landroid/content/IntentFilter;
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->registerReceiver(Landroid/content/BroadcastReceiver;Landroid/content/IntentFilter;)Landroid/content/Intent;
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :cond_0
    const/4 v0, 0x0
    return-object v0
    .line 29
    :cond_0
    invoke-virtual {p0}, Lcom/ffield/CaseProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/content/Intent;
    const-string v2, "com.ffield.PING"
    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/content/Context;->sendBroadcast(Landroid/content/Intent;)V
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
