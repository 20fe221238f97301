.class public final Lcom/example/r19b/RefreshReceiver;
.super Landroid/content/BroadcastReceiver;
.source "RefreshReceiver.java"

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method

.method static synthetic lambda$onReceive$0(Landroid/content/Context;Landroid/content/Intent;Landroid/content/BroadcastReceiver$PendingResult;)V
    .registers 7
    .line 18
    :try_start_0
    const-string v0, "exact"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Intent;->getBooleanExtra(Ljava/lang/String;Z)Z
    move-result p1
    if-eqz p1, :cond_0
    .line 19
    new-instance p1, Landroid/content/Intent;
    const-class v0, Lcom/example/r19b/RefreshReceiver;
    invoke-direct {p1, p0, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    goto :goto_0
    .line 20
    :cond_0
    new-instance p1, Landroid/content/Intent;
    const-string v0, "com.example.r19b.REFRESH"
    invoke-direct {p1, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 21
    :goto_0
    const/4 v0, 0x0
    const/high16 v2, 0x2000000
    # true positive CETP610: on the branch of line 20 the mutable PendingIntent wraps an action-only Intent
    invoke-static {p0, v0, p1, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 22
    const-string v0, "alarm"
    invoke-virtual {p0, v0}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Landroid/app/AlarmManager;
    .line 23
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-wide/32 v2, 0xea60
    add-long/2addr v0, v2
    const/4 v2, 0x1
    invoke-virtual {p0, v2, v0, v1, p1}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 25
    invoke-virtual {p2}, Landroid/content/BroadcastReceiver$PendingResult;->finish()V
    .line 26
    return-void
    :catchall_0
    move-exception p0
    .line 25
    invoke-virtual {p2}, Landroid/content/BroadcastReceiver$PendingResult;->finish()V
    throw p0
.end method

.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 6
    .line 15
    invoke-virtual {p0}, Lcom/example/r19b/RefreshReceiver;->goAsync()Landroid/content/BroadcastReceiver$PendingResult;
    move-result-object v0
    .line 16
    new-instance v1, Ljava/lang/Thread;
    new-instance v2, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;
    invoke-direct {v2, p1, p2, v0}, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;Landroid/content/Intent;Landroid/content/BroadcastReceiver$PendingResult;)V
    invoke-direct {v1, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    .line 27
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    .line 28
    return-void
.end method
