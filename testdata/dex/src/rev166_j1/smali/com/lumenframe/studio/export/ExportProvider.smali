.class public final Lcom/lumenframe/studio/export/ExportProvider;
.super Lcom/lumenframe/studio/cetp/ToolContentProvider;
.source "ExportProvider.java"


# static fields
.field private static final LIMIT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

.field private static final POLL_MS:J = 0x5dcL

.field static final PROVIDER_ID:Ljava/lang/String; = "com.lumenframe.studio"

.field private static final SYNC_WAIT_MS:J = 0x190L

.field private static final TAG:Ljava/lang/String; = "ExportProvider"


# instance fields
.field private io:Ljava/util/concurrent/ExecutorService;

.field private media:Lcom/lumenframe/studio/data/MediaRepo;

.field private negotiation:Lcom/lumenframe/studio/cetp/Negotiation;

.field private ops:Lcom/lumenframe/studio/ops/OperationManager;

.field private policy:Lcom/lumenframe/studio/cetp/CallerPolicy;

.field private final sessions:Lcom/lumenframe/studio/cetp/SessionStore;

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/lumenframe/studio/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field

.field private workers:Lcom/lumenframe/studio/ops/WorkerRegistry;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 44
    invoke-direct {p0}, Lcom/lumenframe/studio/cetp/ToolContentProvider;-><init>()V

    .line 53
    new-instance v0, Lcom/lumenframe/studio/cetp/SessionStore;

    invoke-direct {v0}, Lcom/lumenframe/studio/cetp/SessionStore;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    .line 54
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->tools:Ljava/util/Map;

    return-void
.end method

.method private add(Lcom/lumenframe/studio/cetp/ToolSpec;)V
    .registers 4

    .line 117
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->tools:Ljava/util/Map;

    iget-object v1, p1, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 118
    return-void
.end method

.method private awaitBriefly(Ljava/lang/String;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 222
    :try_start_0
    invoke-virtual {p2}, Lcom/lumenframe/studio/ops/Operation;->completion()Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x190

    invoke-virtual {v0, v1, v2, v3}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    .line 223
    invoke-direct {p0, p2}, Lcom/lumenframe/studio/export/ExportProvider;->resultEnvelope(Lcom/lumenframe/studio/ops/Operation;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, p1, v2, p2}, Lcom/lumenframe/studio/export/ExportProvider;->deliver(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/CancellationException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_3

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 225
    iget-object v1, p2, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-wide/16 v2, 0x5dc

    invoke-static {p1, v1, v2, v3}, Lcom/lumenframe/studio/cetp/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v4

    .line 227
    iget-object v1, p2, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "export "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-virtual {v4}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "ExportProvider"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 228
    invoke-virtual {p2}, Lcom/lumenframe/studio/ops/Operation;->errorCode()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {p2}, Lcom/lumenframe/studio/ops/Operation;->errorCode()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const-string v0, "INTERNAL_ERROR"

    :goto_0
    move-object v5, v0

    .line 229
    invoke-static {p1, v5}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v4

    .line 231
    const-string v1, "CANCELLED"

    invoke-static {p1, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_3
    move-exception v4

    .line 233
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 234
    iget-object v1, p2, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-wide/16 v2, 0x5dc

    invoke-static {p1, v1, v2, v3}, Lcom/lumenframe/studio/cetp/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private cancelOperation(Ljava/lang/String;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 308
    const-string v1, "cancellation"

    invoke-virtual {p3, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 309
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "UNSUPPORTED_CAPABILITY"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 311
    :cond_0
    invoke-direct {p0, p1, p2}, Lcom/lumenframe/studio/export/ExportProvider;->lookup(Ljava/lang/String;Landroid/os/Bundle;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v3

    .line 312
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    invoke-virtual {v0, v3}, Lcom/lumenframe/studio/ops/OperationManager;->requestCancel(Lcom/lumenframe/studio/ops/Operation;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 313
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "CONFLICT"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 315
    :cond_1
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 316
    iget-object v2, v3, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 317
    const-string v1, "state"

    const-string v2, "cancellation_requested"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 318
    invoke-static {p1, v4}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private deliver(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 252
    invoke-static {p1, p2}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    .line 253
    invoke-virtual {p3}, Lcom/lumenframe/studio/ops/Operation;->resultFile()Ljava/io/File;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 254
    invoke-direct {p0, p3}, Lcom/lumenframe/studio/export/ExportProvider;->openResult(Lcom/lumenframe/studio/ops/Operation;)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    const-string v1, "result_fd"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 256
    :cond_0
    return-object v3
.end method

.method private describeTools()V
    .registers 6

    .line 81
    const-string v0, "list_albums"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 82
    const-string v1, "List albums"

    const-string v2, "Lists the newest albums of the photo library with their ids."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "library.read"

    aput-object v4, v1, v3

    .line 83
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 84
    const-string v1, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"albums\":{\"type\":\"array\"}},\"required\":[\"albums\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 86
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 81
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/export/ExportProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 87
    const-string v0, "list_exports"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 88
    const-string v1, "List exports"

    const-string v2, "Lists the album exports and transcodes made so far."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "library.read"

    aput-object v4, v1, v3

    .line 89
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 90
    const-string v1, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"exports\":{\"type\":\"array\"}},\"required\":[\"exports\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 92
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 87
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/export/ExportProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 93
    const-string v0, "export_album"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 94
    const-string v1, "Export album"

    const-string v2, "Writes an album\'s catalogue (photos, captions, sizes) as a JSON file."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 95
    const-string v1, "create"

    const-string v2, "moderate"

    const-string v3, "provider_policy"

    invoke-virtual {v0, v1, v2, v3}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->async()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->fileResult()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "library.read"

    aput-object v4, v1, v3

    const/4 v3, 0x1

    const-string v4, "exports.write"

    aput-object v4, v1, v3

    .line 96
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 97
    const-string v1, "{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"album_id\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"},\"photos\":{\"type\":\"array\"}},\"required\":[\"album_id\",\"title\",\"photos\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 102
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 93
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/export/ExportProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 103
    const-string v0, "transcode_clip"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 104
    const-string v1, "Transcode clip"

    const-string v2, "Makes a copy of a video clip in the chosen preset under the given file name."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 105
    const-string v1, "create"

    const-string v2, "moderate"

    const-string v3, "provider_policy"

    invoke-virtual {v0, v1, v2, v3}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->async()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "library.read"

    aput-object v4, v1, v3

    const/4 v3, 0x1

    const-string v4, "exports.write"

    aput-object v4, v1, v3

    .line 106
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 107
    const-string v1, "{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"integer\",\"minimum\":1},\"preset\":{\"enum\":[\"720p\",\"1080p\",\"audio_only\"]},\"output_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$\"}},\"required\":[\"clip_id\",\"preset\",\"output_name\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file_name\",\"bytes\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 113
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 103
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/export/ExportProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 114
    return-void
.end method

.method private execute(Lcom/lumenframe/studio/cetp/ToolCall;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 186
    iget-object v2, p1, Lcom/lumenframe/studio/cetp/ToolCall;->toolName:Ljava/lang/String;

    invoke-direct {p0, p3, v2}, Lcom/lumenframe/studio/export/ExportProvider;->visibleTool(Lcom/lumenframe/studio/cetp/SessionStore$Session;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v3

    .line 187
    if-nez v3, :cond_0

    .line 188
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "TOOL_NOT_FOUND"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 190
    :cond_0
    iget-object v0, p3, Lcom/lumenframe/studio/cetp/SessionStore$Session;->scopes:Ljava/util/List;

    iget-object v1, v3, Lcom/lumenframe/studio/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/List;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 191
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "PERMISSION_DENIED"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 193
    :cond_1
    iget-boolean v0, v3, Lcom/lumenframe/studio/cetp/ToolSpec;->async:Z

    if-eqz v0, :cond_2

    .line 194
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->workers:Lcom/lumenframe/studio/ops/WorkerRegistry;

    iget-object v1, v3, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/WorkerRegistry;->forTool(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Worker;

    move-result-object v4

    .line 195
    iget-object v1, p1, Lcom/lumenframe/studio/cetp/ToolCall;->args:Lorg/json/JSONObject;

    invoke-interface {v4, v1}, Lcom/lumenframe/studio/ops/Worker;->validate(Lorg/json/JSONObject;)V

    .line 196
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    invoke-virtual {v0, p1, v4}, Lcom/lumenframe/studio/ops/OperationManager;->startOrJoin(Lcom/lumenframe/studio/cetp/ToolCall;Lcom/lumenframe/studio/ops/Worker;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v5

    .line 197
    iget-object v1, p1, Lcom/lumenframe/studio/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-direct {p0, v1, v5}, Lcom/lumenframe/studio/export/ExportProvider;->awaitBriefly(Ljava/lang/String;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 199
    :cond_2
    invoke-static {p2}, Lcom/lumenframe/studio/cetp/ToolCall;->deadlinePassed(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 200
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "DEADLINE_EXCEEDED"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 202
    :cond_3
    invoke-direct {p0, p1}, Lcom/lumenframe/studio/export/ExportProvider;->readTool(Lcom/lumenframe/studio/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private getOperation(Ljava/lang/String;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 286
    const-string v1, "async_operations"

    invoke-virtual {p3, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 287
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "UNSUPPORTED_CAPABILITY"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 289
    :cond_0
    invoke-direct {p0, p1, p2}, Lcom/lumenframe/studio/export/ExportProvider;->lookup(Ljava/lang/String;Landroid/os/Bundle;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v4

    .line 290
    invoke-virtual {v4}, Lcom/lumenframe/studio/ops/Operation;->state()Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v5

    .line 291
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 292
    iget-object v2, v4, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 293
    invoke-virtual {v5}, Lcom/lumenframe/studio/ops/OperationState;->wire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 294
    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->SUCCEEDED:Lcom/lumenframe/studio/ops/OperationState;

    if-ne v5, v1, :cond_1

    .line 295
    invoke-direct {p0, v4}, Lcom/lumenframe/studio/export/ExportProvider;->resultEnvelope(Lcom/lumenframe/studio/ops/Operation;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 296
    invoke-direct {p0, p1, v6, v4}, Lcom/lumenframe/studio/export/ExportProvider;->deliver(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 298
    :cond_1
    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->FAILED:Lcom/lumenframe/studio/ops/OperationState;

    if-ne v5, v1, :cond_2

    .line 299
    invoke-virtual {v4}, Lcom/lumenframe/studio/ops/Operation;->errorCode()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/lumenframe/studio/cetp/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "error"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 300
    :cond_2
    invoke-virtual {v5}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-nez v0, :cond_3

    .line 301
    iget-object v2, v4, Lcom/lumenframe/studio/ops/Operation;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v2}, Lcom/lumenframe/studio/ops/Progress;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "progress"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 302
    const-string v1, "poll_after_ms"

    const-wide/16 v2, 0x5dc

    invoke-virtual {v6, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 304
    :cond_3
    :goto_0
    invoke-static {p1, v6}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 11

    .line 142
    :try_start_0
    invoke-static {p2}, Lcom/lumenframe/studio/cetp/ToolCall;->requestId(Landroid/os/Bundle;)Ljava/lang/String;
    :try_end_0
    .catch Lcom/lumenframe/studio/cetp/CetpException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v2

    .line 145
    goto :goto_0

    :catch_0
    move-exception v3

    .line 144
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, v3, Lcom/lumenframe/studio/cetp/CetpException;->code:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 146
    :goto_0
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    invoke-virtual {v0, p2, p3}, Lcom/lumenframe/studio/cetp/SessionStore;->require(Landroid/os/Bundle;I)Lcom/lumenframe/studio/cetp/SessionStore$Session;

    move-result-object v3

    .line 147
    if-nez v3, :cond_0

    .line 148
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 151
    :cond_0
    move-object v4, p1

    const/4 v5, -0x1

    :try_start_1
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v5, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v5, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v5, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v5, 0x3

    :cond_1
    :goto_1
    packed-switch v5, :pswitch_data_0

    goto :goto_2

    .line 153
    :pswitch_0
    invoke-direct {p0}, Lcom/lumenframe/studio/export/ExportProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :pswitch_1
    invoke-direct {p0, v3}, Lcom/lumenframe/studio/export/ExportProvider;->toolList(Lcom/lumenframe/studio/cetp/SessionStore$Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :pswitch_2
    invoke-static {p2, p3, p4}, Lcom/lumenframe/studio/cetp/ToolCall;->parse(Landroid/os/Bundle;ILjava/lang/String;)Lcom/lumenframe/studio/cetp/ToolCall;

    move-result-object v1

    invoke-direct {p0, v1, p2, v3}, Lcom/lumenframe/studio/export/ExportProvider;->execute(Lcom/lumenframe/studio/cetp/ToolCall;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 159
    :pswitch_3
    invoke-direct {p0, v2, p2, v3}, Lcom/lumenframe/studio/export/ExportProvider;->getOperation(Ljava/lang/String;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 161
    :goto_2
    invoke-direct {p0, v2, p2, v3}, Lcom/lumenframe/studio/export/ExportProvider;->cancelOperation(Ljava/lang/String;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    :try_end_1
    .catch Lcom/lumenframe/studio/cetp/CetpException; {:try_start_1 .. :try_end_1} :catch_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_2

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v4

    .line 164
    iget-object v1, v4, Lcom/lumenframe/studio/cetp/CetpException;->code:Ljava/lang/String;

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v4

    .line 166
    const-string v0, "ExportProvider"

    const-string v1, "reply not built"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 167
    const-string v1, "INTERNAL_ERROR"

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method static synthetic lambda$openResult$0(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)V
    .registers 2

    .line 265
    invoke-static {p0, p1}, Lcom/lumenframe/studio/ops/ResultFiles;->pump(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)V

    return-void
.end method

.method private lookup(Ljava/lang/String;Landroid/os/Bundle;)Lcom/lumenframe/studio/ops/Operation;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 274
    const-string v1, "operation_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 275
    if-nez v3, :cond_0

    .line 276
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 278
    :cond_0
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    invoke-virtual {v0, v3}, Lcom/lumenframe/studio/ops/OperationManager;->find(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v4

    .line 279
    if-eqz v4, :cond_1

    iget-object v0, v4, Lcom/lumenframe/studio/ops/Operation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 280
    :cond_1
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 282
    :cond_2
    return-object v4
.end method

.method private openResult(Lcom/lumenframe/studio/ops/Operation;)Landroid/os/ParcelFileDescriptor;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 261
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultFile()Ljava/io/File;

    move-result-object v3

    .line 263
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v4

    .line 264
    const/4 v1, 0x0

    aget-object v5, v4, v1

    .line 265
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/lumenframe/studio/export/ExportProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, v3, v5}, Lcom/lumenframe/studio/export/ExportProvider$$ExternalSyntheticLambda0;-><init>(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 266
    const/4 v1, 0x1

    aget-object v0, v4, v1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v4

    .line 268
    const-string v0, "ExportProvider"

    const-string v1, "no pipe for the result"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 269
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "UNAVAILABLE"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 322
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 323
    const-string v0, "library.read"

    const-string v1, "Read the photo library"

    const-string v2, "See albums, clips and past exports"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/lumenframe/studio/export/ExportProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 324
    const-string v0, "exports.write"

    const-string v1, "Make exports"

    const-string v2, "Write album exports and clip copies"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/lumenframe/studio/export/ExportProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 325
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 326
    const-string v0, "provider_id"

    const-string v1, "com.lumenframe.studio"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 327
    const-string v0, "provider_name"

    const-string v1, "Lumen Studio exports"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 328
    const-string v0, "description"

    const-string v1, "Exports albums and transcodes clips from the Lumen Studio library."

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 329
    const-string v0, "schema_dialect"

    const-string v1, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 330
    const-string v0, "scopes"

    invoke-virtual {v5, v0, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 331
    return-object v5
.end method

.method private readTool(Lcom/lumenframe/studio/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 206
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 207
    const/4 v1, 0x1

    if-lt v4, v1, :cond_0

    const/16 v1, 0x64

    if-le v4, v1, :cond_1

    .line 208
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 210
    :cond_1
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 211
    iget-object v1, p1, Lcom/lumenframe/studio/cetp/ToolCall;->toolName:Ljava/lang/String;

    const-string v0, "list_albums"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 212
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/lumenframe/studio/export/ExportProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v3, v4}, Lcom/lumenframe/studio/data/MediaRepo;->albums(I)Ljava/util/List;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "albums"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 214
    :cond_2
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/lumenframe/studio/export/ExportProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v3, v4}, Lcom/lumenframe/studio/data/MediaRepo;->exports(I)Ljava/util/List;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "exports"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 216
    :goto_0
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-static {v0, v5}, Lcom/lumenframe/studio/cetp/Replies;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private resultEnvelope(Lcom/lumenframe/studio/ops/Operation;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 239
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultFile()Ljava/io/File;

    move-result-object v3

    .line 240
    if-nez v3, :cond_0

    .line 241
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultValue()Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/Replies;->inlineEnvelope(Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0

    .line 244
    :cond_0
    :try_start_0
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->mediaType()Ljava/lang/String;

    move-result-object v1

    invoke-static {v3, v1}, Lcom/lumenframe/studio/ops/ResultFiles;->envelope(Ljava/io/File;Ljava/lang/String;)Lorg/json/JSONObject;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 246
    const-string v0, "ExportProvider"

    const-string v1, "result file unreadable"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 247
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "RESULT_EXPIRED"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 335
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 336
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 337
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 338
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 339
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 340
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 341
    return-object v2
.end method

.method private toolList(Lcom/lumenframe/studio/cetp/SessionStore$Session;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 345
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 346
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->tools:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/cetp/ToolSpec;

    move-object v5, v0

    .line 347
    iget-object v2, v5, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-direct {p0, p1, v2}, Lcom/lumenframe/studio/export/ExportProvider;->visibleTool(Lcom/lumenframe/studio/cetp/SessionStore$Session;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 348
    invoke-virtual {v5}, Lcom/lumenframe/studio/cetp/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 350
    :cond_0
    goto :goto_0

    .line 351
    :cond_1
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 352
    const-string v1, "revision"

    const-string v2, "export-tools-3"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 353
    const-string v1, "tools"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 354
    return-object v4
.end method

.method private visibleTool(Lcom/lumenframe/studio/cetp/SessionStore$Session;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec;
    .registers 6

    .line 172
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->tools:Ljava/util/Map;

    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/cetp/ToolSpec;

    move-object v2, v0

    .line 173
    if-nez v2, :cond_0

    .line 174
    const/4 v0, 0x0

    return-object v0

    .line 176
    :cond_0
    iget-boolean v0, v2, Lcom/lumenframe/studio/cetp/ToolSpec;->async:Z

    if-eqz v0, :cond_1

    const-string v1, "async_operations"

    invoke-virtual {p1, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 177
    const/4 v0, 0x0

    return-object v0

    .line 179
    :cond_1
    iget-boolean v0, v2, Lcom/lumenframe/studio/cetp/ToolSpec;->fileResult:Z

    if-eqz v0, :cond_2

    const-string v1, "large_results"

    invoke-virtual {p1, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 180
    const/4 v0, 0x0

    return-object v0

    .line 182
    :cond_2
    return-object v2
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 122
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 123
    invoke-virtual {p0}, Lcom/lumenframe/studio/export/ExportProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v4

    .line 124
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v5, v0

    .line 125
    move-object v6, p1

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x4

    goto :goto_1

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v7, 0x5

    :cond_1
    :goto_1
    packed-switch v7, :pswitch_data_0

    goto :goto_2

    .line 127
    :pswitch_0
    iget-object v0, p0, Lcom/lumenframe/studio/export/ExportProvider;->negotiation:Lcom/lumenframe/studio/cetp/Negotiation;

    iget-object v2, p0, Lcom/lumenframe/studio/export/ExportProvider;->policy:Lcom/lumenframe/studio/cetp/CallerPolicy;

    invoke-virtual {v2, v3}, Lcom/lumenframe/studio/cetp/CallerPolicy;->admit(I)Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;

    move-result-object v2

    invoke-virtual {v0, v5, v3, v2}, Lcom/lumenframe/studio/cetp/Negotiation;->negotiate(Landroid/os/Bundle;ILcom/lumenframe/studio/cetp/CallerPolicy$Grant;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 133
    :pswitch_1
    invoke-direct {p0, p1, v5, v3, v4}, Lcom/lumenframe/studio/export/ExportProvider;->inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :goto_2
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public onCreate()Z
    .registers 17

    .line 64
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/lumenframe/studio/export/ExportProvider;->getContext()Landroid/content/Context;

    move-result-object v12

    .line 65
    new-instance v1, Lcom/lumenframe/studio/data/MediaRepo;

    invoke-static {v12}, Lcom/lumenframe/studio/data/StudioDb;->get(Landroid/content/Context;)Lcom/lumenframe/studio/data/StudioDb;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/lumenframe/studio/data/MediaRepo;-><init>(Lcom/lumenframe/studio/data/StudioDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/export/ExportProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    .line 66
    new-instance v1, Lcom/lumenframe/studio/cetp/CallerPolicy;

    const-string v4, "export"

    invoke-direct {v1, v12, v4}, Lcom/lumenframe/studio/cetp/CallerPolicy;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/export/ExportProvider;->policy:Lcom/lumenframe/studio/cetp/CallerPolicy;

    .line 67
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "async_operations"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "cancellation"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "large_results"

    aput-object v3, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v13

    .line 68
    new-instance v1, Lcom/lumenframe/studio/cetp/Negotiation;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/lumenframe/studio/export/ExportProvider;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    const-string v3, "com.lumenframe.studio"

    const-string v4, "Lumen Studio exports"

    invoke-direct {v1, v3, v4, v13, v6}, Lcom/lumenframe/studio/cetp/Negotiation;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/lumenframe/studio/cetp/SessionStore;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/export/ExportProvider;->negotiation:Lcom/lumenframe/studio/cetp/Negotiation;

    .line 69
    invoke-static {}, Ljava/util/concurrent/Executors;->newCachedThreadPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/export/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;

    .line 70
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v14

    .line 71
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadScheduledExecutor()Ljava/util/concurrent/ScheduledExecutorService;

    move-result-object v15

    .line 72
    new-instance v1, Lcom/lumenframe/studio/ops/OperationManager;

    new-instance v3, Lcom/lumenframe/studio/ops/MemoryOperationTable;

    invoke-direct {v3}, Lcom/lumenframe/studio/ops/MemoryOperationTable;-><init>()V

    new-instance v4, Lcom/lumenframe/studio/ops/SecureIds;

    invoke-direct {v4}, Lcom/lumenframe/studio/ops/SecureIds;-><init>()V

    new-instance v7, Ljava/io/File;

    .line 73
    invoke-virtual {v12}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v9

    const-string v10, "export-ops"

    invoke-direct {v7, v9, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v2, v1

    move-object v5, v14

    move-object v6, v15

    invoke-direct/range {v2 .. v7}, Lcom/lumenframe/studio/ops/OperationManager;-><init>(Lcom/lumenframe/studio/ops/OperationTable;Lcom/lumenframe/studio/ops/IdSource;Ljava/util/concurrent/ExecutorService;Ljava/util/concurrent/ScheduledExecutorService;Ljava/io/File;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/export/ExportProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    .line 74
    const/4 v1, 0x2

    new-array v1, v1, [Lcom/lumenframe/studio/ops/Worker;

    new-instance v4, Lcom/lumenframe/studio/export/AlbumExportWorker;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/lumenframe/studio/export/ExportProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-direct {v4, v6}, Lcom/lumenframe/studio/export/AlbumExportWorker;-><init>(Lcom/lumenframe/studio/data/MediaRepo;)V

    const/4 v3, 0x0

    aput-object v4, v1, v3

    new-instance v4, Lcom/lumenframe/studio/export/TranscodeWorker;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/lumenframe/studio/export/ExportProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    move-object/from16 v7, p0

    iget-object v7, v7, Lcom/lumenframe/studio/export/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;

    new-instance v8, Ljava/io/File;

    .line 75
    invoke-virtual {v12}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v10

    const-string v11, "exports"

    invoke-direct {v8, v10, v11}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v4, v6, v7, v8}, Lcom/lumenframe/studio/export/TranscodeWorker;-><init>(Lcom/lumenframe/studio/data/MediaRepo;Ljava/util/concurrent/Executor;Ljava/io/File;)V

    const/4 v3, 0x1

    aput-object v4, v1, v3

    .line 74
    invoke-static {v1}, Lcom/lumenframe/studio/ops/WorkerRegistry;->of([Lcom/lumenframe/studio/ops/Worker;)Lcom/lumenframe/studio/ops/WorkerRegistry;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/export/ExportProvider;->workers:Lcom/lumenframe/studio/ops/WorkerRegistry;

    .line 76
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/lumenframe/studio/export/ExportProvider;->describeTools()V

    .line 77
    const/4 v0, 0x1

    return v0
.end method
