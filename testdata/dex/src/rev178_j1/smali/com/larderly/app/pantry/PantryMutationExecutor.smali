.class final Lcom/larderly/app/pantry/PantryMutationExecutor;
.super Ljava/lang/Object;
.source "PantryMutationExecutor.java"


# instance fields
.field private final database:Lcom/larderly/app/data/AppDatabase;

.field private final operations:Lcom/larderly/app/cetp/OperationStore;

.field private final providerId:Ljava/lang/String;

.field private final recent:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/larderly/app/cetp/Outcome;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/larderly/app/data/AppDatabase;Lcom/larderly/app/cetp/OperationStore;Ljava/lang/String;)V
    .registers 5

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->recent:Ljava/util/Map;

    .line 32
    iput-object p1, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->database:Lcom/larderly/app/data/AppDatabase;

    .line 33
    iput-object p2, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->operations:Lcom/larderly/app/cetp/OperationStore;

    .line 34
    iput-object p3, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->providerId:Ljava/lang/String;

    .line 35
    return-void
.end method

.method private key(Lcom/larderly/app/cetp/ProviderRequest;)Ljava/lang/String;
    .registers 7

    .line 146
    iget v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    iget-object v1, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->providerId:Ljava/lang/String;

    iget-object v2, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.method private remember(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Outcome;)V
    .registers 7

    .line 137
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->recent:Ljava/util/Map;

    move-object v2, v0

    monitor-enter v2

    .line 138
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->recent:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->size()I

    move-result v0

    const/16 v1, 0x100

    if-le v0, v1, :cond_0

    .line 139
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->recent:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->clear()V

    .line 141
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->recent:Ljava/util/Map;

    invoke-direct {p0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->key(Lcom/larderly/app/cetp/ProviderRequest;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 142
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 143
    :goto_0
    return-void
.end method

.method private reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Z
    .registers 10

    .line 112
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 113
    iget v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 114
    iget-object v2, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->providerId:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 115
    iget-object v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 116
    iget-object v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 117
    iget-object v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    const-string v1, "args_sha256"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    const-string v1, "operation_id"

    invoke-virtual {v4, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 119
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 121
    :try_start_0
    const-string v1, "request_log"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    .line 122
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v5

    .line 124
    const/4 v0, 0x0

    return v0
.end method

.method private store(Landroid/database/sqlite/SQLiteDatabase;Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Outcome;)V
    .registers 11

    .line 129
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 130
    iget-object v1, p3, Lcom/larderly/app/cetp/Outcome;->value:Ljava/lang/String;

    const-string v0, "outcome"

    invoke-virtual {v6, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 131
    iget-object v1, p3, Lcom/larderly/app/cetp/Outcome;->errorCode:Ljava/lang/String;

    const-string v0, "error_code"

    invoke-virtual {v6, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 132
    const/4 v3, 0x3

    new-array v3, v3, [Ljava/lang/String;

    iget v5, p2, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    .line 133
    invoke-static {v5}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    iget-object v5, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->providerId:Ljava/lang/String;

    const/4 v4, 0x1

    aput-object v5, v3, v4

    iget-object v5, p2, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const/4 v4, 0x2

    aput-object v5, v3, v4

    .line 132
    const-string v0, "request_log"

    const-string v2, "uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {p1, v0, v6, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 134
    return-void
.end method


# virtual methods
.method prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;
    .registers 14

    .line 39
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->recent:Ljava/util/Map;

    move-object v8, v0

    monitor-enter v8

    .line 40
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->recent:Ljava/util/Map;

    invoke-direct {p0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->key(Lcom/larderly/app/cetp/ProviderRequest;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/cetp/Outcome;

    move-object v9, v0

    .line 41
    if-eqz v9, :cond_0

    .line 42
    monitor-exit v8

    move-object v0, v9

    return-object v0

    .line 44
    :cond_0
    monitor-exit v8
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v10

    :try_start_1
    monitor-exit v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v10

    .line 45
    :goto_0
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

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

    const-string v5, "operation_id"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "outcome"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "error_code"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget v7, p1, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    .line 48
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    iget-object v7, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 45
    const-string v1, "request_log"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 50
    :try_start_2
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    move-result v0

    if-nez v0, :cond_1

    .line 51
    const/4 v9, 0x0

    .line 56
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 51
    return-object v9

    .line 53
    :cond_1
    :try_start_3
    new-instance v0, Lcom/larderly/app/cetp/Outcome;

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x2

    invoke-interface {v8, v5}, Landroid/database/Cursor;->isNull(I)Z

    move-result v4

    move-object v1, v0

    if-eqz v4, :cond_2

    const/4 v4, 0x0

    goto :goto_1

    :cond_2
    const/4 v5, 0x2

    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    .line 54
    :goto_1
    const/4 v6, 0x3

    invoke-interface {v8, v6}, Landroid/database/Cursor;->isNull(I)Z

    move-result v5

    if-eqz v5, :cond_3

    const/4 v5, 0x0

    goto :goto_2

    :cond_3
    const/4 v6, 0x3

    invoke-interface {v8, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    :goto_2
    const/4 v7, 0x4

    invoke-interface {v8, v7}, Landroid/database/Cursor;->isNull(I)Z

    move-result v6

    if-eqz v6, :cond_4

    const/4 v6, 0x0

    goto :goto_3

    :cond_4
    const/4 v7, 0x4

    invoke-interface {v8, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    :goto_3
    invoke-direct/range {v1 .. v6}, Lcom/larderly/app/cetp/Outcome;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    move-object v9, v0

    .line 56
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 53
    return-object v9

    :catchall_1
    move-exception v11

    .line 56
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 57
    throw v11
.end method

.method replayStored(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 107
    invoke-virtual {p0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v2

    .line 108
    if-eqz v2, :cond_0

    invoke-virtual {v2, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    :cond_0
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method run(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Mutation;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 61
    invoke-virtual {p0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v3

    .line 62
    if-eqz v3, :cond_0

    .line 63
    invoke-virtual {v3, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 65
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 67
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 69
    const/4 v2, 0x0

    :try_start_0
    invoke-direct {p0, v4, p1, v2}, Lcom/larderly/app/pantry/PantryMutationExecutor;->reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 70
    invoke-virtual {p0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->replayStored(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v6

    .line 83
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 70
    return-object v6

    .line 73
    :cond_1
    :try_start_1
    invoke-interface {p2}, Lcom/larderly/app/cetp/Mutation;->apply()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/larderly/app/cetp/Outcome;->ok(Lcom/larderly/app/cetp/ProviderRequest;Lorg/json/JSONObject;)Lcom/larderly/app/cetp/Outcome;
    :try_end_1
    .catch Lcom/larderly/app/domain/DomainException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v5

    .line 79
    goto :goto_0

    :catch_0
    move-exception v6

    .line 75
    :try_start_2
    invoke-virtual {v6}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v1

    const-string v0, "UNAVAILABLE"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 76
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/larderly/app/mapper/ResultMapper;->failure(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v7

    .line 83
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 76
    return-object v7

    .line 78
    :cond_2
    :try_start_3
    invoke-virtual {v6}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/larderly/app/cetp/Outcome;->failed(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v5

    .line 80
    :goto_0
    invoke-direct {p0, v4, p1, v5}, Lcom/larderly/app/pantry/PantryMutationExecutor;->store(Landroid/database/sqlite/SQLiteDatabase;Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Outcome;)V

    .line 81
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    .line 83
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 84
    goto :goto_1

    :catchall_0
    move-exception v8

    .line 83
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 84
    throw v8

    .line 85
    :goto_1
    invoke-direct {p0, p1, v5}, Lcom/larderly/app/pantry/PantryMutationExecutor;->remember(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Outcome;)V

    .line 86
    invoke-virtual {v5, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method startOperation(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Z
    .registers 9

    .line 91
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    .line 92
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 94
    :try_start_0
    invoke-direct {p0, v3, p1, p2}, Lcom/larderly/app/pantry/PantryMutationExecutor;->reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 95
    const/4 v4, 0x0

    .line 100
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 95
    return v4

    .line 97
    :cond_0
    :try_start_1
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->operations:Lcom/larderly/app/cetp/OperationStore;

    iget-object v1, p0, Lcom/larderly/app/pantry/PantryMutationExecutor;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1, p2, p1}, Lcom/larderly/app/cetp/OperationStore;->create(Ljava/lang/String;Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;)V

    .line 98
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 100
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 101
    goto :goto_0

    :catchall_0
    move-exception v5

    .line 100
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 101
    throw v5

    .line 102
    :goto_0
    invoke-static {p1, p2}, Lcom/larderly/app/cetp/Outcome;->operation(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/larderly/app/pantry/PantryMutationExecutor;->remember(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Outcome;)V

    .line 103
    const/4 v0, 0x1

    return v0
.end method
