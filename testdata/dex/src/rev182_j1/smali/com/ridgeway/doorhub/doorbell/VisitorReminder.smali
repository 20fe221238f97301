.class public Lcom/ridgeway/doorhub/doorbell/VisitorReminder;
.super Ljava/lang/Object;
.source "VisitorReminder.java"


# static fields
.field static final REMIND_AFTER_MS:J = 0x493e0L


# instance fields
.field private final alarms:Landroid/app/AlarmManager;

.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;Landroid/app/AlarmManager;)V
    .registers 3

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->context:Landroid/content/Context;

    .line 18
    iput-object p2, p0, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->alarms:Landroid/app/AlarmManager;

    .line 19
    return-void
.end method


# virtual methods
.method public remindAboutVisitor()V
    .registers 8

    .line 22
    iget-object v0, p0, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/AppModule;->provideVisitorReminder(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v6

    .line 23
    iget-object v0, p0, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->alarms:Landroid/app/AlarmManager;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x493e0

    add-long/2addr v2, v4

    const/4 v1, 0x0

    invoke-virtual {v0, v1, v2, v3, v6}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 24
    return-void
.end method

.method public scheduleAutoLock(Ljava/lang/String;I)V
    .registers 12

    .line 27
    if-gtz p2, :cond_0

    .line 28
    return-void

    .line 30
    :cond_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->context:Landroid/content/Context;

    invoke-static {v0, p1}, Lcom/ridgeway/doorhub/di/AppModule;->provideAutoLockAlarm(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v8

    .line 31
    iget-object v0, p0, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->alarms:Landroid/app/AlarmManager;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    int-to-long v4, p2

    const-wide/16 v6, 0x3e8

    mul-long/2addr v4, v6

    add-long/2addr v2, v4

    const/4 v1, 0x0

    invoke-virtual {v0, v1, v2, v3, v8}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 32
    return-void
.end method
