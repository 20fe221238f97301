.class final Lcom/example/r33j1/DoseAlarms;
.super Ljava/lang/Object;
.source "DoseAlarms.java"


# static fields
.field static final ACTION_DOSE_DUE:Ljava/lang/String; = "com.example.r33j1.DOSE_DUE"

.field static final ACTION_SNOOZE:Ljava/lang/String; = "com.example.r33j1.SNOOZE"


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method private static alarms(Landroid/content/Context;)Landroid/app/AlarmManager;
    .locals 1

    .line 43
    const-string v0, "alarm"

    invoke-virtual {p0, v0}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object p0

    check-cast p0, Landroid/app/AlarmManager;

    return-object p0
.end method

.method static rescheduleAll(Landroid/content/Context;[J)V
    .locals 7

    .line 23
    invoke-static {p0}, Lcom/example/r33j1/DoseAlarms;->alarms(Landroid/content/Context;)Landroid/app/AlarmManager;

    move-result-object v0

    const/4 v1, 0x0

    .line 24
    :goto_0
    array-length v2, p1

    if-ge v1, v2, :cond_0

    .line 25
    new-instance v2, Landroid/content/Intent;

    const-string v3, "com.example.r33j1.DOSE_DUE"

    invoke-direct {v2, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 26
    add-int/lit8 v3, v1, 0x1

    const-string v4, "reminder_id"

    invoke-virtual {v2, v4, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;

    .line 27
    const/high16 v4, 0x2000000

    invoke-static {p0, v3, v2, v4}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    .line 28
    aget-wide v4, p1, v1

    const/4 v6, 0x0

    invoke-virtual {v0, v6, v4, v5, v2}, Landroid/app/AlarmManager;->setExactAndAllowWhileIdle(IJLandroid/app/PendingIntent;)V

    move v1, v3

    goto :goto_0

    .line 30
    :cond_0
    return-void
.end method

.method static schedule(Landroid/content/Context;IJ)V
    .locals 3

    .line 16
    new-instance v0, Landroid/content/Intent;

    const-class v1, Lcom/example/r33j1/DoseAlarmReceiver;

    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "reminder_id"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;

    move-result-object v0

    .line 17
    const/high16 v1, 0xc000000

    invoke-static {p0, p1, v0, v1}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 18
    invoke-static {p0}, Lcom/example/r33j1/DoseAlarms;->alarms(Landroid/content/Context;)Landroid/app/AlarmManager;

    move-result-object p0

    const/4 v0, 0x0

    invoke-virtual {p0, v0, p2, p3, p1}, Landroid/app/AlarmManager;->setExactAndAllowWhileIdle(IJLandroid/app/PendingIntent;)V

    .line 19
    return-void
.end method

.method static snooze(Landroid/content/Context;IJ)V
    .locals 3

    .line 38
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.example.r33j1.SNOOZE"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-string v1, "reminder_id"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;

    move-result-object v0

    .line 39
    invoke-static {p0}, Lcom/example/r33j1/DoseAlarms;->alarms(Landroid/content/Context;)Landroid/app/AlarmManager;

    move-result-object v1

    const/high16 v2, 0x4000000

    invoke-static {p0, p1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p0

    const/4 p1, 0x0

    invoke-virtual {v1, p1, p2, p3, p0}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 40
    return-void
.end method

.method static snoozePending(Landroid/content/Context;I)Z
    .locals 3

    .line 33
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.example.r33j1.SNOOZE"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const/high16 v1, 0x22000000

    invoke-static {p0, p1, v0, v1}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p0

    if-eqz p0, :cond_0

    const/4 p0, 0x1

    goto :goto_0

    :cond_0
    const/4 p0, 0x0

    :goto_0
    return p0
.end method
