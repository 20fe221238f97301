.class public final Lapp/kestrel/notes/data/RequestLedger;
.super Ljava/lang/Object;
.source "RequestLedger.kt"


# static fields
.field private static final Companion:Lapp/kestrel/notes/data/RequestLedger$Companion;

.field public static final WHERE:Ljava/lang/String; = "uid = ? AND provider = ? AND request_id = ?"


# instance fields
.field private final db:Lapp/kestrel/notes/data/KestrelDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/kestrel/notes/data/RequestLedger$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/data/RequestLedger$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/data/RequestLedger;->Companion:Lapp/kestrel/notes/data/RequestLedger$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/kestrel/notes/data/KestrelDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/data/RequestLedger;->db:Lapp/kestrel/notes/data/KestrelDb;

    return-void
.end method

.method private final lookup([Ljava/lang/String;)Lapp/kestrel/notes/data/RequestLedger$Prior;
    .registers 13

    .line 52
    iget-object v0, p0, Lapp/kestrel/notes/data/RequestLedger;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "tool"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "digest"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const-string v4, "result"

    const/4 v3, 0x2

    aput-object v4, v9, v3

    move-object v2, v9

    move-object v4, p1

    const-string v1, "requests"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 54
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/kestrel/notes/data/RequestLedger$Prior;

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lapp/kestrel/notes/data/RequestLedger$Prior;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 56
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 54
    return-object v9

    .line 56
    :catchall_0
    move-exception v10

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    throw v10
.end method

.method private final declared-synchronized reserve([Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/kestrel/notes/data/RequestLedger$Prior;
    .registers 10

    monitor-enter p0

    .line 38
    :try_start_0
    invoke-direct {p0, p1}, Lapp/kestrel/notes/data/RequestLedger;->lookup([Ljava/lang/String;)Lapp/kestrel/notes/data/RequestLedger$Prior;

    move-result-object v4

    .line 39
    if-eqz v4, :cond_0

    monitor-exit p0

    return-object v4

    .line 40
    :cond_0
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 41
    const/4 v3, 0x0

    aget-object v2, p1, v3

    invoke-static {v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 42
    const/4 v3, 0x1

    aget-object v2, p1, v3

    const-string v1, "provider"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 43
    const/4 v3, 0x2

    aget-object v2, p1, v3

    const-string v1, "request_id"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 44
    const-string v1, "tool"

    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    const-string v1, "digest"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 46
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 47
    iget-object v0, p0, Lapp/kestrel/notes/data/RequestLedger;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 48
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method


# virtual methods
.method public final once-yCXRd7g(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;
    .registers 17

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "digest"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "work"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    const/4 v0, 0x3

    new-array v6, v0, [Ljava/lang/String;

    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    const/4 v1, 0x1

    aput-object p2, v6, v1

    const/4 v1, 0x2

    aput-object p3, v6, v1

    move-object v5, v6

    .line 17
    invoke-direct {p0, v5, p4, p5}, Lapp/kestrel/notes/data/RequestLedger;->reserve([Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/kestrel/notes/data/RequestLedger$Prior;

    move-result-object v6

    .line 18
    if-eqz v6, :cond_3

    .line 19
    invoke-virtual {v6}, Lapp/kestrel/notes/data/RequestLedger$Prior;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v6}, Lapp/kestrel/notes/data/RequestLedger$Prior;->getDigest()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p5}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$ReusedRequestId;

    const/4 v4, 0x0

    invoke-direct {v2, p4, v4}, Lapp/kestrel/notes/cetp/ToolFailure$ReusedRequestId;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 20
    :cond_1
    invoke-virtual {v6}, Lapp/kestrel/notes/data/RequestLedger$Prior;->getResult()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    sget-object v2, Lapp/kestrel/notes/cetp/ToolFailure$InFlight;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$InFlight;

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    :cond_2
    move-object v7, v0

    .line 21
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0

    .line 24
    :cond_3
    :try_start_0
    move-object/from16 v0, p6

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lorg/json/JSONObject;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 25
    :catch_0
    move-exception v9

    .line 26
    iget-object v0, p0, Lapp/kestrel/notes/data/RequestLedger;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const-string v2, "uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 27
    throw v9

    .line 23
    :goto_0
    move-object v7, v8

    .line 29
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 30
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    iget-object v0, p0, Lapp/kestrel/notes/data/RequestLedger;->db:Lapp/kestrel/notes/data/KestrelDb;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/KestrelDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {v0, v1, v8, v3, v5}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 32
    return-object v7
.end method
