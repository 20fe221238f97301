.class public final Lcom/tidepool/reef/cetp/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/cetp/Ledger$Entry;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field public static final WINDOW_MS:J = 0x5265c00L


# instance fields
.field private final helper:Landroid/database/sqlite/SQLiteOpenHelper;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 14
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "args_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "state"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "result"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tidepool/reef/cetp/Ledger;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/database/sqlite/SQLiteOpenHelper;)V
    .registers 2

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 37
    iput-object p1, p0, Lcom/tidepool/reef/cetp/Ledger;->helper:Landroid/database/sqlite/SQLiteOpenHelper;

    .line 38
    return-void
.end method


# virtual methods
.method public declared-synchronized complete(Ljava/lang/String;Lcom/tidepool/reef/cetp/ToolRequest;Ljava/lang/String;)V
    .registers 12

    monitor-enter p0

    .line 64
    :try_start_0
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v7, v0

    .line 65
    const-string v1, "state"

    const-string v2, "done"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 66
    const-string v1, "result"

    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    iget-object v0, p0, Lcom/tidepool/reef/cetp/Ledger;->helper:Landroid/database/sqlite/SQLiteOpenHelper;

    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteOpenHelper;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget v6, p2, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    .line 68
    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    const/4 v5, 0x1

    aput-object p1, v4, v5

    iget-object v6, p2, Lcom/tidepool/reef/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const/4 v5, 0x2

    aput-object v6, v4, v5

    .line 67
    const-string v1, "ledger"

    const-string v3, "uid = ? AND provider_id = ? AND request_id = ?"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 69
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized release(Ljava/lang/String;Lcom/tidepool/reef/cetp/ToolRequest;)V
    .registers 9

    monitor-enter p0

    .line 73
    :try_start_0
    iget-object v0, p0, Lcom/tidepool/reef/cetp/Ledger;->helper:Landroid/database/sqlite/SQLiteOpenHelper;

    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteOpenHelper;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x4

    new-array v3, v3, [Ljava/lang/String;

    iget v5, p2, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    .line 74
    invoke-static {v5}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const/4 v4, 0x1

    aput-object p1, v3, v4

    iget-object v5, p2, Lcom/tidepool/reef/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const/4 v4, 0x2

    aput-object v5, v3, v4

    const/4 v4, 0x3

    const-string v5, "pending"

    aput-object v5, v3, v4

    .line 73
    const-string v1, "ledger"

    const-string v2, "uid = ? AND provider_id = ? AND request_id = ? AND state = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 75
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized reserve(Ljava/lang/String;Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Ledger$Entry;
    .registers 19

    monitor-enter p0

    .line 42
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/tidepool/reef/cetp/Ledger;->helper:Landroid/database/sqlite/SQLiteOpenHelper;

    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteOpenHelper;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 43
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    move-object/from16 v3, p2

    iget v3, v3, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    invoke-static {v3}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    const/4 v2, 0x1

    aput-object p1, v0, v2

    move-object/from16 v3, p2

    iget-object v3, v3, Lcom/tidepool/reef/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const/4 v2, 0x2

    aput-object v3, v0, v2

    move-object v10, v0

    .line 44
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x5265c00

    sub-long v11, v0, v2

    .line 45
    sget-object v2, Lcom/tidepool/reef/cetp/Ledger;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v8, 0x0

    aget-object v7, v10, v8

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const/4 v8, 0x1

    aget-object v7, v10, v8

    const/4 v6, 0x1

    aput-object v7, v4, v6

    const/4 v8, 0x2

    aget-object v7, v10, v8

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 46
    invoke-static {v11, v12}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x3

    aput-object v7, v4, v6

    .line 45
    move-object v0, v9

    const-string v1, "ledger"

    const-string v3, "uid = ? AND provider_id = ? AND request_id = ? AND created_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v13

    .line 47
    :try_start_1
    invoke-interface {v13}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 48
    new-instance v0, Lcom/tidepool/reef/cetp/Ledger$Entry;

    const/4 v3, 0x0

    invoke-interface {v13, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v13, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x2

    invoke-interface {v13, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {v13, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/tidepool/reef/cetp/Ledger$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-object v14, v0

    .line 50
    if-eqz v13, :cond_0

    :try_start_2
    invoke-interface {v13}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 48
    :cond_0
    move-object v0, v14

    monitor-exit p0

    return-object v0

    .line 50
    :cond_1
    if-eqz v13, :cond_3

    :try_start_3
    invoke-interface {v13}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    goto :goto_1

    :catch_0
    move-exception v14

    .line 45
    if-eqz v13, :cond_2

    :try_start_4
    invoke-interface {v13}, Landroid/database/Cursor;->close()V
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_1
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    goto :goto_0

    :catch_1
    move-exception v15

    :try_start_5
    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v14

    .line 51
    :cond_3
    :goto_1
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v13, v0

    .line 52
    move-object/from16 v2, p2

    iget v2, v2, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 53
    const-string v1, "provider_id"

    move-object/from16 v2, p1

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/tidepool/reef/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    move-object/from16 v2, p2

    invoke-virtual {v2}, Lcom/tidepool/reef/cetp/ToolRequest;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args_sha256"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 57
    const-string v1, "state"

    const-string v2, "pending"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 59
    const-string v1, "ledger"

    const/4 v2, 0x0

    const/4 v4, 0x5

    invoke-virtual {v9, v1, v2, v13, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_0

    .line 60
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
