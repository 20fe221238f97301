.class public final Lcom/quillmark/docs/work/Alarms;
.super Ljava/lang/Object;
.source "Alarms.java"


# static fields
.field public static final ACTION_NIGHTLY:Ljava/lang/String; = "com.quillmark.docs.action.NIGHTLY_CLEANUP"

.field public static final ACTION_RETRY_CLEANUP:Ljava/lang/String; = "com.quillmark.docs.action.RETRY_CLEANUP"

.field static final ALARM_FLAGS:I = 0xa000000

.field public static final EXTRA_RETENTION_DAYS:Ljava/lang/String; = "retention_days"

.field static final REQUEST_NIGHTLY:I = 0x20

.field static final REQUEST_RETRY:I = 0x1f

.field static final RETRY_DELAY_MS:J = 0xdbba0L


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    return-void
.end method

.method public static armNightly(Landroid/content/Context;)V
    .registers 6

    .line 33
    invoke-static {p0}, Lcom/quillmark/docs/work/Alarms;->nightlyIntent(Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v3

    .line 34
    const/16 v0, 0x20

    const/high16 v2, 0xa000000

    invoke-static {p0, v0, v3, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v4

    .line 35
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Lcom/quillmark/docs/work/Alarms;->nextNight(J)J

    move-result-wide v1

    const/4 v0, 0x0

    invoke-static {p0, v0, v1, v2, v4}, Lcom/quillmark/docs/work/Alarms;->set(Landroid/content/Context;IJLandroid/app/PendingIntent;)V

    .line 36
    return-void
.end method

.method static nextNight(J)J
    .registers 6

    .line 60
    invoke-static {}, Ljava/util/Calendar;->getInstance()Ljava/util/Calendar;

    move-result-object v3

    .line 61
    invoke-virtual {v3, p0, p1}, Ljava/util/Calendar;->setTimeInMillis(J)V

    .line 62
    const/16 v1, 0xb

    const/4 v2, 0x3

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 63
    const/16 v1, 0xc

    const/16 v2, 0x1e

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 64
    const/16 v1, 0xd

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 65
    invoke-virtual {v3}, Ljava/util/Calendar;->getTimeInMillis()J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-gtz v0, :cond_0

    .line 66
    const/4 v1, 0x5

    const/4 v2, 0x1

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->add(II)V

    .line 68
    :cond_0
    invoke-virtual {v3}, Ljava/util/Calendar;->getTimeInMillis()J

    move-result-wide v0

    return-wide v0
.end method

.method private static nightlyIntent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4

    .line 47
    new-instance v2, Landroid/content/Intent;

    const-class v1, Lcom/quillmark/docs/work/FollowUpReceiver;

    invoke-direct {v2, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 48
    const-string v0, "com.quillmark.docs.action.NIGHTLY_CLEANUP"

    invoke-virtual {v2, v0}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    .line 49
    return-object v2
.end method

.method public static retryCleanupLater(Landroid/content/Context;I)V
    .registers 9

    .line 26
    invoke-static {p1}, Lcom/quillmark/docs/work/Alarms;->retryIntent(I)Landroid/content/Intent;

    move-result-object v5

    .line 27
    const/16 v0, 0x1f

    const/high16 v2, 0xa000000

    invoke-static {p0, v0, v5, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v6

    .line 28
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v1

    const-wide/32 v3, 0xdbba0

    add-long/2addr v1, v3

    const/4 v0, 0x2

    invoke-static {p0, v0, v1, v2, v6}, Lcom/quillmark/docs/work/Alarms;->set(Landroid/content/Context;IJLandroid/app/PendingIntent;)V

    .line 29
    return-void
.end method

.method private static retryIntent(I)Landroid/content/Intent;
    .registers 5

    .line 40
    new-instance v3, Landroid/content/Intent;

    const-string v1, "com.quillmark.docs.action.RETRY_CLEANUP"

    invoke-direct {v3, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 41
    int-to-long v1, p0

    const-string v0, "retention_days"

    invoke-virtual {v3, v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    .line 42
    return-object v3
.end method

.method private static set(Landroid/content/Context;IJLandroid/app/PendingIntent;)V
    .registers 8

    .line 53
    const-string v1, "alarm"

    invoke-virtual {p0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/AlarmManager;

    move-object v2, v0

    .line 54
    if-eqz v2, :cond_0

    .line 55
    invoke-virtual {v2, p1, p2, p3, p4}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 57
    :cond_0
    return-void
.end method
