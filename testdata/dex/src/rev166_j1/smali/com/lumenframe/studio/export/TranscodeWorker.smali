.class final Lcom/lumenframe/studio/export/TranscodeWorker;
.super Ljava/lang/Object;
.source "TranscodeWorker.java"

# interfaces
.implements Lcom/lumenframe/studio/ops/Worker;


# instance fields
.field private final exportDir:Ljava/io/File;

.field private final io:Ljava/util/concurrent/Executor;

.field private final media:Lcom/lumenframe/studio/data/MediaRepo;


# direct methods
.method constructor <init>(Lcom/lumenframe/studio/data/MediaRepo;Ljava/util/concurrent/Executor;Ljava/io/File;)V
    .registers 4

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput-object p1, p0, Lcom/lumenframe/studio/export/TranscodeWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    .line 32
    iput-object p2, p0, Lcom/lumenframe/studio/export/TranscodeWorker;->io:Ljava/util/concurrent/Executor;

    .line 33
    iput-object p3, p0, Lcom/lumenframe/studio/export/TranscodeWorker;->exportDir:Ljava/io/File;

    .line 34
    return-void
.end method

.method private static extension(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 42
    move-object v3, p0

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "720p"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "1080p"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "audio_only"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x2

    :cond_0
    :goto_0
    packed-switch v4, :pswitch_data_0

    goto :goto_1

    .line 45
    :pswitch_0
    const-string v0, ".mp4"

    return-object v0

    .line 47
    :pswitch_1
    const-string v0, ".m4a"

    return-object v0

    .line 49
    :goto_1
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x19c25b -> :sswitch_0
        0x2c929f9 -> :sswitch_1
        0x5c573275 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method static synthetic lambda$run$0(Ljava/lang/String;Ljava/io/File;Lcom/lumenframe/studio/ops/WorkContext;)Ljava/io/File;
    .registers 5

    .line 77
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, p0}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    iget-object v1, p2, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-static {v0, p1, v1}, Lcom/lumenframe/studio/export/TranscodeWorker;->stage(Ljava/io/File;Ljava/io/File;Lcom/lumenframe/studio/ops/Progress;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method private publish(Ljava/io/File;Ljava/io/File;JI)Ljava/io/File;
    .registers 12

    .line 109
    iget-object v0, p0, Lcom/lumenframe/studio/export/TranscodeWorker;->exportDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/lumenframe/studio/export/TranscodeWorker;->exportDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_0

    .line 110
    new-instance v0, Ljava/io/UncheckedIOException;

    new-instance v2, Ljava/io/IOException;

    const-string v4, "exports folder unavailable"

    invoke-direct {v2, v4}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0

    .line 112
    :cond_0
    invoke-virtual {p1, p2}, Ljava/io/File;->renameTo(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 113
    new-instance v0, Ljava/io/UncheckedIOException;

    new-instance v2, Ljava/io/IOException;

    const-string v4, "publish failed"

    invoke-direct {v2, v4}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0

    .line 115
    :cond_1
    iget-object v0, p0, Lcom/lumenframe/studio/export/TranscodeWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {p2}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v4

    const-string v1, "clip"

    move-wide v2, p3

    move v5, p5

    invoke-virtual/range {v0 .. v5}, Lcom/lumenframe/studio/data/MediaRepo;->recordExport(Ljava/lang/String;JLjava/lang/String;I)J

    .line 116
    return-object p2
.end method

.method private static stage(Ljava/io/File;Ljava/io/File;Lcom/lumenframe/studio/ops/Progress;)Ljava/io/File;
    .registers 11

    .line 93
    const/high16 v0, 0x10000

    new-array v3, v0, [B

    .line 94
    :try_start_0
    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_4

    move-object v4, v0

    :try_start_1
    new-instance v0, Ljava/io/FileOutputStream;

    invoke-direct {v0, p1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_4

    move-object v5, v0

    .line 95
    :try_start_2
    invoke-virtual {v4, v3}, Ljava/io/InputStream;->read([B)I

    move-result v6

    .line 96
    :goto_0
    if-lez v6, :cond_0

    .line 97
    invoke-virtual {p2}, Lcom/lumenframe/studio/ops/Progress;->checkpoint()V

    .line 98
    const/4 v2, 0x0

    invoke-virtual {v5, v3, v2, v6}, Ljava/io/OutputStream;->write([BII)V

    .line 99
    invoke-virtual {v4, v3}, Ljava/io/InputStream;->read([B)I
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_4

    move-result v6

    goto :goto_0

    .line 101
    :cond_0
    :try_start_3
    invoke-virtual {v5}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_2
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_4

    goto :goto_2

    :catch_0
    move-exception v6

    .line 94
    :try_start_4
    invoke-virtual {v5}, Ljava/io/OutputStream;->close()V
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_1
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_4

    goto :goto_1

    :catch_1
    move-exception v7

    :try_start_5
    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v6
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_2
    .catch Ljava/io/IOException; {:try_start_5 .. :try_end_5} :catch_4

    .line 101
    :goto_2
    :try_start_6
    invoke-virtual {v4}, Ljava/io/InputStream;->close()V
    :try_end_6
    .catch Ljava/io/IOException; {:try_start_6 .. :try_end_6} :catch_4

    goto :goto_4

    :catch_2
    move-exception v5

    .line 94
    :try_start_7
    invoke-virtual {v4}, Ljava/io/InputStream;->close()V
    :try_end_7
    .catch Ljava/lang/Throwable; {:try_start_7 .. :try_end_7} :catch_3
    .catch Ljava/io/IOException; {:try_start_7 .. :try_end_7} :catch_4

    goto :goto_3

    :catch_3
    move-exception v6

    :try_start_8
    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_3
    throw v5
    :try_end_8
    .catch Ljava/io/IOException; {:try_start_8 .. :try_end_8} :catch_4

    .line 103
    :goto_4
    goto :goto_5

    :catch_4
    move-exception v4

    .line 102
    new-instance v0, Ljava/io/UncheckedIOException;

    invoke-direct {v0, v4}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0

    .line 104
    :goto_5
    const-string v1, "Staged"

    invoke-virtual {p2, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V

    .line 105
    return-object p1
.end method


# virtual methods
.method public synthetic lambda$run$1$com-lumenframe-studio-export-TranscodeWorker(Ljava/io/File;JILjava/io/File;)Ljava/io/File;
    .registers 12

    .line 78
    move-object v0, p0

    move-object v1, p5

    move-object v2, p1

    move-wide v3, p2

    move v5, p4

    invoke-direct/range {v0 .. v5}, Lcom/lumenframe/studio/export/TranscodeWorker;->publish(Ljava/io/File;Ljava/io/File;JI)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 66
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "clip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v7

    .line 67
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "preset"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/export/TranscodeWorker;->extension(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 68
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/export/TranscodeWorker;->exportDir:Ljava/io/File;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v2, "output_name"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1, v9}, Lcom/lumenframe/studio/export/SafeNames;->child(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)Ljava/io/File;

    move-result-object v10

    .line 69
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/export/TranscodeWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v0, v7, v8}, Lcom/lumenframe/studio/data/MediaRepo;->clipPath(J)Ljava/lang/String;

    move-result-object v11

    .line 70
    if-nez v11, :cond_0

    .line 71
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 73
    :cond_0
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    const/4 v1, 0x2

    const-string v2, "Staging clip"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/ops/Progress;->begin(ILjava/lang/String;)V

    .line 74
    move-object/from16 v0, p1

    iget v12, v0, Lcom/lumenframe/studio/ops/WorkContext;->callerUid:I

    .line 75
    new-instance v13, Ljava/io/File;

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/lumenframe/studio/ops/WorkContext;->workDir:Ljava/io/File;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "staged"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v13, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 76
    new-instance v3, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda0;

    move-object/from16 v2, p1

    invoke-direct {v3, v11, v13, v2}, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Ljava/io/File;Lcom/lumenframe/studio/ops/WorkContext;)V

    move-object v0, v3

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/lumenframe/studio/export/TranscodeWorker;->io:Ljava/util/concurrent/Executor;

    .line 77
    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;

    move-object/from16 v2, p0

    move-object v3, v10

    move-wide v4, v7

    move v6, v12

    invoke-direct/range {v1 .. v6}, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;-><init>(Lcom/lumenframe/studio/export/TranscodeWorker;Ljava/io/File;JI)V

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/lumenframe/studio/export/TranscodeWorker;->io:Ljava/util/concurrent/Executor;

    .line 78
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/CompletableFuture;->thenApplyAsync(Ljava/util/function/Function;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v14

    .line 81
    :try_start_0
    invoke-virtual {v14}, Ljava/util/concurrent/CompletableFuture;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/io/File;
    :try_end_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v15, v0

    .line 85
    goto :goto_0

    :catch_0
    move-exception v16

    .line 83
    invoke-virtual {v13}, Ljava/io/File;->delete()Z

    .line 84
    throw v16

    .line 86
    :goto_0
    new-instance v16, Lorg/json/JSONObject;

    move-object/from16 v1, v16

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 87
    invoke-virtual {v15}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "file_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 88
    invoke-virtual {v15}, Ljava/io/File;->length()J

    move-result-wide v2

    move-object/from16 v0, v16

    const-string v1, "bytes"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 89
    move-object/from16 v0, v16

    invoke-static {v0}, Lcom/lumenframe/studio/ops/WorkResult;->inline(Lorg/json/JSONObject;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 38
    const-string v0, "transcode_clip"

    return-object v0
.end method

.method public validate(Lorg/json/JSONObject;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 55
    const-string v1, "clip_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/16 v2, 0x1

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    .line 56
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 58
    :cond_0
    const-string v1, "preset"

    const-string v2, ""

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/export/TranscodeWorker;->extension(Ljava/lang/String;)Ljava/lang/String;

    .line 59
    const-string v1, "output_name"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/export/SafeNames;->valid(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 60
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 62
    :cond_1
    return-void
.end method
