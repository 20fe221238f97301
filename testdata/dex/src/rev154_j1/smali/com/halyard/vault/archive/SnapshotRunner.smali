.class public final Lcom/halyard/vault/archive/SnapshotRunner;
.super Ljava/lang/Object;
.source "SnapshotRunner.java"

# interfaces
.implements Lcom/halyard/vault/jobs/JobRunner;


# instance fields
.field private final chunks:Lcom/halyard/vault/archive/ChunkStore;

.field private final context:Landroid/content/Context;

.field private final db:Lcom/halyard/vault/jobs/VaultDb;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 4

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput-object p1, p0, Lcom/halyard/vault/archive/SnapshotRunner;->context:Landroid/content/Context;

    .line 30
    invoke-static {p1}, Lcom/halyard/vault/jobs/VaultDb;->get(Landroid/content/Context;)Lcom/halyard/vault/jobs/VaultDb;

    move-result-object v0

    iput-object v0, p0, Lcom/halyard/vault/archive/SnapshotRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    .line 31
    new-instance v0, Lcom/halyard/vault/archive/ChunkStore;

    iget-object v1, p0, Lcom/halyard/vault/archive/SnapshotRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-direct {v0, v1}, Lcom/halyard/vault/archive/ChunkStore;-><init>(Lcom/halyard/vault/jobs/VaultDb;)V

    iput-object v0, p0, Lcom/halyard/vault/archive/SnapshotRunner;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    .line 32
    return-void
.end method

.method private create(Ljava/lang/String;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 26
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lcom/halyard/vault/jobs/JobRunner$Cancelled;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 48
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/archive/SnapshotRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 49
    new-instance v10, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/halyard/vault/archive/SnapshotRunner;->context:Landroid/content/Context;

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "chunks"

    invoke-direct {v10, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 50
    invoke-virtual {v10}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v10}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_0

    .line 51
    new-instance v0, Ljava/io/IOException;

    const-string v2, "no chunk directory"

    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 53
    :cond_0
    new-instance v11, Landroid/content/ContentValues;

    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V

    .line 54
    const-string v1, "label"

    move-object/from16 v2, p1

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "item_count"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 56
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 57
    const-string v1, "snapshots"

    const/4 v2, 0x0

    invoke-virtual {v9, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v12

    .line 58
    const/4 v14, 0x0

    .line 59
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "body"

    aput-object v5, v2, v4

    move-object v0, v9

    const-string v1, "items"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "id"

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v15

    .line 60
    :try_start_0
    invoke-interface {v15}, Landroid/database/Cursor;->getCount()I

    move-result v1

    const/4 v0, 0x1

    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v16

    .line 61
    :goto_0
    invoke-interface {v15}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 62
    const/4 v1, 0x1

    invoke-interface {v15, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v17

    .line 63
    move-object/from16 v0, v17

    invoke-static {v0}, Lcom/halyard/vault/cetp/Digests;->sha256([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/halyard/vault/cetp/Digests;->hex([B)Ljava/lang/String;

    move-result-object v18

    .line 64
    new-instance v0, Ljava/io/File;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    move-object/from16 v4, v18

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ".bin"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v10, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object/from16 v19, v0

    .line 65
    move-object/from16 v0, v19

    invoke-virtual {v0}, Ljava/io/File;->exists()Z

    move-result v0

    if-nez v0, :cond_1

    .line 66
    new-instance v0, Ljava/io/FileOutputStream;

    move-object/from16 v2, v19

    invoke-direct {v0, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_2

    move-object/from16 v20, v0

    .line 67
    move-object/from16 v0, v20

    move-object/from16 v1, v17

    :try_start_1
    invoke-virtual {v0, v1}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    .line 68
    move-object/from16 v0, v20

    :try_start_2
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v21

    .line 66
    move-object/from16 v0, v20

    :try_start_3
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_1

    :catch_1
    move-exception v22

    move-object/from16 v0, v21

    move-object/from16 v1, v22

    :try_start_4
    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v21

    .line 70
    :cond_1
    :goto_2
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v20, v0

    .line 71
    invoke-static {v12, v13}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    move-object/from16 v0, v20

    const-string v1, "snapshot_id"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 72
    const/4 v3, 0x0

    invoke-interface {v15, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    move-object/from16 v0, v20

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 73
    move-object/from16 v2, v19

    invoke-virtual {v2}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v20

    const-string v1, "path"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    move-object/from16 v0, v20

    const-string v1, "sha256"

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    move-object/from16 v2, v17

    array-length v2, v2

    int-to-long v2, v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    move-object/from16 v0, v20

    const-string v1, "size"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 76
    const-string v1, "chunks"

    const/4 v2, 0x0

    move-object/from16 v3, v20

    invoke-virtual {v9, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 77
    add-int/lit8 v14, v14, 0x1

    .line 78
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Stored "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v14}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " of "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    move/from16 v4, v16

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " items"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v0, p2

    move/from16 v2, v16

    invoke-interface {v0, v14, v2, v3}, Lcom/halyard/vault/jobs/JobRunner$Progress;->report(IILjava/lang/String;)V
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    .line 79
    goto/16 :goto_0

    .line 80
    :cond_2
    if-eqz v15, :cond_4

    invoke-interface {v15}, Landroid/database/Cursor;->close()V

    goto :goto_4

    :catch_2
    move-exception v16

    .line 59
    if-eqz v15, :cond_3

    :try_start_5
    invoke-interface {v15}, Landroid/database/Cursor;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_3

    goto :goto_3

    :catch_3
    move-exception v17

    move-object/from16 v0, v16

    move-object/from16 v1, v17

    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_3
    throw v16

    .line 81
    :cond_4
    :goto_4
    new-instance v15, Landroid/content/ContentValues;

    invoke-direct {v15}, Landroid/content/ContentValues;-><init>()V

    .line 82
    invoke-static {v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "item_count"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 83
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    invoke-static {v12, v13}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "snapshots"

    const-string v3, "id = ?"

    invoke-virtual {v9, v1, v15, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 84
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "snapshot_id"

    invoke-virtual {v0, v1, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "items"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/halyard/vault/jobs/JobRunner$Result;->inline(Lorg/json/JSONObject;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0
.end method

.method private export(JLjava/io/File;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 88
    iget-object v0, p0, Lcom/halyard/vault/archive/SnapshotRunner;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    invoke-virtual {v0, p1, p2}, Lcom/halyard/vault/archive/ChunkStore;->chunksOf(J)Ljava/util/List;

    move-result-object v7

    .line 89
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 90
    const/4 v9, 0x0

    .line 91
    invoke-interface {v7}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/archive/ChunkStore$Chunk;

    move-object v11, v0

    .line 92
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-wide v3, v11, Lcom/halyard/vault/archive/ChunkStore$Chunk;->itemId:J

    .line 93
    const-string v2, "item_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v11, Lcom/halyard/vault/archive/ChunkStore$Chunk;->sha256:Ljava/lang/String;

    .line 94
    const-string v2, "sha256"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v11, Lcom/halyard/vault/archive/ChunkStore$Chunk;->size:J

    .line 95
    const-string v2, "size"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 92
    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 96
    add-int/lit8 v9, v9, 0x1

    .line 97
    invoke-interface {v7}, Ljava/util/List;->size()I

    move-result v2

    invoke-interface {v7}, Ljava/util/List;->size()I

    move-result v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Listed "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " of "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " chunks"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    move-object/from16 v0, p4

    invoke-interface {v0, v9, v2, v3}, Lcom/halyard/vault/jobs/JobRunner$Progress;->report(IILjava/lang/String;)V

    .line 98
    goto :goto_0

    .line 99
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "snapshot_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "items"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    .line 100
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v10

    .line 101
    const-string v1, "application/json"

    invoke-static {p3, v1, v10}, Lcom/halyard/vault/jobs/ResultFiles;->write(Ljava/io/File;Ljava/lang/String;[B)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0
.end method

.method private restore(JLcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 105
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/archive/SnapshotRunner;->chunks:Lcom/halyard/vault/archive/ChunkStore;

    move-wide/from16 v1, p1

    invoke-virtual {v0, v1, v2}, Lcom/halyard/vault/archive/ChunkStore;->chunksOf(J)Ljava/util/List;

    move-result-object v9

    .line 106
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/archive/SnapshotRunner;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 107
    const/4 v11, 0x0

    .line 108
    invoke-interface {v9}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_0
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/archive/ChunkStore$Chunk;

    move-object v13, v0

    .line 109
    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v2

    iget-wide v3, v13, Lcom/halyard/vault/archive/ChunkStore$Chunk;->itemId:J

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Restoring item "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    move-object/from16 v0, p3

    invoke-interface {v0, v11, v2, v3}, Lcom/halyard/vault/jobs/JobRunner$Progress;->report(IILjava/lang/String;)V

    .line 110
    new-instance v14, Ljava/lang/String;

    new-instance v2, Ljava/io/File;

    iget-object v4, v13, Lcom/halyard/vault/archive/ChunkStore$Chunk;->path:Ljava/lang/String;

    invoke-direct {v2, v4}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-virtual {v2}, Ljava/io/File;->toPath()Ljava/nio/file/Path;

    move-result-object v2

    invoke-static {v2}, Ljava/nio/file/Files;->readAllBytes(Ljava/nio/file/Path;)[B

    move-result-object v2

    sget-object v3, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v14, v2, v3}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    .line 111
    new-instance v15, Landroid/content/ContentValues;

    invoke-direct {v15}, Landroid/content/ContentValues;-><init>()V

    .line 112
    const-string v1, "body"

    invoke-virtual {v15, v1, v14}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 113
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 114
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-wide v7, v13, Lcom/halyard/vault/archive/ChunkStore$Chunk;->itemId:J

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "items"

    const-string v3, "id = ?"

    invoke-virtual {v10, v1, v15, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 115
    add-int/lit8 v11, v11, 0x1

    .line 116
    goto :goto_0

    .line 117
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "snapshot_id"

    move-wide/from16 v2, p1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "items"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/halyard/vault/jobs/JobRunner$Result;->inline(Lorg/json/JSONObject;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public run(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 36
    new-instance v5, Lorg/json/JSONObject;

    iget-object v2, p1, Lcom/halyard/vault/jobs/OperationRow;->args:Ljava/lang/String;

    invoke-direct {v5, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 37
    iget-object v6, p1, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "create_snapshot"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "export_snapshot"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x1

    :cond_0
    :goto_0
    sparse-switch v7, :sswitch_data_1

    goto :goto_1

    .line 39
    :sswitch_2
    const-string v2, "label"

    const-string v3, "Snapshot"

    invoke-virtual {v5, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1, p2}, Lcom/halyard/vault/archive/SnapshotRunner;->create(Ljava/lang/String;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0

    .line 41
    :sswitch_3
    const-string v2, "snapshot_id"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    new-instance v3, Ljava/io/File;

    iget-object v4, p1, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    invoke-direct {v3, v4}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-direct {p0, v1, v2, v3, p2}, Lcom/halyard/vault/archive/SnapshotRunner;->export(JLjava/io/File;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0

    .line 43
    :goto_1
    const-string v2, "snapshot_id"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-direct {p0, v1, v2, p2}, Lcom/halyard/vault/archive/SnapshotRunner;->restore(JLcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x185fddef -> :sswitch_1
        0x4799c1a7 -> :sswitch_0
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method
