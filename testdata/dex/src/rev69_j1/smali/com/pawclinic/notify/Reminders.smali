.class public final Lcom/pawclinic/notify/Reminders;
.super Ljava/lang/Object;
.source "Reminders.java"


# static fields
.field static final ACTION_REMIND:Ljava/lang/String; = "com.pawclinic.action.REMIND"


# direct methods
.method private constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 16
    return-void
.end method

.method public static notifyDue(Landroid/content/Context;)V
    .registers 6
    .line 31
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/pawclinic/ui/MainActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 32
    const/4 v1, 0x3
    const/high16 v2, 0x2000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    .line 33
    new-instance v2, Landroid/app/Notification$Builder;
    invoke-direct {v2, p0}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;)V
    const v3, 0x1080074
    .line 34
    invoke-virtual {v2, v3}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;
    move-result-object v2
    const-string v3, "Upcoming visit"
    .line 35
    invoke-virtual {v2, v3}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;
    move-result-object v2
    .line 36
    invoke-virtual {v2, v1}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object v2
    .line 37
    invoke-virtual {v2}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;
    move-result-object v2
    .line 38
    const-string v3, "notification"
    invoke-virtual {p0, v3}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Landroid/app/NotificationManager;
    .line 39
    const/4 v4, 0x1
    invoke-virtual {v3, v4, v2}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V
    .line 40
    return-void
.end method

.method public static schedule(Landroid/content/Context;)V
    .registers 7
    .line 19
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.pawclinic.action.REMIND"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v1, 0x7
    const/high16 v2, 0x22000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 21
    if-eqz v0, :cond_0
    .line 22
    return-void
    .line 24
    :cond_0
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.pawclinic.action.REMIND"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/high16 v2, 0xa000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 26
    const-string v1, "alarm"
    invoke-virtual {p0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/app/AlarmManager;
    .line 27
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    const-wide/32 v4, 0x36ee80
    add-long/2addr v2, v4
    const/4 v4, 0x0
    invoke-virtual {v1, v4, v2, v3, v0}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V
    .line 28
    return-void
.end method
