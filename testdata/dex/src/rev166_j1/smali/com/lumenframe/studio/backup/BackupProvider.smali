.class public final Lcom/lumenframe/studio/backup/BackupProvider;
.super Lcom/lumenframe/studio/cetp/ToolContentProvider;
.source "BackupProvider.java"


# static fields
.field private static final POLL_MS:J = 0x7d0L

.field static final PROVIDER_ID:Ljava/lang/String; = "com.lumenframe.studio.backup"

.field private static final SYNC_WAIT_MS:J = 0xfaL

.field private static final TAG:Ljava/lang/String; = "BackupProvider"


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

    .line 50
    new-instance v0, Lcom/lumenframe/studio/cetp/SessionStore;

    invoke-direct {v0}, Lcom/lumenframe/studio/cetp/SessionStore;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    .line 51
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->tools:Ljava/util/Map;

    return-void
.end method

.method private add(Lcom/lumenframe/studio/cetp/ToolSpec;)V
    .registers 4

    .line 123
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->tools:Ljava/util/Map;

    iget-object v1, p1, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 124
    return-void
.end method

.method private await(Ljava/lang/String;Lcom/lumenframe/studio/ops/Operation;JZ)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 224
    :try_start_0
    invoke-virtual {p2}, Lcom/lumenframe/studio/ops/Operation;->completion()Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v0, p3, p4, v3}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    .line 225
    invoke-direct {p0, p2}, Lcom/lumenframe/studio/backup/BackupProvider;->resultEnvelope(Lcom/lumenframe/studio/ops/Operation;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, p1, v2, p2}, Lcom/lumenframe/studio/backup/BackupProvider;->deliver(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/CancellationException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_3

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 227
    if-eqz p5, :cond_0

    .line 228
    iget-object v1, p2, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-wide/16 v2, 0x7d0

    invoke-static {p1, v1, v2, v3}, Lcom/lumenframe/studio/cetp/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 230
    :cond_0
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {p1, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v5

    .line 232
    invoke-virtual {v5}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v6

    .line 233
    instance-of v0, v6, Lcom/lumenframe/studio/cetp/CetpException;

    if-eqz v0, :cond_1

    check-cast v6, Lcom/lumenframe/studio/cetp/CetpException;

    iget-object v0, v6, Lcom/lumenframe/studio/cetp/CetpException;->code:Ljava/lang/String;

    goto :goto_0

    :cond_1
    const-string v0, "INTERNAL_ERROR"

    :goto_0
    move-object v7, v0

    .line 234
    invoke-virtual {v6}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Backup failed: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-static {p1, v7, v2}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v5

    .line 236
    const-string v1, "CANCELLED"

    invoke-static {p1, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_3
    move-exception v5

    .line 238
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 239
    const-string v1, "UNAVAILABLE"

    invoke-static {p1, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private cancelOperation(Ljava/lang/String;Landroid/os/Bundle;ILcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 316
    const-string v1, "cancellation"

    invoke-virtual {p4, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 317
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "UNSUPPORTED_CAPABILITY"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 319
    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/lumenframe/studio/backup/BackupProvider;->lookup(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v3

    .line 320
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    invoke-virtual {v0, v3}, Lcom/lumenframe/studio/ops/OperationManager;->requestCancel(Lcom/lumenframe/studio/ops/Operation;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 321
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "CONFLICT"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 323
    :cond_1
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 324
    iget-object v2, v3, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 325
    const-string v1, "state"

    const-string v2, "cancellation_requested"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 326
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

    .line 257
    invoke-static {p1, p2}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    .line 258
    invoke-virtual {p3}, Lcom/lumenframe/studio/ops/Operation;->resultFile()Ljava/io/File;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 259
    invoke-direct {p0, p3}, Lcom/lumenframe/studio/backup/BackupProvider;->openResult(Lcom/lumenframe/studio/ops/Operation;)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    const-string v1, "result_fd"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 261
    :cond_0
    return-object v3
.end method

.method private describeTools()V
    .registers 6

    .line 81
    const-string v0, "list_backups"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 82
    const-string v1, "List backups"

    const-string v2, "Lists the newest library backups with their sizes."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "backups.read"

    aput-object v4, v1, v3

    .line 83
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 84
    const-string v1, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"backups\":{\"type\":\"array\"}},\"required\":[\"backups\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 88
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 81
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/backup/BackupProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 89
    const-string v0, "start_backup"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 90
    const-string v1, "Start backup"

    const-string v2, "Snapshots the photo library under a label; the result is the backup manifest."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 91
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

    const-string v4, "backups.write"

    aput-object v4, v1, v3

    .line 92
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 93
    const-string v1, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":64},\"include_captions\":{\"type\":\"boolean\"}},\"required\":[\"label\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\"},\"files\":{\"type\":\"array\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"label\",\"files\",\"bytes\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 99
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 89
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/backup/BackupProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 100
    const-string v0, "import_archive"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 101
    const-string v1, "Import archive"

    const-string v2, "Imports a .lumenbak archive from the Lumen import folder as a backup."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 102
    const-string v1, "create"

    const-string v2, "moderate"

    const-string v3, "provider_policy"

    invoke-virtual {v0, v1, v2, v3}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->async()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "backups.write"

    aput-object v4, v1, v3

    .line 103
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 104
    const-string v1, "{\"type\":\"object\",\"properties\":{\"archive_name\":{\"type\":\"string\",\"minLength\":10,\"maxLength\":128}},\"required\":[\"archive_name\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"backup_id\":{\"type\":\"integer\"},\"files\":{\"type\":\"integer\"}},\"required\":[\"backup_id\",\"files\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 109
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 100
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/backup/BackupProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 110
    const-string v0, "set_backup_schedule"

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 111
    const-string v1, "Set backup schedule"

    const-string v2, "Sets how often the library is backed up and whether only on Wi-Fi."

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 112
    const-string v1, "update"

    const-string v2, "low"

    const-string v3, "never"

    invoke-virtual {v0, v1, v2, v3}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->idempotent()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "backups.write"

    aput-object v4, v1, v3

    .line 113
    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 114
    const-string v1, "{\"type\":\"object\",\"properties\":{\"interval_hours\":{\"type\":\"integer\",\"minimum\":6,\"maximum\":168},\"wifi_only\":{\"type\":\"boolean\"}},\"required\":[\"interval_hours\",\"wifi_only\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"interval_hours\":{\"type\":\"integer\"},\"wifi_only\":{\"type\":\"boolean\"}},\"required\":[\"interval_hours\",\"wifi_only\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 119
    invoke-virtual {v0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->build()Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    .line 110
    invoke-direct {p0, v0}, Lcom/lumenframe/studio/backup/BackupProvider;->add(Lcom/lumenframe/studio/cetp/ToolSpec;)V

    .line 120
    return-void
.end method

.method private execute(Lcom/lumenframe/studio/cetp/ToolCall;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 192
    iget-object v2, p1, Lcom/lumenframe/studio/cetp/ToolCall;->toolName:Ljava/lang/String;

    invoke-direct {p0, p3, v2}, Lcom/lumenframe/studio/backup/BackupProvider;->visibleTool(Lcom/lumenframe/studio/cetp/SessionStore$Session;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v6

    .line 193
    if-nez v6, :cond_0

    .line 194
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "TOOL_NOT_FOUND"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 196
    :cond_0
    iget-object v0, p3, Lcom/lumenframe/studio/cetp/SessionStore$Session;->scopes:Ljava/util/List;

    iget-object v1, v6, Lcom/lumenframe/studio/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/List;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 197
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "PERMISSION_DENIED"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 199
    :cond_1
    invoke-static {p2}, Lcom/lumenframe/studio/cetp/ToolCall;->deadlinePassed(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 200
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "DEADLINE_EXCEEDED"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 202
    :cond_2
    invoke-virtual {v6}, Lcom/lumenframe/studio/cetp/ToolSpec;->mutating()Z

    move-result v0

    if-nez v0, :cond_3

    .line 203
    invoke-direct {p0, p1}, Lcom/lumenframe/studio/backup/BackupProvider;->listBackups(Lcom/lumenframe/studio/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 205
    :cond_3
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->workers:Lcom/lumenframe/studio/ops/WorkerRegistry;

    iget-object v1, v6, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/WorkerRegistry;->forTool(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Worker;

    move-result-object v7

    .line 206
    iget-object v1, p1, Lcom/lumenframe/studio/cetp/ToolCall;->args:Lorg/json/JSONObject;

    invoke-interface {v7, v1}, Lcom/lumenframe/studio/ops/Worker;->validate(Lorg/json/JSONObject;)V

    .line 207
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    invoke-virtual {v0, p1, v7}, Lcom/lumenframe/studio/ops/OperationManager;->startOrJoin(Lcom/lumenframe/studio/cetp/ToolCall;Lcom/lumenframe/studio/ops/Worker;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v8

    .line 208
    iget-boolean v0, v6, Lcom/lumenframe/studio/cetp/ToolSpec;->async:Z

    if-eqz v0, :cond_4

    const-wide/16 v0, 0xfa

    goto :goto_0

    :cond_4
    invoke-static {p2}, Lcom/lumenframe/studio/cetp/ToolCall;->remainingMs(Landroid/os/Bundle;)J

    move-result-wide v2

    const-wide/16 v0, 0x1

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v0

    :goto_0
    move-wide v9, v0

    .line 209
    iget-object v1, p1, Lcom/lumenframe/studio/cetp/ToolCall;->requestId:Ljava/lang/String;

    iget-boolean v5, v6, Lcom/lumenframe/studio/cetp/ToolSpec;->async:Z

    move-object v0, p0

    move-object v2, v8

    move-wide v3, v9

    invoke-direct/range {v0 .. v5}, Lcom/lumenframe/studio/backup/BackupProvider;->await(Ljava/lang/String;Lcom/lumenframe/studio/ops/Operation;JZ)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private getOperation(Ljava/lang/String;Landroid/os/Bundle;ILcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 293
    const-string v1, "async_operations"

    invoke-virtual {p4, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 294
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "UNSUPPORTED_CAPABILITY"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 296
    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/lumenframe/studio/backup/BackupProvider;->lookup(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v4

    .line 297
    invoke-virtual {v4}, Lcom/lumenframe/studio/ops/Operation;->state()Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v5

    .line 298
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 299
    iget-object v2, v4, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 300
    invoke-virtual {v5}, Lcom/lumenframe/studio/ops/OperationState;->wire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 301
    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->SUCCEEDED:Lcom/lumenframe/studio/ops/OperationState;

    if-ne v5, v1, :cond_1

    .line 302
    invoke-direct {p0, v4}, Lcom/lumenframe/studio/backup/BackupProvider;->resultEnvelope(Lcom/lumenframe/studio/ops/Operation;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 303
    invoke-direct {p0, p1, v6, v4}, Lcom/lumenframe/studio/backup/BackupProvider;->deliver(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Operation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 305
    :cond_1
    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->FAILED:Lcom/lumenframe/studio/ops/OperationState;

    if-ne v5, v1, :cond_2

    .line 306
    invoke-virtual {v4}, Lcom/lumenframe/studio/ops/Operation;->errorCode()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/lumenframe/studio/cetp/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "error"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 307
    :cond_2
    invoke-virtual {v5}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-nez v0, :cond_3

    .line 308
    iget-object v2, v4, Lcom/lumenframe/studio/ops/Operation;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v2}, Lcom/lumenframe/studio/ops/Progress;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "progress"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 309
    const-string v1, "poll_after_ms"

    const-wide/16 v2, 0x7d0

    invoke-virtual {v6, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 311
    :cond_3
    :goto_0
    invoke-static {p1, v6}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 11

    .line 148
    :try_start_0
    invoke-static {p2}, Lcom/lumenframe/studio/cetp/ToolCall;->requestId(Landroid/os/Bundle;)Ljava/lang/String;
    :try_end_0
    .catch Lcom/lumenframe/studio/cetp/CetpException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v2

    .line 151
    goto :goto_0

    :catch_0
    move-exception v3

    .line 150
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, v3, Lcom/lumenframe/studio/cetp/CetpException;->code:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 152
    :goto_0
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    invoke-virtual {v0, p2, p3}, Lcom/lumenframe/studio/cetp/SessionStore;->require(Landroid/os/Bundle;I)Lcom/lumenframe/studio/cetp/SessionStore$Session;

    move-result-object v3

    .line 153
    if-nez v3, :cond_0

    .line 154
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
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

    .line 159
    :pswitch_0
    invoke-direct {p0}, Lcom/lumenframe/studio/backup/BackupProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 161
    :pswitch_1
    invoke-direct {p0, v3}, Lcom/lumenframe/studio/backup/BackupProvider;->toolList(Lcom/lumenframe/studio/cetp/SessionStore$Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 163
    :pswitch_2
    invoke-static {p2, p3, p4}, Lcom/lumenframe/studio/cetp/ToolCall;->parse(Landroid/os/Bundle;ILjava/lang/String;)Lcom/lumenframe/studio/cetp/ToolCall;

    move-result-object v1

    invoke-direct {p0, v1, p2, v3}, Lcom/lumenframe/studio/backup/BackupProvider;->execute(Lcom/lumenframe/studio/cetp/ToolCall;Landroid/os/Bundle;Lcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 165
    :pswitch_3
    invoke-direct {p0, v2, p2, p3, v3}, Lcom/lumenframe/studio/backup/BackupProvider;->getOperation(Ljava/lang/String;Landroid/os/Bundle;ILcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 167
    :goto_2
    invoke-direct {p0, v2, p2, p3, v3}, Lcom/lumenframe/studio/backup/BackupProvider;->cancelOperation(Ljava/lang/String;Landroid/os/Bundle;ILcom/lumenframe/studio/cetp/SessionStore$Session;)Landroid/os/Bundle;
    :try_end_1
    .catch Lcom/lumenframe/studio/cetp/CetpException; {:try_start_1 .. :try_end_1} :catch_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_2

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v4

    .line 170
    iget-object v1, v4, Lcom/lumenframe/studio/cetp/CetpException;->code:Ljava/lang/String;

    invoke-static {v2, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v4

    .line 172
    const-string v0, "BackupProvider"

    const-string v1, "reply not built"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 173
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

    .line 270
    invoke-static {p0, p1}, Lcom/lumenframe/studio/ops/ResultFiles;->pump(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)V

    return-void
.end method

.method private listBackups(Lcom/lumenframe/studio/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 213
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "limit"

    const/16 v2, 0xa

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 214
    const/4 v1, 0x1

    if-lt v4, v1, :cond_0

    const/16 v1, 0x32

    if-le v4, v1, :cond_1

    .line 215
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 217
    :cond_1
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 218
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/lumenframe/studio/backup/BackupProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-virtual {v3, v4}, Lcom/lumenframe/studio/data/MediaRepo;->backups(I)Ljava/util/List;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "backups"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 219
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-static {v0, v5}, Lcom/lumenframe/studio/cetp/Replies;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private lookup(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/lumenframe/studio/ops/Operation;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 280
    const-string v1, "operation_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 281
    if-nez v3, :cond_0

    .line 282
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 284
    :cond_0
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    invoke-virtual {v0, v3}, Lcom/lumenframe/studio/ops/OperationManager;->find(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v4

    .line 285
    if-eqz v4, :cond_1

    iget v0, v4, Lcom/lumenframe/studio/ops/Operation;->ownerUid:I

    if-ne v0, p3, :cond_1

    iget-object v0, v4, Lcom/lumenframe/studio/ops/Operation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 286
    :cond_1
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 288
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

    .line 266
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultFile()Ljava/io/File;

    move-result-object v3

    .line 268
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v4

    .line 269
    const/4 v1, 0x1

    aget-object v5, v4, v1

    .line 270
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->io:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/lumenframe/studio/backup/BackupProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, v3, v5}, Lcom/lumenframe/studio/backup/BackupProvider$$ExternalSyntheticLambda0;-><init>(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 271
    const/4 v1, 0x0

    aget-object v0, v4, v1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v4

    .line 273
    const-string v0, "BackupProvider"

    const-string v1, "no pipe for the manifest"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 274
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

    .line 330
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 331
    const-string v0, "library.read"

    const-string v1, "Read the photo library"

    const-string v2, "Catalogue photos for a backup"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/lumenframe/studio/backup/BackupProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 332
    const-string v0, "backups.read"

    const-string v1, "See backups"

    const-string v2, "List backups and their sizes"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/lumenframe/studio/backup/BackupProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 333
    const-string v0, "backups.write"

    const-string v1, "Manage backups"

    const-string v2, "Start backups, import archives, set the schedule"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/lumenframe/studio/backup/BackupProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 335
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 336
    const-string v0, "provider_id"

    const-string v1, "com.lumenframe.studio.backup"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 337
    const-string v0, "provider_name"

    const-string v1, "Lumen Studio backups"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 338
    const-string v0, "description"

    const-string v1, "Backs up the Lumen Studio photo library and manages its backup schedule."

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 339
    const-string v0, "schema_dialect"

    const-string v1, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 340
    const-string v0, "scopes"

    invoke-virtual {v5, v0, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 341
    return-object v5
.end method

.method private resultEnvelope(Lcom/lumenframe/studio/ops/Operation;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 244
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultFile()Ljava/io/File;

    move-result-object v3

    .line 245
    if-nez v3, :cond_0

    .line 246
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultValue()Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/cetp/Replies;->inlineEnvelope(Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0

    .line 249
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

    .line 251
    const-string v0, "BackupProvider"

    const-string v1, "manifest unreadable"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 252
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

    .line 345
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 346
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 347
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 348
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 349
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 350
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 351
    return-object v2
.end method

.method private toolList(Lcom/lumenframe/studio/cetp/SessionStore$Session;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 355
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 356
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->tools:Ljava/util/Map;

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

    .line 357
    iget-object v2, v5, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-direct {p0, p1, v2}, Lcom/lumenframe/studio/backup/BackupProvider;->visibleTool(Lcom/lumenframe/studio/cetp/SessionStore$Session;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 358
    invoke-virtual {v5}, Lcom/lumenframe/studio/cetp/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 360
    :cond_0
    goto :goto_0

    .line 361
    :cond_1
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 362
    const-string v1, "revision"

    const-string v2, "backup-tools-5"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 363
    const-string v1, "tools"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 364
    return-object v4
.end method

.method private visibleTool(Lcom/lumenframe/studio/cetp/SessionStore$Session;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec;
    .registers 6

    .line 178
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->tools:Ljava/util/Map;

    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/cetp/ToolSpec;

    move-object v2, v0

    .line 179
    if-nez v2, :cond_0

    .line 180
    const/4 v0, 0x0

    return-object v0

    .line 182
    :cond_0
    iget-boolean v0, v2, Lcom/lumenframe/studio/cetp/ToolSpec;->async:Z

    if-eqz v0, :cond_1

    const-string v1, "async_operations"

    invoke-virtual {p1, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 183
    const/4 v0, 0x0

    return-object v0

    .line 185
    :cond_1
    iget-boolean v0, v2, Lcom/lumenframe/studio/cetp/ToolSpec;->fileResult:Z

    if-eqz v0, :cond_2

    const-string v1, "large_results"

    invoke-virtual {p1, v1}, Lcom/lumenframe/studio/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 186
    const/4 v0, 0x0

    return-object v0

    .line 188
    :cond_2
    return-object v2
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 128
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 129
    invoke-virtual {p0}, Lcom/lumenframe/studio/backup/BackupProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v4

    .line 130
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v5, v0

    .line 131
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

    .line 133
    :pswitch_0
    iget-object v0, p0, Lcom/lumenframe/studio/backup/BackupProvider;->negotiation:Lcom/lumenframe/studio/cetp/Negotiation;

    iget-object v2, p0, Lcom/lumenframe/studio/backup/BackupProvider;->policy:Lcom/lumenframe/studio/cetp/CallerPolicy;

    invoke-virtual {v2, v3}, Lcom/lumenframe/studio/cetp/CallerPolicy;->admit(I)Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;

    move-result-object v2

    invoke-virtual {v0, v5, v3, v2}, Lcom/lumenframe/studio/cetp/Negotiation;->negotiate(Landroid/os/Bundle;ILcom/lumenframe/studio/cetp/CallerPolicy$Grant;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 139
    :pswitch_1
    invoke-direct {p0, p1, v5, v3, v4}, Lcom/lumenframe/studio/backup/BackupProvider;->inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
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
    .registers 18

    .line 61
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/lumenframe/studio/backup/BackupProvider;->getContext()Landroid/content/Context;

    move-result-object v11

    .line 62
    invoke-static {v11}, Lcom/lumenframe/studio/data/StudioDb;->get(Landroid/content/Context;)Lcom/lumenframe/studio/data/StudioDb;

    move-result-object v12

    .line 63
    new-instance v1, Lcom/lumenframe/studio/data/MediaRepo;

    invoke-direct {v1, v12}, Lcom/lumenframe/studio/data/MediaRepo;-><init>(Lcom/lumenframe/studio/data/StudioDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/backup/BackupProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    .line 64
    new-instance v1, Lcom/lumenframe/studio/cetp/CallerPolicy;

    const-string v4, "backup"

    invoke-direct {v1, v11, v4}, Lcom/lumenframe/studio/cetp/CallerPolicy;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/backup/BackupProvider;->policy:Lcom/lumenframe/studio/cetp/CallerPolicy;

    .line 65
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

    .line 66
    new-instance v1, Lcom/lumenframe/studio/cetp/Negotiation;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/lumenframe/studio/backup/BackupProvider;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    const-string v3, "com.lumenframe.studio.backup"

    const-string v4, "Lumen Studio backups"

    invoke-direct {v1, v3, v4, v13, v6}, Lcom/lumenframe/studio/cetp/Negotiation;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/lumenframe/studio/cetp/SessionStore;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/backup/BackupProvider;->negotiation:Lcom/lumenframe/studio/cetp/Negotiation;

    .line 67
    const/4 v1, 0x2

    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/backup/BackupProvider;->io:Ljava/util/concurrent/ExecutorService;

    .line 68
    new-instance v14, Lcom/lumenframe/studio/ops/DurableOperationTable;

    const-string v3, "backup"

    invoke-direct {v14, v12, v3}, Lcom/lumenframe/studio/ops/DurableOperationTable;-><init>(Lcom/lumenframe/studio/data/StudioDb;Ljava/lang/String;)V

    .line 69
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v15

    .line 70
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadScheduledExecutor()Ljava/util/concurrent/ScheduledExecutorService;

    move-result-object v16

    .line 71
    new-instance v1, Lcom/lumenframe/studio/ops/OperationManager;

    new-instance v4, Lcom/lumenframe/studio/ops/SequentialIds;

    invoke-virtual {v14}, Lcom/lumenframe/studio/ops/DurableOperationTable;->highestSequence()J

    move-result-wide v6

    invoke-direct {v4, v6, v7}, Lcom/lumenframe/studio/ops/SequentialIds;-><init>(J)V

    new-instance v7, Ljava/io/File;

    .line 72
    invoke-virtual {v11}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v9

    const-string v10, "backup-ops"

    invoke-direct {v7, v9, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v2, v1

    move-object v3, v14

    move-object v5, v15

    move-object/from16 v6, v16

    invoke-direct/range {v2 .. v7}, Lcom/lumenframe/studio/ops/OperationManager;-><init>(Lcom/lumenframe/studio/ops/OperationTable;Lcom/lumenframe/studio/ops/IdSource;Ljava/util/concurrent/ExecutorService;Ljava/util/concurrent/ScheduledExecutorService;Ljava/io/File;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/backup/BackupProvider;->ops:Lcom/lumenframe/studio/ops/OperationManager;

    .line 73
    const/4 v1, 0x3

    new-array v1, v1, [Lcom/lumenframe/studio/ops/Worker;

    new-instance v4, Lcom/lumenframe/studio/backup/SnapshotWorker;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/lumenframe/studio/backup/BackupProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    new-instance v7, Lcom/lumenframe/studio/backup/QuotaLedger;

    invoke-direct {v7, v12}, Lcom/lumenframe/studio/backup/QuotaLedger;-><init>(Lcom/lumenframe/studio/data/StudioDb;)V

    move-object/from16 v8, p0

    iget-object v8, v8, Lcom/lumenframe/studio/backup/BackupProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-direct {v4, v6, v7, v8}, Lcom/lumenframe/studio/backup/SnapshotWorker;-><init>(Lcom/lumenframe/studio/data/MediaRepo;Lcom/lumenframe/studio/backup/QuotaLedger;Ljava/util/concurrent/Executor;)V

    const/4 v3, 0x0

    aput-object v4, v1, v3

    new-instance v4, Lcom/lumenframe/studio/backup/ArchiveImportWorker;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/lumenframe/studio/backup/BackupProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    new-instance v7, Ljava/io/File;

    .line 74
    invoke-virtual {v11}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v9

    const-string v10, "import"

    invoke-direct {v7, v9, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v4, v6, v7}, Lcom/lumenframe/studio/backup/ArchiveImportWorker;-><init>(Lcom/lumenframe/studio/data/MediaRepo;Ljava/io/File;)V

    const/4 v3, 0x1

    aput-object v4, v1, v3

    new-instance v4, Lcom/lumenframe/studio/backup/ScheduleWorker;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/lumenframe/studio/backup/BackupProvider;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-direct {v4, v6}, Lcom/lumenframe/studio/backup/ScheduleWorker;-><init>(Lcom/lumenframe/studio/data/MediaRepo;)V

    const/4 v3, 0x2

    aput-object v4, v1, v3

    .line 73
    invoke-static {v1}, Lcom/lumenframe/studio/ops/WorkerRegistry;->of([Lcom/lumenframe/studio/ops/Worker;)Lcom/lumenframe/studio/ops/WorkerRegistry;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/lumenframe/studio/backup/BackupProvider;->workers:Lcom/lumenframe/studio/ops/WorkerRegistry;

    .line 76
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/lumenframe/studio/backup/BackupProvider;->describeTools()V

    .line 77
    const/4 v0, 0x1

    return v0
.end method
