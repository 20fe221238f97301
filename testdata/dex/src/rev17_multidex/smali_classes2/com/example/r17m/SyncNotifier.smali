.class final Lcom/example/r17m/SyncNotifier;
.super Ljava/lang/Object;
.source "SyncNotifier.java"

.method private static post(Landroid/content/Context;Landroid/app/PendingIntent;)V
    .registers 5
    .line 23
    const-class v0, Landroid/app/NotificationManager;
    invoke-virtual {p0, v0}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/NotificationManager;
    new-instance v1, Landroid/app/Notification$Builder;
    const-string v2, "sync"
    invoke-direct {v1, p0, v2}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object p0
    invoke-virtual {p0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;
    move-result-object p0
    const/4 p1, 0x1
    invoke-virtual {v0, p1, p0}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V
    .line 24
    return-void
.end method

.method static show(Landroid/content/Context;)V
    .registers 5
    # true positive CETP610: mutable and implicit, off the CETP surface
    .line 12
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r17m.OPEN_SYNC"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v1, 0x7
    const/high16 v2, 0x2000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 13
    invoke-static {p0, v0}, Lcom/example/r17m/SyncNotifier;->post(Landroid/content/Context;Landroid/app/PendingIntent;)V
    .line 14
    return-void
.end method

.method static showDone(Landroid/content/Context;)V
    .registers 5
    .line 17
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r17m.OPEN_SYNC"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    # near miss CETP610: the Intent is given the app's package
    .line 18
    const/16 v1, 0x8
    const/high16 v2, 0x2000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 19
    invoke-static {p0, v0}, Lcom/example/r17m/SyncNotifier;->post(Landroid/content/Context;Landroid/app/PendingIntent;)V
    .line 20
    return-void
.end method
