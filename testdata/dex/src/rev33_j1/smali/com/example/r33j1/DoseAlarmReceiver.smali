.class public final Lcom/example/r33j1/DoseAlarmReceiver;
.super Landroid/content/BroadcastReceiver;
.source "DoseAlarmReceiver.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 7
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .locals 4

    .line 10
    const-string v0, "reminder_id"

    const/4 v1, 0x0

    invoke-virtual {p2, v0, v1}, Landroid/content/Intent;->getIntExtra(Ljava/lang/String;I)I

    move-result v0

    .line 11
    invoke-static {p1, v0}, Lcom/example/r33j1/DoseAlarms;->snoozePending(Landroid/content/Context;I)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 12
    return-void

    .line 14
    :cond_0
    const-string v2, "snooze"

    invoke-virtual {p2, v2, v1}, Landroid/content/Intent;->getBooleanExtra(Ljava/lang/String;Z)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 15
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    const-wide/32 v3, 0x927c0

    add-long/2addr v1, v3

    invoke-static {p1, v0, v1, v2}, Lcom/example/r33j1/DoseAlarms;->snooze(Landroid/content/Context;IJ)V

    .line 16
    return-void

    .line 18
    :cond_1
    const-string v1, "drug"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, v0, p2}, Lcom/example/r33j1/DoseNotifier;->show(Landroid/content/Context;ILjava/lang/String;)V

    .line 19
    return-void
.end method
