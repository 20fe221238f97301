.class public final Lcom/relaykit/home/devices/AlertNotifier;
.super Ljava/lang/Object;
.source "AlertNotifier.java"


# static fields
.field public static final ACTION_OPEN_ALERTS:Ljava/lang/String; = "com.relaykit.home.action.OPEN_ALERTS"

.field public static final ACTION_SNOOZE:Ljava/lang/String; = "com.relaykit.home.action.SNOOZE_ALERT"

.field private static final CHANNEL:Ljava/lang/String; = "hub_alerts"

.field public static final EXTRA_ALERT_ID:Ljava/lang/String; = "com.relaykit.home.extra.ALERT_ID"


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    .line 20
    return-void
.end method

.method private activity(ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    .registers 5

    .line 55
    iget-object v0, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    invoke-static {v0, p1, p2, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public announce(Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    .line 45
    new-instance v0, Landroid/app/Notification$Builder;

    iget-object v2, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    const-string v3, "hub_alerts"

    invoke-direct {v0, v2, v3}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 46
    const v1, 0x1080027

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 47
    invoke-virtual {v0, p1}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 48
    invoke-virtual {v0, p2}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 49
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v4

    .line 50
    iget-object v0, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    const-string v1, "notification"

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/NotificationManager;

    move-object v5, v0

    .line 51
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-virtual {v5, v1, v4}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V

    .line 52
    return-void
.end method

.method public showHubAlert(JLjava/lang/String;Ljava/lang/String;)V
    .registers 15

    .line 23
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.relaykit.home.action.OPEN_ALERTS"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-string v1, "com.relaykit.home.extra.ALERT_ID"

    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v4

    .line 24
    long-to-int v1, p1

    const/high16 v3, 0xa000000

    invoke-direct {p0, v1, v4, v3}, Lcom/relaykit/home/devices/AlertNotifier;->activity(ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v5

    .line 26
    new-instance v0, Landroid/content/Intent;

    iget-object v2, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    const-class v3, Lcom/relaykit/home/devices/HubEventReceiver;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 27
    const-string v1, "com.relaykit.home.action.SNOOZE_ALERT"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 28
    const-string v1, "com.relaykit.home.extra.ALERT_ID"

    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v6

    .line 29
    iget-object v0, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    long-to-int v1, p1

    const/high16 v3, 0xa000000

    invoke-static {v0, v1, v6, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 31
    new-instance v0, Landroid/app/Notification$Builder;

    iget-object v2, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    const-string v3, "hub_alerts"

    invoke-direct {v0, v2, v3}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 32
    const v1, 0x1080027

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 33
    invoke-virtual {v0, p3}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 34
    invoke-virtual {v0, p4}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 35
    invoke-virtual {v0, v5}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 36
    const/4 v1, 0x0

    const-string v2, "Snooze 1 h"

    invoke-virtual {v0, v1, v2, v7}, Landroid/app/Notification$Builder;->addAction(ILjava/lang/CharSequence;Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 37
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setAutoCancel(Z)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 38
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v8

    .line 39
    iget-object v0, p0, Lcom/relaykit/home/devices/AlertNotifier;->context:Landroid/content/Context;

    const-string v1, "notification"

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/NotificationManager;

    move-object v9, v0

    .line 40
    long-to-int v1, p1

    invoke-virtual {v9, v1, v8}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V

    .line 41
    return-void
.end method
