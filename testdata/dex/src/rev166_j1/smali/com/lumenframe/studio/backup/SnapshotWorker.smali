.class final Lcom/lumenframe/studio/backup/SnapshotWorker;
.super Ljava/lang/Object;
.source "SnapshotWorker.java"

# interfaces
.implements Lcom/lumenframe/studio/ops/Worker;


# static fields
.field private static final TAG:Ljava/lang/String; = "SnapshotWorker"


# instance fields
.field private final io:Ljava/util/concurrent/Executor;

.field private final media:Lcom/lumenframe/studio/data/MediaRepo;

.field private final quota:Lcom/lumenframe/studio/backup/QuotaLedger;


# direct methods
.method constructor <init>(Lcom/lumenframe/studio/data/MediaRepo;Lcom/lumenframe/studio/backup/QuotaLedger;Ljava/util/concurrent/Executor;)V
    .registers 4

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    iput-object p1, p0, Lcom/lumenframe/studio/backup/SnapshotWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    .line 37
    iput-object p2, p0, Lcom/lumenframe/studio/backup/SnapshotWorker;->quota:Lcom/lumenframe/studio/backup/QuotaLedger;

    .line 38
    iput-object p3, p0, Lcom/lumenframe/studio/backup/SnapshotWorker;->io:Ljava/util/concurrent/Executor;

    .line 39
    return-void
.end method

.method private static asCetp(Ljava/lang/Throwable;)Lcom/lumenframe/studio/cetp/CetpException;
    .registers 5

    .line 124
    instance-of v0, p0, Ljava/util/concurrent/CompletionException;

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    goto :goto_0

    :cond_0
    move-object v0, p0

    :goto_0
    move-object v3, v0

    .line 125
    instance-of v0, v3, Lcom/lumenframe/studio/cetp/CetpException;

    if-eqz v0, :cond_1

    .line 126
    check-cast v3, Lcom/lumenframe/studio/cetp/CetpException;

    return-object v3

    .line 128
    :cond_1
    const-string v0, "SnapshotWorker"

    const-string v1, "snapshot failed"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 129
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "UNAVAILABLE"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private static catalogue(Ljava/util/List;ZLcom/lumenframe/studio/ops/Progress;)Lorg/json/JSONArray;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/lumenframe/studio/data/MediaRepo$Photo;",
            ">;Z",
            "Lcom/lumenframe/studio/ops/Progress;",
            ")",
            "Lorg/json/JSONArray;"
        }
    .end annotation

    .line 104
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 106
    :try_start_0
    invoke-interface {p0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/data/MediaRepo$Photo;

    move-object v7, v0

    .line 107
    invoke-virtual {p2}, Lcom/lumenframe/studio/ops/Progress;->checkpoint()V

    .line 108
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v8, v0

    .line 109
    iget-wide v2, v7, Lcom/lumenframe/studio/data/MediaRepo$Photo;->id:J

    const-string v1, "photo_id"

    invoke-virtual {v8, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 110
    iget-wide v2, v7, Lcom/lumenframe/studio/data/MediaRepo$Photo;->sizeBytes:J

    const-string v1, "size_bytes"

    invoke-virtual {v8, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 111
    if-eqz p1, :cond_0

    iget-object v0, v7, Lcom/lumenframe/studio/data/MediaRepo$Photo;->caption:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 112
    iget-object v2, v7, Lcom/lumenframe/studio/data/MediaRepo$Photo;->caption:Ljava/lang/String;

    const-string v1, "caption"

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 114
    :cond_0
    invoke-virtual {v5, v8}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 115
    iget-wide v1, v7, Lcom/lumenframe/studio/data/MediaRepo$Photo;->id:J

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Catalogued photo "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    invoke-virtual {p2, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 116
    goto :goto_0

    .line 119
    :cond_1
    goto :goto_1

    :catch_0
    move-exception v6

    .line 118
    new-instance v0, Ljava/util/concurrent/CompletionException;

    invoke-direct {v0, v6}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v0

    .line 120
    :goto_1
    return-object v5
.end method

.method static synthetic lambda$run$0(Ljava/util/List;ZLcom/lumenframe/studio/ops/WorkContext;)Lorg/json/JSONArray;
    .registers 5

    .line 62
    iget-object v1, p2, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-static {p0, p1, v1}, Lcom/lumenframe/studio/backup/SnapshotWorker;->catalogue(Ljava/util/List;ZLcom/lumenframe/studio/ops/Progress;)Lorg/json/JSONArray;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$run$2(Ljava/lang/Throwable;)Lorg/json/JSONArray;
    .registers 3

    .line 68
    new-instance v0, Ljava/util/concurrent/CompletionException;

    invoke-static {p0}, Lcom/lumenframe/studio/backup/SnapshotWorker;->asCetp(Ljava/lang/Throwable;)Lcom/lumenframe/studio/cetp/CetpException;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private static totalBytes(Ljava/util/List;)J
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/lumenframe/studio/data/MediaRepo$Photo;",
            ">;)J"
        }
    .end annotation

    .line 96
    const-wide/16 v3, 0x0

    .line 97
    invoke-interface {p0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/data/MediaRepo$Photo;

    move-object v6, v0

    .line 98
    iget-wide v1, v6, Lcom/lumenframe/studio/data/MediaRepo$Photo;->sizeBytes:J

    add-long/2addr v3, v1

    .line 99
    goto :goto_0

    .line 100
    :cond_0
    return-wide v3
.end method


# virtual methods
.method public synthetic lambda$run$1$com-lumenframe-studio-backup-SnapshotWorker(JLorg/json/JSONArray;)Lorg/json/JSONArray;
    .registers 5

    .line 64
    iget-object v0, p0, Lcom/lumenframe/studio/backup/SnapshotWorker;->quota:Lcom/lumenframe/studio/backup/QuotaLedger;

    invoke-virtual {v0, p1, p2}, Lcom/lumenframe/studio/backup/QuotaLedger;->chargeCaller(J)V

    .line 65
    return-object p3
.end method

.method public run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 56
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "label"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 57
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "include_captions"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v7

    .line 58
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/backup/SnapshotWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/MediaRepo;->library()Ljava/util/List;

    move-result-object v8

    .line 59
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v1

    add-int/lit8 v1, v1, 0x2

    const-string v2, "Scanning library"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/ops/Progress;->begin(ILjava/lang/String;)V

    .line 60
    invoke-static {v8}, Lcom/lumenframe/studio/backup/SnapshotWorker;->totalBytes(Ljava/util/List;)J

    move-result-wide v9

    .line 61
    new-instance v3, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;

    move-object/from16 v2, p1

    invoke-direct {v3, v8, v7, v2}, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda0;-><init>(Ljava/util/List;ZLcom/lumenframe/studio/ops/WorkContext;)V

    move-object v0, v3

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/lumenframe/studio/backup/SnapshotWorker;->io:Ljava/util/concurrent/Executor;

    .line 62
    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v4, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda1;

    move-object/from16 v1, p0

    invoke-direct {v4, v1, v9, v10}, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda1;-><init>(Lcom/lumenframe/studio/backup/SnapshotWorker;J)V

    move-object v1, v4

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/lumenframe/studio/backup/SnapshotWorker;->io:Ljava/util/concurrent/Executor;

    .line 63
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/CompletableFuture;->thenApplyAsync(Ljava/util/function/Function;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/lumenframe/studio/backup/SnapshotWorker$$ExternalSyntheticLambda2;-><init>()V

    .line 67
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v11

    .line 72
    :try_start_0
    invoke-virtual {v11}, Ljava/util/concurrent/CompletableFuture;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v12, v0

    .line 79
    goto :goto_0

    :catch_0
    move-exception v13

    .line 74
    invoke-virtual {v13}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v14

    .line 75
    instance-of v0, v14, Ljava/lang/Exception;

    if-eqz v0, :cond_0

    .line 76
    check-cast v14, Ljava/lang/Exception;

    throw v14

    .line 78
    :cond_0
    throw v13

    .line 80
    :goto_0
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/Progress;->checkpoint()V

    .line 81
    new-instance v13, Lorg/json/JSONObject;

    invoke-direct {v13}, Lorg/json/JSONObject;-><init>()V

    .line 82
    const-string v1, "label"

    invoke-virtual {v13, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 83
    const-string v1, "files"

    invoke-virtual {v13, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 84
    const-string v1, "bytes"

    invoke-virtual {v13, v1, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 85
    invoke-virtual {v13}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v14

    .line 86
    new-instance v15, Ljava/io/File;

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/lumenframe/studio/ops/WorkContext;->workDir:Ljava/io/File;

    const-string v3, "manifest.json"

    invoke-direct {v15, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 87
    new-instance v16, Ljava/io/FileOutputStream;

    move-object/from16 v1, v16

    invoke-direct {v1, v15}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    .line 88
    :try_start_1
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v14, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    move-object/from16 v0, v16

    invoke-virtual {v0, v1}, Ljava/io/OutputStream;->write([B)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    .line 89
    move-object/from16 v0, v16

    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V

    goto :goto_2

    :catch_1
    move-exception v17

    .line 87
    move-object/from16 v0, v16

    :try_start_2
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_1

    :catch_2
    move-exception v18

    move-object/from16 v0, v17

    move-object/from16 v1, v18

    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v17

    .line 90
    :goto_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/backup/SnapshotWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v12}, Lorg/json/JSONArray;->length()I

    move-result v2

    invoke-static {v14}, Lcom/lumenframe/studio/cetp/Crypto;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object v1, v6

    move-wide v3, v9

    invoke-virtual/range {v0 .. v5}, Lcom/lumenframe/studio/data/MediaRepo;->recordBackup(Ljava/lang/String;IJLjava/lang/String;)J

    .line 91
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    const-string v1, "Backup recorded"

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V

    .line 92
    const-string v1, "application/json"

    invoke-static {v15, v1}, Lcom/lumenframe/studio/ops/WorkResult;->file(Ljava/io/File;Ljava/lang/String;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 43
    const-string v0, "start_backup"

    return-object v0
.end method

.method public validate(Lorg/json/JSONObject;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 48
    const-string v1, "label"

    const-string v2, ""

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 49
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-gt v0, v1, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v1

    if-eq v0, v1, :cond_1

    .line 50
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 52
    :cond_1
    return-void
.end method
