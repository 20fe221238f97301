.class public Lcom/example/r29w/DownloadReceiver;
.super Landroid/content/BroadcastReceiver;
.source "DownloadReceiver.java"

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method

.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 7
    .line 8
    invoke-static {p1}, Lcom/example/r29w/Notices;->open(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p2
    .line 9
    const-class v0, Landroid/app/NotificationManager;
    invoke-virtual {p1, v0}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/NotificationManager;
    new-instance v1, Landroid/app/Notification$Builder;
    const-string v2, "downloads"
    invoke-direct {v1, p1, v2}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    invoke-virtual {v1, p2}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object p1
    invoke-virtual {p1}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;
    move-result-object p1
    const/4 p2, 0x1
    invoke-virtual {v0, p2, p1}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V
    return-void
.end method
