.class public final Lcom/halyard/vault/jobs/OperationRepository;
.super Ljava/lang/Object;
.source "OperationRepository.java"


# static fields
.field private static final TABLE:Ljava/lang/String; = "operations"


# instance fields
.field private final db:Lcom/halyard/vault/jobs/VaultDb;


# direct methods
.method public constructor <init>(Lcom/halyard/vault/jobs/VaultDb;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    .line 15
    return-void
.end method

.method public static failure(Ljava/lang/String;Ljava/lang/String;)Landroid/content/ContentValues;
    .registers 4

    .line 127
    new-instance v1, Landroid/content/ContentValues;

    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V

    .line 128
    const-string v0, "error_code"

    invoke-virtual {v1, v0, p0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 129
    const-string v0, "error_text"

    invoke-virtual {v1, v0, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 130
    return-object v1
.end method

.method private one(Ljava/lang/String;Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;
    .registers 15

    .line 26
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/halyard/vault/jobs/OperationRow;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p2, v4, v6

    const-string v1, "operations"

    move-object v3, p1

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const-string v8, "1"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 28
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/halyard/vault/jobs/OperationRow;->MAPPER:Lcom/halyard/vault/jobs/RowMapper;

    invoke-interface {v0, v9}, Lcom/halyard/vault/jobs/RowMapper;->map(Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/jobs/OperationRow;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 29
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 28
    :cond_1
    return-object v10

    :catch_0
    move-exception v10

    .line 26
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10
.end method

.method public static success(Lcom/halyard/vault/jobs/JobRunner$Result;)Landroid/content/ContentValues;
    .registers 6

    .line 113
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 114
    const/16 v2, 0x64

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "progress"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 115
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->file:Ljava/io/File;

    if-eqz v0, :cond_0

    .line 116
    iget-object v2, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->file:Ljava/io/File;

    invoke-virtual {v2}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    const-string v1, "result_path"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 117
    iget-object v2, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->mediaType:Ljava/lang/String;

    const-string v1, "media_type"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    iget-wide v2, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->size:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "result_size"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 119
    iget-object v2, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->sha256:Ljava/lang/String;

    const-string v1, "result_sha256"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 121
    :cond_0
    iget-object v2, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->inline:Lorg/json/JSONObject;

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "result_json"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 123
    :goto_0
    return-object v4
.end method


# virtual methods
.method public cancelRequested(Ljava/lang/String;)Z
    .registers 4

    .line 87
    invoke-virtual {p0, p1}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v1

    .line 88
    if-eqz v1, :cond_0

    iget-boolean v0, v1, Lcom/halyard/vault/jobs/OperationRow;->cancelRequested:Z

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public claimNext()Lcom/halyard/vault/jobs/OperationRow;
    .registers 15

    .line 38
    const/4 v9, 0x0

    :goto_0
    const/4 v1, 0x5

    if-ge v9, v1, :cond_5

    .line 40
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/halyard/vault/jobs/OperationRow;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    sget-object v7, Lcom/halyard/vault/jobs/OpStatus;->PENDING:Lcom/halyard/vault/jobs/OpStatus;

    .line 41
    invoke-virtual {v7}, Lcom/halyard/vault/jobs/OpStatus;->name()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 40
    const-string v1, "operations"

    const-string v3, "status = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "id"

    const-string v8, "1"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 42
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 43
    const/4 v12, 0x0

    .line 46
    if-eqz v11, :cond_0

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 43
    :cond_0
    return-object v12

    .line 45
    :cond_1
    :try_start_1
    sget-object v0, Lcom/halyard/vault/jobs/OperationRow;->MAPPER:Lcom/halyard/vault/jobs/RowMapper;

    invoke-interface {v0, v11}, Lcom/halyard/vault/jobs/RowMapper;->map(Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/jobs/OperationRow;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-object v10, v0

    .line 46
    if-eqz v11, :cond_3

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v12

    .line 40
    if-eqz v11, :cond_2

    :try_start_2
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_1

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v12

    .line 47
    :cond_3
    :goto_2
    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->RUNNING:Lcom/halyard/vault/jobs/OpStatus;

    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    invoke-virtual {p0, v10, v2, v3}, Lcom/halyard/vault/jobs/OperationRepository;->transition(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 48
    iget-object v1, v10, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    invoke-virtual {p0, v1}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v0

    return-object v0

    .line 38
    :cond_4
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 51
    :cond_5
    const/4 v0, 0x0

    return-object v0
.end method

.method public find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;
    .registers 4

    .line 18
    const-string v1, "op_id = ?"

    invoke-direct {p0, v1, p1}, Lcom/halyard/vault/jobs/OperationRepository;->one(Ljava/lang/String;Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v0

    return-object v0
.end method

.method public findByDedupKey(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;
    .registers 4

    .line 22
    const-string v1, "dedup_key = ?"

    invoke-direct {p0, v1, p1}, Lcom/halyard/vault/jobs/OperationRepository;->one(Ljava/lang/String;Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v0

    return-object v0
.end method

.method public insert(Lcom/halyard/vault/jobs/OperationRow;)V
    .registers 8

    .line 33
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    invoke-virtual {p1, v4, v5}, Lcom/halyard/vault/jobs/OperationRow;->toValues(J)Landroid/content/ContentValues;

    move-result-object v3

    const-string v1, "operations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    iput-wide v0, p1, Lcom/halyard/vault/jobs/OperationRow;->id:J

    .line 34
    return-void
.end method

.method public progress(Ljava/lang/String;IILjava/lang/String;)V
    .registers 12

    .line 78
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 79
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "progress"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 80
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "progress_total"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 81
    const-string v1, "progress_text"

    invoke-virtual {v6, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 83
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "operations"

    const-string v3, "op_id = ?"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 84
    return-void
.end method

.method public recoverInterrupted()I
    .registers 10

    .line 93
    const-string v0, "UNAVAILABLE"

    const-string v1, "The job was interrupted; start it again with a new request"

    invoke-static {v0, v1}, Lcom/halyard/vault/jobs/OperationRepository;->failure(Ljava/lang/String;Ljava/lang/String;)Landroid/content/ContentValues;

    move-result-object v7

    .line 94
    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v2}, Lcom/halyard/vault/jobs/OpStatus;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 95
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 96
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 97
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    sget-object v6, Lcom/halyard/vault/jobs/OpStatus;->RUNNING:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v6}, Lcom/halyard/vault/jobs/OpStatus;->name()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    const-string v1, "operations"

    const-string v3, "status = ?"

    invoke-virtual {v8, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public requestCancel(Lcom/halyard/vault/jobs/OperationRow;)Z
    .registers 13

    .line 67
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    .line 68
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "cancel_requested"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 69
    iget-wide v2, p1, Lcom/halyard/vault/jobs/OperationRow;->version:J

    const-wide/16 v4, 0x1

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "version"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 70
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 71
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-wide v7, p1, Lcom/halyard/vault/jobs/OperationRow;->version:J

    .line 72
    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    sget-object v7, Lcom/halyard/vault/jobs/OpStatus;->RUNNING:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v7}, Lcom/halyard/vault/jobs/OpStatus;->name()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 71
    const-string v1, "operations"

    const-string v3, "op_id = ? AND version = ? AND status = ?"

    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v10

    .line 73
    const/4 v1, 0x1

    if-ne v10, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public summary()Ljava/lang/String;
    .registers 18

    .line 101
    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    .line 102
    invoke-static {}, Lcom/halyard/vault/jobs/OpStatus;->values()[Lcom/halyard/vault/jobs/OpStatus;

    move-result-object v10

    array-length v11, v10

    const/4 v12, 0x0

    :goto_0
    if-ge v12, v11, :cond_2

    aget-object v13, v10, v12

    .line 103
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "COUNT(*)"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 104
    invoke-virtual {v13}, Lcom/halyard/vault/jobs/OpStatus;->name()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 103
    const-string v1, "operations"

    const-string v3, "status = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v14

    .line 105
    :try_start_0
    invoke-interface {v14}, Landroid/database/Cursor;->moveToFirst()Z

    .line 106
    iget-object v1, v13, Lcom/halyard/vault/jobs/OpStatus;->wire:Ljava/lang/String;

    invoke-virtual {v9, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/4 v2, 0x0

    invoke-interface {v14, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0xa

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 107
    if-eqz v14, :cond_1

    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v15

    .line 103
    if-eqz v14, :cond_0

    :try_start_1
    invoke-interface {v14}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v16

    move-object/from16 v1, v16

    invoke-virtual {v15, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_0
    :goto_1
    throw v15

    .line 102
    :cond_1
    :goto_2
    add-int/lit8 v12, v12, 0x1

    goto :goto_0

    .line 109
    :cond_2
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public transition(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)Z
    .registers 14

    .line 56
    iget-object v0, p1, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v0, p2}, Lcom/halyard/vault/jobs/StateMachine;->check(Lcom/halyard/vault/jobs/OpStatus;Lcom/halyard/vault/jobs/OpStatus;)V

    .line 57
    invoke-virtual {p2}, Lcom/halyard/vault/jobs/OpStatus;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {p3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    iget-wide v2, p1, Lcom/halyard/vault/jobs/OperationRow;->version:J

    const-wide/16 v4, 0x1

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "version"

    invoke-virtual {p3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 59
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {p3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 60
    iget-object v0, p0, Lcom/halyard/vault/jobs/OperationRepository;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-wide v7, p1, Lcom/halyard/vault/jobs/OperationRow;->version:J

    .line 61
    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 60
    const-string v1, "operations"

    const-string v3, "op_id = ? AND version = ?"

    invoke-virtual {v0, v1, p3, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v9

    .line 62
    const/4 v1, 0x1

    if-ne v9, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
