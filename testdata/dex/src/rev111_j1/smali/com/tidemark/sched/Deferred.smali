.class public final Lcom/tidemark/sched/Deferred;
.super Ljava/lang/Object;
.source "Deferred.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static fade(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)Ljava/lang/Runnable;
    .registers 4

    .line 24
    new-instance v0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0, p1, p2}, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)V

    return-object v0
.end method

.method static synthetic lambda$fade$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)V
    .registers 6

    .line 25
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const-string v1, "UPDATE scenes SET active = 0 WHERE id = ?"

    invoke-virtual {p0, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 26
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    .line 27
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const/4 v2, 0x1

    aput-object v1, v0, v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const/4 v2, 0x2

    aput-object v1, v0, v2

    .line 26
    const-string v1, "INSERT INTO scene_log(scene, by_uid, at) VALUES (?, ?, ?)"

    invoke-virtual {p0, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 28
    return-void
.end method

.method static synthetic lambda$meterReading$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;D)V
    .registers 8

    .line 15
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const-string v1, "UPDATE zones SET running = 0 WHERE name = ?"

    invoke-virtual {p0, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 16
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 17
    const/4 v1, 0x4

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    .line 18
    invoke-static {p2, p3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;

    move-result-object v2

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/4 v3, 0x2

    aput-object v2, v1, v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const/4 v3, 0x3

    aput-object v2, v1, v3

    .line 17
    const-string v2, "INSERT INTO meter(zone, litres, by_uid, at) VALUES (?, ?, ?, ?)"

    invoke-virtual {p0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 19
    return-void
.end method

.method static synthetic lambda$sweep$2(Lcom/tidemark/zones/CalibrationLog;J)V
    .registers 5

    .line 33
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    sub-long/2addr v0, p1

    invoke-virtual {p0, v0, v1}, Lcom/tidemark/zones/CalibrationLog;->expire(J)V

    return-void
.end method

.method public static meterReading(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;D)Ljava/lang/Runnable;
    .registers 5

    .line 14
    new-instance v0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1, p2, p3}, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda0;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;D)V

    return-object v0
.end method

.method public static sweep(Lcom/tidemark/zones/CalibrationLog;J)Ljava/lang/Runnable;
    .registers 4

    .line 33
    new-instance v0, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0, p1, p2}, Lcom/tidemark/sched/Deferred$$ExternalSyntheticLambda2;-><init>(Lcom/tidemark/zones/CalibrationLog;J)V

    return-object v0
.end method
