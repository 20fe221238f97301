.class public final Lcom/tidewell/home/ReminderAlarmReceiver;
.super Landroid/content/BroadcastReceiver;
.source "Receivers.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 12

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "intent"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    const-string v1, "com.tidewell.home.extra.REMINDER"

    const-wide/16 v2, -0x1

    invoke-virtual {p2, v1, v2, v3}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v6

    .line 16
    sget-object v0, Lcom/tidewell/home/HomeDb;->Companion:Lcom/tidewell/home/HomeDb$Companion;

    invoke-virtual {v0, p1}, Lcom/tidewell/home/HomeDb$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/HomeDb;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-virtual {v0, v6, v7, v3, v4}, Lcom/tidewell/home/HomeDb;->advance(JJ)Lcom/tidewell/home/Reminder;

    move-result-object v8

    .line 17
    if-eqz v8, :cond_0

    sget-object v0, Lcom/tidewell/home/ReminderAlarms;->INSTANCE:Lcom/tidewell/home/ReminderAlarms;

    invoke-virtual {v0, p1, v8}, Lcom/tidewell/home/ReminderAlarms;->arm(Landroid/content/Context;Lcom/tidewell/home/Reminder;)V

    .line 18
    :cond_0
    const-string v4, "android.intent.extra.ALARM_COUNT"

    const/4 v5, 0x1

    invoke-virtual {p2, v4, v5}, Landroid/content/Intent;->getIntExtra(Ljava/lang/String;I)I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "reminder "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " fired ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, "x)"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tidewell"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 19
    return-void
.end method
