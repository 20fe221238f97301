.class public final Lcom/hearthboard/chores/MutationJournal;
.super Ljava/lang/Object;
.source "MutationJournal.java"


# instance fields
.field private final database:Lcom/hearthboard/data/HearthDatabase;

.field private final inFlight:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Object;",
            ">;"
        }
    .end annotation
.end field

.field private final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/hearthboard/data/HearthDatabase;Ljava/lang/String;)V
    .registers 4

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthboard/chores/MutationJournal;->inFlight:Ljava/util/concurrent/ConcurrentHashMap;

    .line 29
    iput-object p1, p0, Lcom/hearthboard/chores/MutationJournal;->database:Lcom/hearthboard/data/HearthDatabase;

    .line 30
    iput-object p2, p0, Lcom/hearthboard/chores/MutationJournal;->provider:Ljava/lang/String;

    .line 31
    return-void
.end method

.method private record(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;Lcom/hearthboard/rx/Single;)Lorg/json/JSONObject;
    .registers 18
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;)",
            "Lorg/json/JSONObject;"
        }
    .end annotation

    .line 71
    iget-object v0, p0, Lcom/hearthboard/chores/MutationJournal;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 72
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 74
    :try_start_0
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v8, v0

    .line 75
    iget v2, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 76
    iget-object v2, p0, Lcom/hearthboard/chores/MutationJournal;->provider:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    iget-object v2, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    const-string v1, "tool"

    invoke-virtual {v8, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 79
    const-string v1, "args_sha256"

    move-object/from16 v2, p3

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 81
    const-string v1, "mutation_log"

    const/4 v2, 0x0

    invoke-virtual {v7, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 82
    move-object/from16 v0, p4

    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v9, v0

    .line 83
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v10, v0

    .line 84
    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 85
    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget v6, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    .line 86
    invoke-static {v6}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    iget-object v6, p0, Lcom/hearthboard/chores/MutationJournal;->provider:Ljava/lang/String;

    const/4 v5, 0x1

    aput-object v6, v4, v5

    iget-object v6, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const/4 v5, 0x2

    aput-object v6, v4, v5

    .line 85
    const-string v1, "mutation_log"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {v7, v1, v10, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 87
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 88
    move-object v11, v9

    .line 90
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 88
    return-object v11

    :catchall_0
    move-exception v12

    .line 90
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 91
    throw v12
.end method

.method private replay(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 57
    iget-object v0, p0, Lcom/hearthboard/chores/MutationJournal;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "args_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "outcome"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget v7, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    .line 59
    invoke-static {v7}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/hearthboard/chores/MutationJournal;->provider:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    iget-object v7, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 57
    const-string v1, "mutation_log"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 60
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 61
    const/4 v9, 0x0

    .line 67
    if-eqz v8, :cond_0

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 61
    :cond_0
    return-object v9

    .line 63
    :cond_1
    const/4 v2, 0x0

    :try_start_1
    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v2, 0x1

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 64
    :cond_2
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "request id reused with other content"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 66
    :cond_3
    new-instance v0, Lorg/json/JSONObject;

    const/4 v3, 0x2

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-object v9, v0

    .line 67
    if-eqz v8, :cond_4

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 66
    :cond_4
    return-object v9

    :catch_0
    move-exception v9

    .line 57
    if-eqz v8, :cond_5

    :try_start_2
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_0
    throw v9
.end method


# virtual methods
.method public synthetic lambda$once$0$com-hearthboard-chores-MutationJournal(Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Ljava/lang/String;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 37
    new-instance v4, Ljava/lang/Object;

    invoke-direct {v4}, Ljava/lang/Object;-><init>()V

    .line 38
    iget-object v0, p0, Lcom/hearthboard/chores/MutationJournal;->inFlight:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    .line 39
    if-eqz v5, :cond_0

    move-object v0, v5

    goto :goto_0

    :cond_0
    move-object v0, v4

    :goto_0
    move-object v6, v0

    .line 40
    move-object v7, v6

    monitor-enter v7

    .line 42
    move-object/from16 v1, p3

    :try_start_0
    iget-object v1, v1, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    move-object/from16 v2, p4

    invoke-direct {p0, p2, v1, v2}, Lcom/hearthboard/chores/MutationJournal;->replay(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v8

    .line 43
    if-eqz v8, :cond_2

    .line 44
    invoke-static {v8}, Lcom/hearthboard/rx/Single;->just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 48
    if-nez v5, :cond_1

    .line 49
    :try_start_1
    iget-object v0, p0, Lcom/hearthboard/chores/MutationJournal;->inFlight:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    :cond_1
    monitor-exit v7
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    .line 44
    return-object v9

    .line 46
    :cond_2
    move-object/from16 v1, p3

    :try_start_2
    iget-object v1, v1, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    move-object/from16 v2, p4

    move-object/from16 v3, p5

    invoke-direct {p0, p2, v1, v2, v3}, Lcom/hearthboard/chores/MutationJournal;->record(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;Lcom/hearthboard/rx/Single;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v9

    .line 48
    if-nez v5, :cond_3

    .line 49
    :try_start_3
    iget-object v0, p0, Lcom/hearthboard/chores/MutationJournal;->inFlight:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    :cond_3
    monitor-exit v7
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    .line 46
    return-object v9

    :catchall_0
    move-exception v10

    .line 48
    if-nez v5, :cond_4

    .line 49
    :try_start_4
    iget-object v0, p0, Lcom/hearthboard/chores/MutationJournal;->inFlight:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    .line 51
    :cond_4
    throw v10
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1

    :catchall_1
    move-exception v11

    .line 52
    :try_start_5
    monitor-exit v7
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_1

    throw v11
.end method

.method public once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            "Lcom/hearthboard/cetp/ToolSpec;",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 34
    iget-object v0, p1, Lcom/hearthboard/cetp/ToolRequest;->args:Ljava/lang/String;

    invoke-static {v0}, Lcom/hearthboard/cetp/SessionStore;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 35
    iget v0, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    iget-object v1, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v8, v2

    .line 36
    new-instance v0, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;

    move-object v1, p0

    move-object v2, v8

    move-object v3, p1

    move-object v4, p2

    move-object v5, v7

    move-object v6, p3

    invoke-direct/range {v0 .. v6}, Lcom/hearthboard/chores/MutationJournal$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/chores/MutationJournal;Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Ljava/lang/String;Lcom/hearthboard/rx/Single;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->defer(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
