.class public final Lcom/tidewell/home/BootReceiver;
.super Landroid/content/BroadcastReceiver;
.source "Receivers.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 15

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "intent"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-virtual {p2}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v0

    const-string v1, "android.intent.action.BOOT_COMPLETED"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    return-void

    .line 26
    :cond_0
    const-class v1, Landroid/app/AlarmManager;

    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Landroid/app/AlarmManager;

    .line 27
    sget-object v0, Lcom/tidewell/home/HomeDb;->Companion:Lcom/tidewell/home/HomeDb$Companion;

    invoke-virtual {v0, p1}, Lcom/tidewell/home/HomeDb$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/HomeDb;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tidewell/home/HomeDb;->upcoming(J)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lcom/tidewell/home/Reminder;

    .line 28
    invoke-virtual {v8}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v0

    long-to-int v9, v0

    .line 32
    new-instance v2, Landroid/content/Intent;

    const-class v5, Lcom/tidewell/home/ReminderAlarmReceiver;

    invoke-direct {v2, p1, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v3, "com.tidewell.home.action.REMINDER_FIRE"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    invoke-virtual {v8}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v4

    const-string v3, "com.tidewell.home.extra.REMINDER"

    invoke-virtual {v2, v3, v4, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v2

    .line 30
    const/high16 v3, 0xa000000

    invoke-static {p1, v9, v2, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v10

    .line 37
    new-instance v2, Landroid/content/Intent;

    const-string v4, "com.tidewell.home.action.SHOW_REMINDER"

    invoke-direct {v2, v4}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {v8}, Lcom/tidewell/home/Reminder;->getId()J

    move-result-wide v4

    const-string v3, "com.tidewell.home.extra.REMINDER"

    invoke-virtual {v2, v3, v4, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v2

    .line 35
    const/high16 v3, 0xa000000

    invoke-static {p1, v9, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v11

    .line 40
    new-instance v1, Landroid/app/AlarmManager$AlarmClockInfo;

    invoke-virtual {v8}, Lcom/tidewell/home/Reminder;->getDueAt()J

    move-result-wide v3

    invoke-direct {v1, v3, v4, v11}, Landroid/app/AlarmManager$AlarmClockInfo;-><init>(JLandroid/app/PendingIntent;)V

    invoke-virtual {v6, v1, v10}, Landroid/app/AlarmManager;->setAlarmClock(Landroid/app/AlarmManager$AlarmClockInfo;Landroid/app/PendingIntent;)V

    goto :goto_0

    .line 42
    :cond_1
    return-void
.end method
