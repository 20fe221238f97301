.class final Lcom/lumenframe/studio/export/AlbumExportWorker;
.super Ljava/lang/Object;
.source "AlbumExportWorker.java"

# interfaces
.implements Lcom/lumenframe/studio/ops/Worker;


# instance fields
.field private final media:Lcom/lumenframe/studio/data/MediaRepo;


# direct methods
.method constructor <init>(Lcom/lumenframe/studio/data/MediaRepo;)V
    .registers 2

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/lumenframe/studio/export/AlbumExportWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    .line 23
    return-void
.end method


# virtual methods
.method public run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 39
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "album_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 40
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/export/AlbumExportWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v0, v6, v7}, Lcom/lumenframe/studio/data/MediaRepo;->albumTitle(J)Ljava/lang/String;

    move-result-object v8

    .line 41
    if-nez v8, :cond_0

    .line 42
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 44
    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/export/AlbumExportWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v0, v6, v7}, Lcom/lumenframe/studio/data/MediaRepo;->photos(J)Ljava/util/List;

    move-result-object v9

    .line 45
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v1

    add-int/lit8 v1, v1, 0x1

    const-string v2, "Cataloguing photos"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/ops/Progress;->begin(ILjava/lang/String;)V

    .line 46
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 47
    invoke-interface {v9}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/data/MediaRepo$Photo;

    move-object v12, v0

    .line 48
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/Progress;->checkpoint()V

    .line 49
    new-instance v13, Lorg/json/JSONObject;

    invoke-direct {v13}, Lorg/json/JSONObject;-><init>()V

    .line 50
    iget-wide v2, v12, Lcom/lumenframe/studio/data/MediaRepo$Photo;->id:J

    const-string v1, "photo_id"

    invoke-virtual {v13, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 51
    iget-object v2, v12, Lcom/lumenframe/studio/data/MediaRepo$Photo;->caption:Ljava/lang/String;

    move-object v0, v13

    const-string v1, "caption"

    if-nez v2, :cond_1

    const-string v2, ""

    goto :goto_1

    :cond_1
    iget-object v2, v12, Lcom/lumenframe/studio/data/MediaRepo$Photo;->caption:Ljava/lang/String;

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 52
    iget-wide v2, v12, Lcom/lumenframe/studio/data/MediaRepo$Photo;->sizeBytes:J

    const-string v1, "size_bytes"

    invoke-virtual {v13, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 53
    invoke-virtual {v10, v13}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 54
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    iget-wide v1, v12, Lcom/lumenframe/studio/data/MediaRepo$Photo;->id:J

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

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V

    .line 55
    goto :goto_0

    .line 56
    :cond_2
    new-instance v11, Lorg/json/JSONObject;

    invoke-direct {v11}, Lorg/json/JSONObject;-><init>()V

    .line 57
    const-string v1, "album_id"

    invoke-virtual {v11, v1, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 58
    const-string v1, "title"

    invoke-virtual {v11, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 59
    const-string v1, "photos"

    invoke-virtual {v11, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 60
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/Progress;->checkpoint()V

    .line 61
    new-instance v12, Ljava/io/File;

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/lumenframe/studio/ops/WorkContext;->workDir:Ljava/io/File;

    const-string v3, "album.json"

    invoke-direct {v12, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 62
    new-instance v13, Ljava/io/OutputStreamWriter;

    new-instance v2, Ljava/io/FileOutputStream;

    invoke-direct {v2, v12}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    sget-object v3, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v13, v2, v3}, Ljava/io/OutputStreamWriter;-><init>(Ljava/io/OutputStream;Ljava/nio/charset/Charset;)V

    .line 63
    :try_start_0
    invoke-virtual {v11}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v13, v1}, Ljava/io/Writer;->write(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 64
    invoke-virtual {v13}, Ljava/io/Writer;->close()V

    goto :goto_3

    :catch_0
    move-exception v14

    .line 62
    :try_start_1
    invoke-virtual {v13}, Ljava/io/Writer;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v15

    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_2
    throw v14

    .line 65
    :goto_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenframe/studio/export/AlbumExportWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v12}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p1

    iget v5, v5, Lcom/lumenframe/studio/ops/WorkContext;->callerUid:I

    const-string v1, "album"

    move-wide v2, v6

    invoke-virtual/range {v0 .. v5}, Lcom/lumenframe/studio/data/MediaRepo;->recordExport(Ljava/lang/String;JLjava/lang/String;I)J

    .line 66
    const-string v1, "application/json"

    invoke-static {v12, v1}, Lcom/lumenframe/studio/ops/WorkResult;->file(Ljava/io/File;Ljava/lang/String;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 27
    const-string v0, "export_album"

    return-object v0
.end method

.method public validate(Lorg/json/JSONObject;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 32
    const-string v1, "album_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/16 v2, 0x1

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    invoke-virtual {p1}, Lorg/json/JSONObject;->length()I

    move-result v0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 33
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 35
    :cond_1
    return-void
.end method
