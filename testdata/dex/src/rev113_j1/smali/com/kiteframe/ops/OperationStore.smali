.class public final Lcom/kiteframe/ops/OperationStore;
.super Ljava/lang/Object;
.source "OperationStore.java"

# instance fields
.field private final db:Lcom/kiteframe/data/KiteDb;

# direct methods
.method public constructor <init>(Lcom/kiteframe/data/KiteDb;)V
    .registers 4
    .line 15
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object v3, v2, Lcom/kiteframe/ops/OperationStore;->db:Lcom/kiteframe/data/KiteDb;
    .line 17
    return-void
.end method

.method private setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 15
    .line 90
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    .line 91
    const-string v1, "state"
    invoke-virtual {v8, v1, v12}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 92
    const-string v1, "result"
    invoke-virtual {v8, v1, v13}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 93
    const-string v1, "error"
    invoke-virtual {v8, v1, v14}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 94
    iget-object v0, v10, Lcom/kiteframe/ops/OperationStore;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v9
    .line 95
    const-string v1, "operations"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v11, v4, v6
    invoke-virtual {v9, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 96
    return-void
.end method

# virtual methods
.method public create(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 10
    .line 20
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    .line 21
    const-string v1, "id"
    invoke-virtual {v4, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "owner_uid"
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 23
    const-string v1, "request_id"
    invoke-virtual {v4, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    const-string v1, "tool"
    invoke-virtual {v4, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "state"
    const-string v2, "queued"
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    const-string v1, "created_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 27
    iget-object v0, v5, Lcom/kiteframe/ops/OperationStore;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "operations"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 28
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/kiteframe/ops/Operation;
    .registers 13
    .line 31
    iget-object v0, v11, Lcom/kiteframe/ops/OperationStore;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "operations"
    sget-object v2, Lcom/kiteframe/ops/Operation;->COLUMNS:[Ljava/lang/String;
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    :L29
    .line 34
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L45
    invoke-static {v8}, Lcom/kiteframe/ops/Operation;->from(Landroid/database/Cursor;)Lcom/kiteframe/ops/Operation;
    move-result-object v0
    goto :L46
    :L45
    const/4 v0, 0x0
    :L46
    move-object v9, v0
    :L47
    .line 36
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 34
    return-object v9
    :L55
    .line 36
    move-exception v10
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 37
    throw v10
    .catchall {:L29 .. :L47} :L55
.end method

.method public list(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    .registers 14
    .line 41
    new-instance v8, Ljava/util/ArrayList;
    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V
    .line 42
    iget-object v0, v11, Lcom/kiteframe/ops/OperationStore;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "operations"
    sget-object v2, Lcom/kiteframe/ops/Operation;->COLUMNS:[Ljava/lang/String;
    const-string v7, "created_at DESC"
    const/4 v5, 0x0
    const/4 v6, 0x0
    move-object v3, v12
    move-object v4, v13
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    :L31
    .line 45
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L56
    .line 46
    invoke-static {v9}, Lcom/kiteframe/ops/Operation;->from(Landroid/database/Cursor;)Lcom/kiteframe/ops/Operation;
    move-result-object v1
    invoke-interface {v8, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L31
    :L56
    .line 49
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 50
    goto :L78
    :L66
    .line 49
    move-exception v10
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 50
    throw v10
    :L78
    .line 51
    return-object v8
    .catchall {:L31 .. :L56} :L66
.end method

.method public markRunning(Ljava/lang/String;)V
    .registers 7
    .line 55
    const-string v2, "running"
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-direct {v5, v6, v2, v3, v4}, Lcom/kiteframe/ops/OperationStore;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 56
    return-void
.end method

.method public succeed(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 8
    .line 59
    const-string v2, "succeeded"
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    invoke-direct {v5, v6, v2, v3, v4}, Lcom/kiteframe/ops/OperationStore;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    return-void
.end method

.method public fail(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 8
    .line 63
    const-string v2, "failed"
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x0
    invoke-direct {v5, v6, v2, v3, v4}, Lcom/kiteframe/ops/OperationStore;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    return-void
.end method

.method public markCancelled(Ljava/lang/String;)V
    .registers 7
    .line 67
    const-string v2, "cancelled"
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-direct {v5, v6, v2, v3, v4}, Lcom/kiteframe/ops/OperationStore;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    return-void
.end method

.method public requestCancel(Ljava/lang/String;)Z
    .registers 12
    .line 72
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    .line 73
    const-string v1, "cancel_requested"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 74
    iget-object v0, v10, Lcom/kiteframe/ops/OperationStore;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "operations"
    const-string v3, "id = ? AND state IN (\'queued\', \'running\')"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v11, v4, v6
    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v9
    .line 76
    if-lez v9, :L50
    const/4 v0, 0x1
    goto :L51
    :L50
    const/4 v0, 0x0
    :L51
    return v0
.end method

.method public cancelRequested(Ljava/lang/String;)Z
    .registers 13
    .line 80
    iget-object v0, v11, Lcom/kiteframe/ops/OperationStore;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "operations"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const-string v5, "cancel_requested"
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    :L35
    .line 83
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L58
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    if-eqz v0, :L58
    const/4 v0, 0x1
    goto :L59
    :L58
    const/4 v0, 0x0
    :L59
    move v9, v0
    :L60
    .line 85
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 83
    return v9
    :L68
    .line 85
    move-exception v10
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 86
    throw v10
    .catchall {:L35 .. :L60} :L68
.end method
