.class final Lcom/lumenframe/studio/backup/ArchiveImportWorker;
.super Ljava/lang/Object;
.source "ArchiveImportWorker.java"

# interfaces
.implements Lcom/lumenframe/studio/ops/Worker;


# static fields
.field private static final MAX_ARCHIVE_BYTES:J = 0x800000L


# instance fields
.field private final importDir:Ljava/io/File;

.field private final media:Lcom/lumenframe/studio/data/MediaRepo;


# direct methods
.method constructor <init>(Lcom/lumenframe/studio/data/MediaRepo;Ljava/io/File;)V
    .registers 3

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/lumenframe/studio/backup/ArchiveImportWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    .line 28
    iput-object p2, p0, Lcom/lumenframe/studio/backup/ArchiveImportWorker;->importDir:Ljava/io/File;

    .line 29
    return-void
.end method

.method private static read(Ljava/io/File;)Ljava/lang/String;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 76
    new-instance v3, Ljava/io/ByteArrayOutputStream;

    invoke-direct {v3}, Ljava/io/ByteArrayOutputStream;-><init>()V

    .line 77
    const/16 v0, 0x4000

    new-array v4, v0, [B

    .line 78
    new-instance v5, Ljava/io/FileInputStream;

    invoke-direct {v5, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    .line 79
    :try_start_0
    invoke-virtual {v5, v4}, Ljava/io/InputStream;->read([B)I

    move-result v6

    .line 80
    :goto_0
    if-lez v6, :cond_0

    .line 81
    const/4 v1, 0x0

    invoke-virtual {v3, v4, v1, v6}, Ljava/io/ByteArrayOutputStream;->write([BII)V

    .line 82
    invoke-virtual {v5, v4}, Ljava/io/InputStream;->read([B)I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v6

    goto :goto_0

    .line 84
    :cond_0
    invoke-virtual {v5}, Ljava/io/InputStream;->close()V

    goto :goto_2

    :catch_0
    move-exception v6

    .line 78
    :try_start_1
    invoke-virtual {v5}, Ljava/io/InputStream;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v7

    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v6

    .line 85
    :goto_2
    new-instance v0, Ljava/lang/String;

    invoke-virtual {v3}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v0, v1, v2}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    return-object v0
.end method


# virtual methods
.method public run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 46
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "archive_name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 47
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    const/4 v1, 0x2

    const-string v2, "Reading archive"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/ops/Progress;->begin(ILjava/lang/String;)V

    .line 48
    new-instance v7, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/lumenframe/studio/backup/ArchiveImportWorker;->importDir:Ljava/io/File;

    invoke-direct {v7, v2, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 49
    invoke-virtual {v7}, Ljava/io/File;->isFile()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v7}, Ljava/io/File;->length()J

    move-result-wide v0

    const-wide/32 v2, 0x800000

    cmp-long v0, v0, v2

    if-lez v0, :cond_1

    .line 50
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 52
    :cond_1
    invoke-static {v7}, Lcom/lumenframe/studio/backup/ArchiveImportWorker;->read(Ljava/io/File;)Ljava/lang/String;

    move-result-object v8

    .line 53
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    const-string v1, "Checking archive"

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V

    .line 57
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v9, v0

    .line 58
    const-string v1, "files"

    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v10

    .line 61
    goto :goto_0

    :catch_0
    move-exception v11

    .line 60
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 62
    :goto_0
    if-nez v10, :cond_2

    .line 63
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 65
    :cond_2
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/Progress;->checkpoint()V

    .line 66
    const-string v1, "bytes"

    const-wide/16 v2, 0x0

    invoke-virtual {v9, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v11

    .line 67
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/backup/ArchiveImportWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    const-string v2, "label"

    const-string v3, "Imported"

    invoke-virtual {v9, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v2

    invoke-static {v8}, Lcom/lumenframe/studio/cetp/Crypto;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-wide v3, v11

    invoke-virtual/range {v0 .. v5}, Lcom/lumenframe/studio/data/MediaRepo;->recordBackup(Ljava/lang/String;IJLjava/lang/String;)J

    move-result-wide v13

    .line 68
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    const-string v1, "Imported"

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V

    .line 69
    new-instance v15, Lorg/json/JSONObject;

    invoke-direct {v15}, Lorg/json/JSONObject;-><init>()V

    .line 70
    const-string v1, "backup_id"

    invoke-virtual {v15, v1, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 71
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v2

    const-string v1, "files"

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 72
    invoke-static {v15}, Lcom/lumenframe/studio/ops/WorkResult;->inline(Lorg/json/JSONObject;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 33
    const-string v0, "import_archive"

    return-object v0
.end method

.method public validate(Lorg/json/JSONObject;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 38
    const-string v1, "archive_name"

    const-string v2, ""

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 39
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const-string v1, ".lumenbak"

    invoke-virtual {v3, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 40
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 42
    :cond_1
    return-void
.end method
