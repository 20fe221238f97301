.class public final Lnet/switchyard/hub/ReminderReceiver;
.super Landroid/content/BroadcastReceiver;
.source "ReminderReceiver.kt"


# static fields
.field public static final ACTION_FIRE:Ljava/lang/String; = "net.switchyard.hub.action.REMINDER"

.field public static final ACTION_SNOOZE:Ljava/lang/String; = "net.switchyard.hub.action.SNOOZE_NOTE"

.field public static final Companion:Lnet/switchyard/hub/ReminderReceiver$Companion;

.field public static final EXTRA_ID:Ljava/lang/String; = "net.switchyard.hub.extra.REMINDER_ID"

.field public static final EXTRA_NOTE:Ljava/lang/String; = "net.switchyard.hub.extra.NOTE_ID"

.field public static final EXTRA_TITLE:Ljava/lang/String; = "net.switchyard.hub.extra.TITLE"

.field private static final REMINDER_TAG:Ljava/lang/String; = "reminder"

.field private static final SNOOZE_MS:J = 0x927c0L


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/switchyard/hub/ReminderReceiver$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/switchyard/hub/ReminderReceiver$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/ReminderReceiver;->Companion:Lnet/switchyard/hub/ReminderReceiver$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 17

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "intent"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    const-class v1, Landroid/app/NotificationManager;

    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Landroid/app/NotificationManager;

    .line 14
    move-object/from16 v0, p2

    invoke-virtual {v0}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v9

    .line 15
    const-string v1, "net.switchyard.hub.action.REMINDER"

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 16
    move-object/from16 v0, p2

    const-string v1, "net.switchyard.hub.extra.TITLE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v10, v0

    .line 17
    sget-object v0, Lnet/switchyard/hub/NotificationModule;->Companion:Lnet/switchyard/hub/NotificationModule$Companion;

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v8}, Lnet/switchyard/hub/NotificationModule$Companion;->ensureChannel(Landroid/app/NotificationManager;)V

    .line 18
    new-instance v0, Landroid/app/Notification$Builder;

    const-string v3, "assistant_notes"

    invoke-direct {v0, p1, v3}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 19
    const v1, 0x108005e

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 20
    move-object v1, v10

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 21
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setAutoCancel(Z)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 22
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v11

    .line 23
    move-object/from16 v2, p2

    const-string v3, "net.switchyard.hub.extra.REMINDER_ID"

    const-wide/16 v4, 0x0

    invoke-virtual {v2, v3, v4, v5}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v2

    long-to-int v2, v2

    const-string v1, "reminder"

    invoke-virtual {v8, v1, v2, v11}, Landroid/app/NotificationManager;->notify(Ljava/lang/String;ILandroid/app/Notification;)V

    goto :goto_0

    .line 25
    :cond_1
    const-string v1, "net.switchyard.hub.action.SNOOZE_NOTE"

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 26
    move-object/from16 v0, p2

    const-string v1, "net.switchyard.hub.extra.NOTE_ID"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v10

    .line 27
    move-object/from16 v0, p2

    const-string v1, "net.switchyard.hub.extra.TITLE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    return-void

    :cond_2
    move-object v12, v0

    .line 28
    long-to-int v2, v10

    const-string v1, "note"

    invoke-virtual {v8, v1, v2}, Landroid/app/NotificationManager;->cancel(Ljava/lang/String;I)V

    .line 29
    const-class v1, Landroid/app/AlarmManager;

    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v13

    check-cast v13, Landroid/app/AlarmManager;

    .line 30
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    sget-object v4, Lnet/switchyard/hub/AlarmModule;->Companion:Lnet/switchyard/hub/AlarmModule$Companion;

    neg-long v6, v10

    invoke-virtual {v4, p1, v6, v7, v12}, Lnet/switchyard/hub/AlarmModule$Companion;->alarmIntent(Landroid/content/Context;JLjava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const/4 v1, 0x0

    invoke-virtual {v13, v1, v2, v3, v4}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 33
    :cond_3
    :goto_0
    return-void
.end method
