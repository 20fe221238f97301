.class public final Lcom/permitpark/ReminderReceiver;
.super Landroid/content/BroadcastReceiver;
.source "Reminders.kt"


.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method

.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 14
    const-string v1, "context"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "intent"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-virtual {v13}, Landroid/content/Intent;->getAction()Ljava/lang/String;
    move-result-object v0
    const-string v1, "com.permitpark.action.DISMISS"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    .line 15
    const/16 v1, 0x22
    new-instance v2, Landroid/content/Intent;
    const-string v4, "com.permitpark.action.REMIND"
    invoke-direct {v2, v4}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 16
    const/high16 v3, 0x22000000
    .line 15
    invoke-static {v12, v1, v2, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 16
    if-eqz v6, :L50
    .line 15
    .line 16
    invoke-virtual {v6}, Landroid/app/PendingIntent;->cancel()V
    :L50
    .line 17
    return-void
    :L51
    .line 19
    const-string v1, "plate"
    invoke-virtual {v13, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L63
    return-void
    :L63
    move-object v6, v0
    .line 20
    const/16 v1, 0x1f
    .line 21
    new-instance v2, Landroid/content/Intent;
    const-class v5, Lcom/permitpark/RenewActivity;
    invoke-direct {v2, v12, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v3, "plate"
    invoke-virtual {v2, v3, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x8000000
    const/4 v4, 0x1
    .line 20
    invoke-static {v12, v1, v2, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 22
    const/16 v1, 0x20
    .line 23
    new-instance v2, Landroid/content/Intent;
    const-string v4, "com.permitpark.action.RENEW"
    invoke-direct {v2, v4}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v3, "plate"
    invoke-virtual {v2, v3, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/high16 v3, 0x8000000
    const/4 v4, 0x1
    .line 22
    invoke-static {v12, v1, v2, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 24
    const/16 v1, 0x21
    .line 25
    new-instance v2, Landroid/content/Intent;
    const-string v4, "com.permitpark.action.SNOOZE"
    invoke-direct {v2, v4}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v3, "plate"
    invoke-virtual {v2, v3, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    const/4 v3, 0x0
    const/4 v4, 0x0
    .line 24
    invoke-static {v12, v1, v2, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 26
    new-instance v0, Landroidx/core/app/NotificationCompat$Builder;
    const-string v3, "permit_reminders"
    invoke-direct {v0, v12, v3}, Landroidx/core/app/NotificationCompat$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    .line 27
    const v1, 0x108009b
    invoke-virtual {v0, v1}, Landroidx/core/app/NotificationCompat$Builder;->setSmallIcon(I)Landroidx/core/app/NotificationCompat$Builder;
    move-result-object v0
    .line 28
    const-string v1, "Parking permit expiring"
    invoke-virtual {v0, v1}, Landroidx/core/app/NotificationCompat$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroidx/core/app/NotificationCompat$Builder;
    move-result-object v0
    .line 29
    invoke-virtual {v0, v6}, Landroidx/core/app/NotificationCompat$Builder;->setContentText(Ljava/lang/CharSequence;)Landroidx/core/app/NotificationCompat$Builder;
    move-result-object v0
    .line 30
    invoke-virtual {v0, v7}, Landroidx/core/app/NotificationCompat$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroidx/core/app/NotificationCompat$Builder;
    move-result-object v0
    .line 31
    const/4 v1, 0x0
    const-string v2, "Renew now"
    invoke-virtual {v0, v1, v2, v8}, Landroidx/core/app/NotificationCompat$Builder;->addAction(ILjava/lang/CharSequence;Landroid/app/PendingIntent;)Landroidx/core/app/NotificationCompat$Builder;
    move-result-object v0
    .line 32
    const/4 v1, 0x0
    const-string v2, "Remind me tomorrow"
    invoke-virtual {v0, v1, v2, v9}, Landroidx/core/app/NotificationCompat$Builder;->addAction(ILjava/lang/CharSequence;Landroid/app/PendingIntent;)Landroidx/core/app/NotificationCompat$Builder;
    move-result-object v0
    .line 33
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Landroidx/core/app/NotificationCompat$Builder;->setAutoCancel(Z)Landroidx/core/app/NotificationCompat$Builder;
    move-result-object v0
    .line 34
    invoke-virtual {v0}, Landroidx/core/app/NotificationCompat$Builder;->build()Landroid/app/Notification;
    move-result-object v0
    .line 26
    move-object v10, v0
    .line 35
    const-class v1, Landroid/app/NotificationManager;
    invoke-static {v12, v1}, Landroidx/core/content/ContextCompat;->getSystemService(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/NotificationManager;
    if-eqz v0, :L233
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-virtual {v0, v1, v10}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V
    goto :L234
    :L233
    :L234
    .line 36
    return-void
.end method

