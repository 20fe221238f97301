.class public final Lapp/trailmark/logbook/data/RequestLedger;
.super Ljava/lang/Object;
.source "RequestLedger.kt"


# static fields
.field private static final Companion:Lapp/trailmark/logbook/data/RequestLedger$Companion;

.field public static final DONE:Ljava/lang/String; = "done"

.field public static final RUNNING:Ljava/lang/String; = "running"


# instance fields
.field private final db:Lapp/trailmark/logbook/data/TrailDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/data/RequestLedger$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/data/RequestLedger$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/data/RequestLedger;->Companion:Lapp/trailmark/logbook/data/RequestLedger$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/trailmark/logbook/data/TrailDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/data/RequestLedger;->db:Lapp/trailmark/logbook/data/TrailDb;

    return-void
.end method


# virtual methods
.method public final claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/trailmark/logbook/data/Claim;
    .registers 17

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "argsDigest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    move-object v10, v9

    const/4 v11, 0x0

    .line 18
    const-string v1, "dedup_key"

    invoke-virtual {v10, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 19
    const-string v1, "tool"

    invoke-virtual {v10, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 20
    const-string v1, "args_digest"

    move-object/from16 v2, p3

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 21
    const-string v1, "state"

    const-string v2, "running"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 22
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 17
    move-object v8, v9

    .line 24
    iget-object v0, p0, Lapp/trailmark/logbook/data/RequestLedger;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v8, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    move-result-wide v0

    const-wide/16 v2, -0x1

    cmp-long v0, v0, v2

    if-eqz v0, :cond_0

    .line 25
    sget-object v0, Lapp/trailmark/logbook/data/Claim$Fresh;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Fresh;

    check-cast v0, Lapp/trailmark/logbook/data/Claim;

    return-object v0

    .line 27
    :cond_0
    iget-object v0, p0, Lapp/trailmark/logbook/data/RequestLedger;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 28
    const/4 v2, 0x4

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "tool"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "args_digest"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const-string v4, "state"

    const/4 v3, 0x2

    aput-object v4, v9, v3

    const-string v4, "outcome"

    const/4 v3, 0x3

    aput-object v4, v9, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    const/4 v5, 0x0

    aput-object p1, v9, v5

    .line 27
    move-object v4, v9

    const-string v1, "requests"

    const-string v3, "dedup_key = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    .line 29
    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    const/4 v12, 0x0

    .line 31
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lapp/trailmark/logbook/data/Claim$Mismatch;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Mismatch;

    check-cast v0, Lapp/trailmark/logbook/data/Claim;

    goto :goto_0

    .line 32
    :cond_1
    const/4 v1, 0x0

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v1, 0x1

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    sget-object v0, Lapp/trailmark/logbook/data/Claim$Mismatch;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Mismatch;

    check-cast v0, Lapp/trailmark/logbook/data/Claim;

    goto :goto_0

    .line 33
    :cond_3
    const/4 v1, 0x2

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, "done"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lapp/trailmark/logbook/data/Claim$Finished;

    const/4 v3, 0x3

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/data/Claim$Finished;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/data/Claim;

    goto :goto_0

    .line 34
    :cond_4
    sget-object v0, Lapp/trailmark/logbook/data/Claim$Running;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Running;

    check-cast v0, Lapp/trailmark/logbook/data/Claim;

    .line 29
    :goto_0
    move-object v11, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 27
    :goto_1
    return-object v0
.end method

.method public final finish(Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcome"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    move-object v8, v7

    const/4 v9, 0x0

    .line 41
    const-string v1, "state"

    const-string v2, "done"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    const-string v1, "outcome"

    invoke-virtual {v8, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    move-object v6, v7

    .line 44
    iget-object v0, p0, Lapp/trailmark/logbook/data/RequestLedger;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v7, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v7, v5

    const-string v1, "requests"

    const-string v3, "dedup_key = ?"

    invoke-virtual {v0, v1, v6, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 45
    return-void
.end method

.method public final release(Ljava/lang/String;)V
    .registers 9

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    iget-object v0, p0, Lapp/trailmark/logbook/data/RequestLedger;->db:Lapp/trailmark/logbook/data/TrailDb;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x2

    new-array v6, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v6, v4

    const-string v5, "running"

    const/4 v4, 0x1

    aput-object v5, v6, v4

    const-string v1, "requests"

    const-string v2, "dedup_key = ? AND state = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 50
    return-void
.end method
