.class public final Lcom/tallowbrook/salon/core/ApprovalStore;
.super Ljava/lang/Object;
.source "ApprovalStore.java"


# static fields
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.tallowbrook.salon.extra.RESUME_TOKEN"

.field public static final STATE_APPROVED:I = 0x1

.field public static final STATE_DENIED:I = 0x2

.field public static final STATE_GONE:I = 0x3

.field public static final STATE_PENDING:I = 0x0

.field private static final TTL_MS:J = 0x927c0L


# instance fields
.field private final db:Lcom/tallowbrook/salon/core/SalonDb;

.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallowbrook/salon/core/LiveValue<",
            "Ljava/lang/Integer;",
            ">;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/tallowbrook/salon/core/SalonDb;)V
    .registers 3

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->live:Ljava/util/Map;

    .line 25
    iput-object p1, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 26
    return-void
.end method

.method private declared-synchronized forget(Ljava/lang/String;)V
    .registers 3

    monitor-enter p0

    .line 139
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->live:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 140
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method private static stateOf(Landroid/database/Cursor;)I
    .registers 4

    .line 131
    const-string v1, "approved"

    invoke-interface {p0, v1}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v2

    .line 132
    invoke-interface {p0, v2}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 133
    const/4 v0, 0x0

    return v0

    .line 135
    :cond_0
    invoke-interface {p0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x2

    :goto_0
    return v0
.end method


# virtual methods
.method public consume(ILcom/tallowbrook/salon/core/ToolCall;)I
    .registers 17

    .line 80
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/tallowbrook/salon/core/ToolCall;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 81
    const/4 v0, 0x1

    return v0

    .line 83
    :cond_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 84
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 86
    const/4 v2, 0x7

    :try_start_0
    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "uid"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "provider_id"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "request_id"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "args_digest"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "approved"

    aput-object v5, v2, v4

    const/4 v4, 0x6

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/tallowbrook/salon/core/ToolCall;->resumeToken:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    move-object v0, v8

    const-string v1, "approvals"

    const-string v3, "token = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    move-result-object v9

    .line 90
    const/4 v11, 0x0

    .line 92
    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 93
    const/4 v10, 0x4

    goto :goto_1

    .line 94
    :cond_1
    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    if-ne v0, p1, :cond_2

    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/tallowbrook/salon/core/ToolCall;->providerId:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/tallowbrook/salon/core/ToolCall;->tool:Ljava/lang/String;

    .line 95
    const/4 v2, 0x2

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/tallowbrook/salon/core/ToolCall;->requestId:Ljava/lang/String;

    const/4 v2, 0x3

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/tallowbrook/salon/core/ToolCall;->argsDigest:Ljava/lang/String;

    .line 96
    const/4 v2, 0x4

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 97
    :cond_2
    const/4 v10, 0x4

    goto :goto_1

    .line 98
    :cond_3
    const/4 v1, 0x6

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_4

    .line 99
    const/4 v10, 0x4

    .line 100
    const/4 v11, 0x1

    goto :goto_1

    .line 102
    :cond_4
    invoke-static {v9}, Lcom/tallowbrook/salon/core/ApprovalStore;->stateOf(Landroid/database/Cursor;)I
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 104
    :sswitch_0
    const/4 v10, 0x2

    .line 105
    goto :goto_1

    .line 107
    :sswitch_1
    const/4 v10, 0x0

    .line 108
    const/4 v11, 0x1

    .line 109
    goto :goto_1

    .line 111
    :goto_0
    const/4 v10, 0x3

    .line 112
    const/4 v11, 0x1

    .line 117
    :goto_1
    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 118
    goto :goto_2

    :catchall_0
    move-exception v12

    .line 117
    :try_start_3
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 118
    throw v12

    .line 119
    :goto_2
    if-eqz v11, :cond_5

    .line 120
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    move-object/from16 v6, p2

    iget-object v6, v6, Lcom/tallowbrook/salon/core/ToolCall;->resumeToken:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v3, v5

    const-string v1, "approvals"

    const-string v2, "token = ?"

    invoke-virtual {v8, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 121
    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/tallowbrook/salon/core/ToolCall;->resumeToken:Ljava/lang/String;

    invoke-direct {p0, v1}, Lcom/tallowbrook/salon/core/ApprovalStore;->forget(Ljava/lang/String;)V

    .line 123
    :cond_5
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    .line 124
    move v12, v10

    .line 126
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 124
    return v12

    :catchall_1
    move-exception v13

    .line 126
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 127
    throw v13

    :sswitch_data_0
    .sparse-switch
        0x0 -> :sswitch_0
        0x1 -> :sswitch_1
    .end sparse-switch
.end method

.method public decide(Ljava/lang/String;Z)V
    .registers 11

    .line 60
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 61
    move-object v0, v6

    const-string v1, "approved"

    if-eqz p2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 62
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "approvals"

    const-string v3, "token = ? AND approved IS NULL"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v7

    .line 64
    const/4 v1, 0x1

    if-ne v7, v1, :cond_2

    .line 65
    invoke-virtual {p0, p1}, Lcom/tallowbrook/salon/core/ApprovalStore;->watch(Ljava/lang/String;)Lcom/tallowbrook/salon/core/LiveValue;

    move-result-object v0

    if-eqz p2, :cond_1

    const/4 v1, 0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x2

    :goto_1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/LiveValue;->set(Ljava/lang/Object;)V

    .line 67
    :cond_2
    return-void
.end method

.method public open(Lcom/tallowbrook/salon/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;
    .registers 11

    .line 29
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v6

    .line 30
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 31
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    iget v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 33
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 35
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->argsDigest:Ljava/lang/String;

    const-string v1, "args_digest"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    const-string v1, "summary"

    invoke-virtual {v7, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 39
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 40
    return-object v6
.end method

.method public summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 14

    .line 45
    if-nez p1, :cond_0

    .line 46
    const/4 v0, 0x0

    return-object v0

    .line 48
    :cond_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "summary"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 50
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 48
    const-string v1, "approvals"

    const-string v3, "token = ? AND approved IS NULL AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 52
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 54
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 52
    return-object v10

    :catchall_0
    move-exception v11

    .line 54
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 55
    throw v11
.end method

.method public declared-synchronized watch(Ljava/lang/String;)Lcom/tallowbrook/salon/core/LiveValue;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Lcom/tallowbrook/salon/core/LiveValue<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation

    monitor-enter p0

    .line 70
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->live:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/core/LiveValue;

    move-object v3, v0

    .line 71
    if-nez v3, :cond_1

    .line 72
    new-instance v0, Lcom/tallowbrook/salon/core/LiveValue;

    invoke-virtual {p0, p1}, Lcom/tallowbrook/salon/core/ApprovalStore;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    move-object v1, v0

    if-nez v2, :cond_0

    const/4 v2, 0x3

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/tallowbrook/salon/core/LiveValue;-><init>(Ljava/lang/Object;)V

    move-object v3, v0

    .line 73
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ApprovalStore;->live:Ljava/util/Map;

    invoke-interface {v0, p1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 75
    :cond_1
    move-object v0, v3

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
