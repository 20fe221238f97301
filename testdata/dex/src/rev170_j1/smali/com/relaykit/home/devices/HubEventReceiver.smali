.class public final Lcom/relaykit/home/devices/HubEventReceiver;
.super Landroid/content/BroadcastReceiver;
.source "HubEventReceiver.java"


# static fields
.field public static final ACTION_HUB_ALERT:Ljava/lang/String; = "com.relaykit.home.action.HUB_ALERT"

.field private static final SNOOZE_MS:J = 0x36ee80L


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 17

    .line 16
    invoke-static {p1}, Lcom/relaykit/home/core/AppGraph;->root(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v7

    .line 17
    const-class v1, Lcom/relaykit/home/devices/DeviceRepo;

    invoke-virtual {v7, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/devices/DeviceRepo;

    move-object v8, v0

    .line 18
    move-object/from16 v0, p2

    invoke-virtual {v0}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v9

    .line 19
    const-string v0, "com.relaykit.home.action.SNOOZE_ALERT"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 20
    move-object/from16 v0, p2

    const-string v1, "com.relaykit.home.extra.ALERT_ID"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v10

    .line 21
    const-wide/16 v2, 0x0

    cmp-long v0, v10, v2

    if-lez v0, :cond_0

    .line 22
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    const-wide/32 v5, 0x36ee80

    add-long/2addr v3, v5

    invoke-virtual {v8, v10, v11, v3, v4}, Lcom/relaykit/home/devices/DeviceRepo;->snooze(JJ)V

    .line 24
    :cond_0
    goto :goto_0

    :cond_1
    const-string v0, "com.relaykit.home.action.HUB_ALERT"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 25
    move-object/from16 v0, p2

    const-string v1, "device_id"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 26
    move-object/from16 v0, p2

    const-string v1, "message"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 27
    if-eqz v10, :cond_2

    if-nez v11, :cond_3

    .line 28
    :cond_2
    return-void

    .line 30
    :cond_3
    invoke-virtual {v8, v10, v11}, Lcom/relaykit/home/devices/DeviceRepo;->recordAlert(Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v12

    .line 31
    const-class v1, Lcom/relaykit/home/devices/AlertNotifier;

    invoke-virtual {v7, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/devices/AlertNotifier;

    invoke-virtual {v8, v10}, Lcom/relaykit/home/devices/DeviceRepo;->deviceName(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v12, v13, v3, v11}, Lcom/relaykit/home/devices/AlertNotifier;->showHubAlert(JLjava/lang/String;Ljava/lang/String;)V

    .line 33
    :cond_4
    :goto_0
    return-void
.end method
