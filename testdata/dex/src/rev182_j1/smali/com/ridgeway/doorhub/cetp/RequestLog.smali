.class public Lcom/ridgeway/doorhub/cetp/RequestLog;
.super Ljava/lang/Object;
.source "RequestLog.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ridgeway/doorhub/cetp/RequestLog$Mutation;
    }
.end annotation


# instance fields
.field private final database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;


# direct methods
.method public constructor <init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;)V
    .registers 2

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/RequestLog;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    .line 23
    return-void
.end method


# virtual methods
.method public declared-synchronized execute(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Lcom/ridgeway/doorhub/cetp/RequestLog$Mutation;)Landroid/os/Bundle;
    .registers 13

    monitor-enter p0

    .line 47
    :try_start_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/RequestLog;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 48
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    .line 50
    :try_start_1
    invoke-virtual {p0, p1}, Lcom/ridgeway/doorhub/cetp/RequestLog;->replay(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v5

    .line 51
    if-eqz v5, :cond_0

    .line 52
    move-object v6, v5

    .line 69
    :try_start_2
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 52
    move-object v0, v6

    monitor-exit p0

    return-object v0

    .line 54
    :cond_0
    :try_start_3
    invoke-interface {p2, p1}, Lcom/ridgeway/doorhub/cetp/RequestLog$Mutation;->run(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v6

    .line 55
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v7, v0

    .line 56
    iget v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 57
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->providerId:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    iget-object v2, v2, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->argsDigest:Ljava/lang/String;

    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 61
    const-string v3, "status"

    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    const-string v3, "data"

    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    const-string v3, "error_code"

    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 64
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 65
    const-string v1, "request_log"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 66
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    .line 67
    move-object v8, v6

    .line 69
    :try_start_4
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1

    .line 67
    move-object v0, v8

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v9

    .line 69
    :try_start_5
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 70
    throw v9
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_1

    :catchall_1
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public replay(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 13

    .line 27
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/RequestLog;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x5

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "args_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "status"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "data"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "error_code"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget v7, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->uid:I

    .line 30
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-object v7, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    iget-object v7, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 27
    const-string v1, "request_log"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 32
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 33
    const/4 v9, 0x0

    .line 43
    if-eqz v8, :cond_0

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 33
    :cond_0
    return-object v9

    .line 35
    :cond_1
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    iget-object v1, v1, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v1, 0x1

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 36
    :cond_2
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v9

    .line 43
    if-eqz v8, :cond_3

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 36
    :cond_3
    return-object v9

    .line 38
    :cond_4
    const/4 v1, 0x2

    :try_start_2
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v9

    .line 39
    const-string v0, "error"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 40
    const/4 v1, 0x4

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0

    move-result-object v10

    .line 43
    if-eqz v8, :cond_5

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 40
    :cond_5
    return-object v10

    .line 42
    :cond_6
    :try_start_3
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const/4 v3, 0x3

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v9, v1, v2}, Lcom/ridgeway/doorhub/cetp/Envelopes;->withData(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_0

    move-result-object v10

    .line 43
    if-eqz v8, :cond_7

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 42
    :cond_7
    return-object v10

    :catch_0
    move-exception v9

    .line 27
    if-eqz v8, :cond_8

    :try_start_4
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_8
    :goto_0
    throw v9
.end method
