.class public final Lcom/halyard/vault/archive/ChunkStore;
.super Ljava/lang/Object;
.source "ChunkStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/halyard/vault/archive/ChunkStore$Chunk;,
        Lcom/halyard/vault/archive/ChunkStore$Verification;,
        Lcom/halyard/vault/archive/ChunkStore$Stats;
    }
.end annotation


# static fields
.field static final CHUNK:Lcom/halyard/vault/jobs/RowMapper;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/halyard/vault/jobs/RowMapper<",
            "Lcom/halyard/vault/archive/ChunkStore$Chunk;",
            ">;"
        }
    .end annotation
.end field

.field private static final CHUNK_COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Lcom/halyard/vault/jobs/VaultDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 21
    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "snapshot_id"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "item_id"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "path"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "size"

    aput-object v2, v0, v1

    sput-object v0, Lcom/halyard/vault/archive/ChunkStore;->CHUNK_COLUMNS:[Ljava/lang/String;

    .line 22
    new-instance v0, Lcom/halyard/vault/archive/ChunkStore$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/halyard/vault/archive/ChunkStore$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/halyard/vault/archive/ChunkStore;->CHUNK:Lcom/halyard/vault/jobs/RowMapper;

    return-void
.end method

.method public constructor <init>(Lcom/halyard/vault/jobs/VaultDb;)V
    .registers 2

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iput-object p1, p0, Lcom/halyard/vault/archive/ChunkStore;->db:Lcom/halyard/vault/jobs/VaultDb;

    .line 29
    return-void
.end method

.method static hashOf(Ljava/io/File;)Ljava/lang/String;
    .registers 8

    .line 90
    :try_start_0
    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v2, v0

    .line 91
    :try_start_1
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v3

    .line 92
    const/16 v0, 0x2000

    new-array v4, v0, [B

    .line 94
    :goto_0
    invoke-virtual {v2, v4}, Ljava/io/InputStream;->read([B)I

    move-result v0

    move v5, v0

    if-lez v0, :cond_0

    .line 95
    const/4 v1, 0x0

    invoke-virtual {v3, v4, v1, v5}, Ljava/security/MessageDigest;->update([BII)V

    goto :goto_0

    .line 97
    :cond_0
    invoke-virtual {v3}, Ljava/security/MessageDigest;->digest()[B

    move-result-object v0

    invoke-static {v0}, Lcom/halyard/vault/cetp/Digests;->hex([B)Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_1 .. :try_end_1} :catch_2

    move-result-object v6

    .line 98
    :try_start_2
    invoke-virtual {v2}, Ljava/io/InputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_2 .. :try_end_2} :catch_2

    .line 97
    return-object v6

    :catch_0
    move-exception v3

    .line 90
    :try_start_3
    invoke-virtual {v2}, Ljava/io/InputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_1

    :catch_1
    move-exception v4

    :try_start_4
    invoke-virtual {v3, v4}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v3
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_4 .. :try_end_4} :catch_2

    :catch_2
    move-exception v2

    .line 99
    const-string v0, ""

    return-object v0
.end method

.method static synthetic lambda$static$0(Landroid/database/Cursor;)Lcom/halyard/vault/archive/ChunkStore$Chunk;
    .registers 13

    .line 22
    new-instance v0, Lcom/halyard/vault/archive/ChunkStore$Chunk;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v4

    const/4 v7, 0x2

    invoke-interface {p0, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    const/4 v9, 0x3

    invoke-interface {p0, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    .line 23
    const/4 v10, 0x4

    invoke-interface {p0, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v9

    const/4 v11, 0x5

    invoke-interface {p0, v11}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v10

    move-object v1, v0

    invoke-direct/range {v1 .. v11}, Lcom/halyard/vault/archive/ChunkStore$Chunk;-><init>(JJJLjava/lang/String;Ljava/lang/String;J)V

    .line 22
    return-object v0
.end method


# virtual methods
.method chunksOf(J)Ljava/util/List;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Ljava/util/List<",
            "Lcom/halyard/vault/archive/ChunkStore$Chunk;",
            ">;"
        }
    .end annotation

    .line 55
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 56
    iget-object v0, p0, Lcom/halyard/vault/archive/ChunkStore;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/halyard/vault/archive/ChunkStore;->CHUNK_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 57
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 56
    const-string v1, "chunks"

    const-string v3, "snapshot_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "id"

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 58
    :goto_0
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 59
    sget-object v1, Lcom/halyard/vault/archive/ChunkStore;->CHUNK:Lcom/halyard/vault/jobs/RowMapper;

    invoke-interface {v1, v10}, Lcom/halyard/vault/jobs/RowMapper;->map(Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/halyard/vault/archive/ChunkStore$Chunk;

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 61
    :cond_0
    if-eqz v10, :cond_2

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v11

    .line 56
    if-eqz v10, :cond_1

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v11

    .line 62
    :cond_2
    :goto_2
    return-object v9
.end method

.method public hasSnapshot(J)Z
    .registers 15

    .line 32
    iget-object v0, p0, Lcom/halyard/vault/archive/ChunkStore;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 33
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 32
    const-string v1, "snapshots"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const-string v8, "1"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 34
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v10

    .line 35
    if-eqz v9, :cond_0

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 34
    :cond_0
    return v10

    :catch_0
    move-exception v10

    .line 32
    if-eqz v9, :cond_1

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_0
    throw v10
.end method

.method public snapshots(I)Lorg/json/JSONArray;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 39
    new-instance v9, Lorg/json/JSONArray;

    invoke-direct {v9}, Lorg/json/JSONArray;-><init>()V

    .line 40
    iget-object v0, p0, Lcom/halyard/vault/archive/ChunkStore;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "label"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "item_count"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "created_at"

    aput-object v5, v2, v4

    .line 42
    invoke-static {p1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 40
    const-string v1, "snapshots"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "id DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 43
    :goto_0
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 44
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 45
    const/4 v4, 0x0

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "snapshot_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 46
    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "label"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 47
    const/4 v4, 0x2

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "items"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 48
    const/4 v4, 0x3

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "created_at"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 44
    invoke-virtual {v9, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 50
    :cond_0
    if-eqz v10, :cond_2

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v11

    .line 40
    if-eqz v10, :cond_1

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v11

    .line 51
    :cond_2
    :goto_2
    return-object v9
.end method

.method public stats(J)Lcom/halyard/vault/archive/ChunkStore$Stats;
    .registers 11

    .line 81
    invoke-virtual {p0, p1, p2}, Lcom/halyard/vault/archive/ChunkStore;->chunksOf(J)Ljava/util/List;

    move-result-object v3

    .line 82
    const-wide/16 v4, 0x0

    .line 83
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/archive/ChunkStore$Chunk;

    move-object v7, v0

    .line 84
    iget-wide v1, v7, Lcom/halyard/vault/archive/ChunkStore$Chunk;->size:J

    add-long/2addr v4, v1

    .line 85
    goto :goto_0

    .line 86
    :cond_0
    new-instance v0, Lcom/halyard/vault/archive/ChunkStore$Stats;

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v1

    invoke-direct {v0, v1, v4, v5}, Lcom/halyard/vault/archive/ChunkStore$Stats;-><init>(IJ)V

    return-object v0
.end method

.method public verify(J)Lcom/halyard/vault/archive/ChunkStore$Verification;
    .registers 14

    .line 67
    invoke-virtual {p0, p1, p2}, Lcom/halyard/vault/archive/ChunkStore;->chunksOf(J)Ljava/util/List;

    move-result-object v7

    .line 68
    const/4 v8, 0x0

    .line 69
    invoke-interface {v7}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/archive/ChunkStore$Chunk;

    move-object v10, v0

    .line 70
    iget-object v0, v10, Lcom/halyard/vault/archive/ChunkStore$Chunk;->sha256:Ljava/lang/String;

    new-instance v1, Ljava/io/File;

    iget-object v3, v10, Lcom/halyard/vault/archive/ChunkStore$Chunk;->path:Ljava/lang/String;

    invoke-direct {v1, v3}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-static {v1}, Lcom/halyard/vault/archive/ChunkStore;->hashOf(Ljava/io/File;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 71
    add-int/lit8 v8, v8, 0x1

    .line 73
    iget-object v0, p0, Lcom/halyard/vault/archive/ChunkStore;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    iget-wide v5, v10, Lcom/halyard/vault/archive/ChunkStore$Chunk;->id:J

    invoke-static {v5, v6}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "chunks"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 75
    :cond_0
    goto :goto_0

    .line 76
    :cond_1
    new-instance v0, Lcom/halyard/vault/archive/ChunkStore$Verification;

    invoke-interface {v7}, Ljava/util/List;->size()I

    move-result v2

    invoke-direct {v0, v2, v8}, Lcom/halyard/vault/archive/ChunkStore$Verification;-><init>(II)V

    return-object v0
.end method
