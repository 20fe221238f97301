.class public final Lcom/lumenhall/hub/devices/DeviceTools;
.super Lcom/lumenhall/hub/cetp/ToolEndpoint;
.source "DeviceTools.java"


# static fields
.field private static final DAY:Ljava/util/regex/Pattern;

.field private static final DEVICE:Ljava/lang/String; = "device:"

.field private static final DEVICE_ID:Ljava/util/regex/Pattern;

.field private static final TAG:Ljava/lang/String; = "LumenhallDevices"


# instance fields
.field private final devices:Lcom/lumenhall/hub/state/StateStore;

.field private final errors:Lcom/lumenhall/hub/cetp/ErrorReplies;

.field private final grants:Lcom/lumenhall/hub/data/Grants;

.field private final history:Lcom/lumenhall/hub/data/HistoryFiles;

.field private final io:Ljava/util/concurrent/Executor;

.field private final tokenRandom:Ljava/util/Random;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 40
    const-string v0, "[a-z][a-z0-9_]{0,31}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/lumenhall/hub/devices/DeviceTools;->DEVICE_ID:Ljava/util/regex/Pattern;

    .line 41
    const-string v0, "\\d{4}-\\d{2}-\\d{2}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/lumenhall/hub/devices/DeviceTools;->DAY:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>(Lcom/lumenhall/hub/Hub;)V
    .registers 6

    .line 51
    new-instance v2, Lcom/lumenhall/hub/devices/OutcomeMemo;

    invoke-direct {v2}, Lcom/lumenhall/hub/devices/OutcomeMemo;-><init>()V

    invoke-direct {p0, p1, v2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;-><init>(Lcom/lumenhall/hub/Hub;Lcom/lumenhall/hub/cetp/Outcomes;)V

    .line 43
    new-instance v1, Lcom/lumenhall/hub/state/StateStore;

    invoke-direct {v1}, Lcom/lumenhall/hub/state/StateStore;-><init>()V

    iput-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    .line 47
    new-instance v1, Lcom/lumenhall/hub/cetp/ErrorReplies;

    const-string v3, "LumenhallDevices"

    invoke-direct {v1, v3}, Lcom/lumenhall/hub/cetp/ErrorReplies;-><init>(Ljava/lang/String;)V

    iput-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->errors:Lcom/lumenhall/hub/cetp/ErrorReplies;

    .line 48
    new-instance v1, Ljava/util/Random;

    invoke-direct {v1}, Ljava/util/Random;-><init>()V

    iput-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->tokenRandom:Ljava/util/Random;

    .line 52
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->grants:Lcom/lumenhall/hub/data/Grants;

    iput-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->grants:Lcom/lumenhall/hub/data/Grants;

    .line 53
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    iput-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    .line 54
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->io:Ljava/util/concurrent/ExecutorService;

    iput-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->io:Ljava/util/concurrent/Executor;

    .line 55
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-virtual {v1}, Lcom/lumenhall/hub/data/HubDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/lumenhall/hub/devices/DeviceTools;->load(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 56
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools$1;

    invoke-direct {v1, p0, p1}, Lcom/lumenhall/hub/devices/DeviceTools$1;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/Hub;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/state/StateStore;->observe(Lcom/lumenhall/hub/state/StateStore$Observer;)V

    .line 71
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    iget-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    const-string v2, "energy"

    invoke-virtual {v1, v2}, Lcom/lumenhall/hub/data/HistoryFiles;->writer(Ljava/lang/String;)Lcom/lumenhall/hub/state/StateStore$Observer;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/state/StateStore;->observe(Lcom/lumenhall/hub/state/StateStore$Observer;)V

    .line 72
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v2, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda0;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;)V

    const-class v1, Lcom/lumenhall/hub/bus/Events$TokenRequest;

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/bus/EventBus;->register(Ljava/lang/Class;Lcom/lumenhall/hub/bus/EventBus$Subscriber;)V

    .line 74
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v2, Lcom/lumenhall/hub/devices/DeviceTools$2;

    invoke-direct {v2, p0, p1}, Lcom/lumenhall/hub/devices/DeviceTools$2;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/Hub;)V

    const-class v1, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/bus/EventBus;->register(Ljava/lang/Class;Lcom/lumenhall/hub/bus/EventBus$Subscriber;)V

    .line 83
    return-void
.end method

.method private exportEnergyLog(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 174
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "day"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 175
    sget-object v0, Lcom/lumenhall/hub/devices/DeviceTools;->DAY:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 176
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "day must be written YYYY-MM-DD"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_0
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->capabilities:Ljava/util/Set;

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 179
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Energy logs are sent as files only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :cond_1
    new-instance v0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0, v4}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda1;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;Ljava/lang/String;)V

    iget-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->io:Ljava/util/concurrent/Executor;

    .line 182
    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda2;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda2;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    .line 183
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, p1}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda3;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/cetp/Call;)V

    .line 195
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v5

    .line 196
    invoke-virtual {p0, v5, p1}, Lcom/lumenhall/hub/devices/DeviceTools;->await(Ljava/util/concurrent/CompletableFuture;Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private finish(Lcom/lumenhall/hub/cetp/Call;Ljava/util/concurrent/CompletableFuture;)Ljava/util/concurrent/CompletableFuture;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/lumenhall/hub/cetp/Call;",
            "Ljava/util/concurrent/CompletableFuture<",
            "Lorg/json/JSONObject;",
            ">;)",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation

    .line 257
    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda6;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda6;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    .line 258
    invoke-virtual {p2, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0, p1}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda7;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/cetp/Call;)V

    .line 259
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    .line 257
    return-object v0
.end method

.method static synthetic lambda$exportEnergyLog$2(Lcom/lumenhall/hub/cetp/Call;Ljava/io/File;)Landroid/os/Bundle;
    .registers 10

    .line 184
    if-nez p1, :cond_0

    .line 185
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No energy log is kept for that day"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 188
    :cond_0
    :try_start_0
    invoke-static {p1}, Lcom/lumenhall/hub/data/HistoryFiles;->sha256(Ljava/io/File;)Ljava/lang/String;

    move-result-object v6

    .line 189
    const/high16 v1, 0x30000000

    invoke-static {p1, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v7

    .line 190
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {p1}, Ljava/io/File;->length()J

    move-result-wide v2

    const-string v1, "application/x-ndjson"

    move-object v4, v6

    move-object v5, v7

    invoke-static/range {v0 .. v5}, Lcom/lumenhall/hub/cetp/Replies;->file(Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 192
    new-instance v0, Ljava/io/UncheckedIOException;

    invoke-direct {v0, v6}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0
.end method

.method static synthetic lambda$finish$6(Lcom/lumenhall/hub/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    .line 258
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {p1}, Lcom/lumenhall/hub/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private load(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 11

    .line 86
    const-string v1, "SELECT id, state FROM devices"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v6

    .line 88
    :goto_0
    :try_start_0
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_0

    .line 90
    :try_start_1
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    const/4 v2, 0x0

    invoke-interface {v6, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "device:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    new-instance v2, Lorg/json/JSONObject;

    const/4 v5, 0x1

    invoke-interface {v6, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/state/StateStore;->seed(Ljava/lang/String;Lorg/json/JSONObject;)V
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 93
    goto :goto_0

    :catch_0
    move-exception v7

    .line 92
    :try_start_2
    const-string v0, "LumenhallDevices"

    const-string v1, "unreadable device row"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 93
    goto :goto_0

    .line 96
    :cond_0
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 97
    goto :goto_1

    :catchall_0
    move-exception v8

    .line 96
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 97
    throw v8

    .line 98
    :goto_1
    return-void
.end method

.method private setLight(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/lumenhall/hub/cetp/Call;",
            ")",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 211
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "device_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 212
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "level"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v5

    .line 213
    sget-object v0, Lcom/lumenhall/hub/devices/DeviceTools;->DEVICE_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    if-ltz v5, :cond_0

    const/16 v1, 0x64

    if-le v5, v1, :cond_1

    .line 214
    :cond_0
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "Unknown device or level out of range"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenhall/hub/devices/DeviceTools;->now(Landroid/os/Bundle;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 216
    :cond_1
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "device:"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    .line 217
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0, v6, v4, v5}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda4;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;Ljava/lang/String;Ljava/lang/String;I)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/exec/CommandQueue;->submit(Lcom/lumenhall/hub/exec/CommandQueue$Work;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v7

    .line 229
    invoke-direct {p0, p1, v7}, Lcom/lumenhall/hub/devices/DeviceTools;->finish(Lcom/lumenhall/hub/cetp/Call;Ljava/util/concurrent/CompletableFuture;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method private unlockDoor(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/lumenhall/hub/cetp/Call;",
            ")",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 233
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "door_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 234
    sget-object v0, Lcom/lumenhall/hub/devices/DeviceTools;->DEVICE_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 235
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "Unknown door"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenhall/hub/devices/DeviceTools;->now(Landroid/os/Bundle;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 237
    :cond_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "device:"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    .line 238
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;

    invoke-direct {v1, p0, p1, v5, v4}, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;-><init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/exec/CommandQueue;->submit(Lcom/lumenhall/hub/exec/CommandQueue$Work;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v6

    .line 253
    invoke-direct {p0, p1, v6}, Lcom/lumenhall/hub/devices/DeviceTools;->finish(Lcom/lumenhall/hub/cetp/Call;Ljava/util/concurrent/CompletableFuture;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected description()Ljava/lang/String;
    .registers 2

    .line 112
    const-string v0, "Lights and door locks connected to the Lumenhall hub"

    return-object v0
.end method

.method public synthetic lambda$exportEnergyLog$1$com-lumenhall-hub-devices-DeviceTools(Ljava/lang/String;)Ljava/io/File;
    .registers 4

    .line 182
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    const-string v1, "energy"

    invoke-virtual {v0, v1, p1}, Lcom/lumenhall/hub/data/HistoryFiles;->closedDay(Ljava/lang/String;Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$exportEnergyLog$3$com-lumenhall-hub-devices-DeviceTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 5

    .line 195
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->errors:Lcom/lumenhall/hub/cetp/ErrorReplies;

    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, p2}, Lcom/lumenhall/hub/cetp/ErrorReplies;->reply(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$finish$7$com-lumenhall-hub-devices-DeviceTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 5

    .line 259
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->errors:Lcom/lumenhall/hub/cetp/ErrorReplies;

    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, p2}, Lcom/lumenhall/hub/cetp/ErrorReplies;->reply(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$new$0$com-lumenhall-hub-devices-DeviceTools(Lcom/lumenhall/hub/bus/Events$TokenRequest;)V
    .registers 5

    .line 73
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->tokenRandom:Ljava/util/Random;

    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools;->tokenRandom:Ljava/util/Random;

    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    iput-object v0, p1, Lcom/lumenhall/hub/bus/Events$TokenRequest;->token:Ljava/lang/String;

    return-void
.end method

.method public synthetic lambda$setLight$4$com-lumenhall-hub-devices-DeviceTools(Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 218
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 219
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->grants:Lcom/lumenhall/hub/data/Grants;

    invoke-virtual {v0, v5, p1}, Lcom/lumenhall/hub/data/Grants;->mayControl(ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 220
    new-instance v0, Ljava/lang/SecurityException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "no grant for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 222
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    invoke-virtual {v0, p1}, Lcom/lumenhall/hub/state/StateStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v6

    .line 223
    if-eqz v6, :cond_1

    const-string v2, "kind"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "light"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 224
    :cond_1
    new-instance v0, Ljava/util/NoSuchElementException;

    invoke-direct {v0, p2}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 226
    :cond_2
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v3, "level"

    invoke-virtual {v2, v3, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/lumenhall/hub/state/StateStore;->put(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 227
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "device_id"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "level"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$unlockDoor$5$com-lumenhall-hub-devices-DeviceTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 239
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p1, Lcom/lumenhall/hub/cetp/Call;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    .line 240
    new-instance v0, Ljava/util/concurrent/TimeoutException;

    const-string v2, "dequeued after the deadline"

    invoke-direct {v0, v2}, Ljava/util/concurrent/TimeoutException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 242
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->grants:Lcom/lumenhall/hub/data/Grants;

    iget v1, p1, Lcom/lumenhall/hub/cetp/Call;->uid:I

    invoke-virtual {v0, v1, p2}, Lcom/lumenhall/hub/data/Grants;->mayControl(ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 243
    new-instance v0, Ljava/lang/SecurityException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "no grant for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 245
    :cond_1
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    invoke-virtual {v0, p2}, Lcom/lumenhall/hub/state/StateStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v6

    .line 246
    if-eqz v6, :cond_2

    const-string v2, "kind"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "lock"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 247
    :cond_2
    new-instance v0, Ljava/util/NoSuchElementException;

    invoke-direct {v0, p3}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 249
    :cond_3
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v3, "locked"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 250
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v3, "unlocked_at"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    .line 249
    invoke-virtual {v0, p2, v2}, Lcom/lumenhall/hub/state/StateStore;->put(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 251
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "door_id"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "locked"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method protected mutate(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/lumenhall/hub/cetp/Call;",
            ")",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 201
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "set_light"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 202
    invoke-direct {p0, p1}, Lcom/lumenhall/hub/devices/DeviceTools;->setLight(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 204
    :cond_0
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "unlock_door"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 205
    invoke-direct {p0, p1}, Lcom/lumenhall/hub/devices/DeviceTools;->unlockDoor(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 207
    :cond_1
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenhall/hub/devices/DeviceTools;->now(Landroid/os/Bundle;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 102
    const-string v0, "com.lumenhall.hub.devices"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 107
    const-string v0, "Lumenhall devices"

    return-object v0
.end method

.method protected read(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 163
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "list_devices"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 164
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/lumenhall/hub/devices/DeviceTools;->devices:Lcom/lumenhall/hub/state/StateStore;

    const-string v3, "device:"

    invoke-virtual {v2, v3}, Lcom/lumenhall/hub/state/StateStore;->snapshot(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "devices"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 165
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v4}, Lcom/lumenhall/hub/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 167
    :cond_0
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "export_energy_log"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 168
    invoke-direct {p0, p1}, Lcom/lumenhall/hub/devices/DeviceTools;->exportEnergyLog(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 170
    :cond_1
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected scopes()Lorg/json/JSONArray;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 117
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 118
    const-string v1, "devices.read"

    const-string v2, "See devices and energy use"

    const-string v3, "read"

    invoke-static {v1, v2, v3}, Lcom/lumenhall/hub/devices/DeviceTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 119
    const-string v1, "devices.control"

    const-string v2, "Switch and dim lights"

    const-string v3, "write"

    invoke-static {v1, v2, v3}, Lcom/lumenhall/hub/devices/DeviceTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 120
    const-string v1, "doors.unlock"

    const-string v2, "Unlock doors"

    const-string v3, "write"

    invoke-static {v1, v2, v3}, Lcom/lumenhall/hub/devices/DeviceTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 117
    return-object v0
.end method

.method protected summary(Lcom/lumenhall/hub/cetp/Call;)Ljava/lang/String;
    .registers 5

    .line 155
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "unlock_door"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 156
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "door_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Unlock the door \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0

    .line 158
    :cond_0
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    return-object v0
.end method

.method protected tools()Lorg/json/JSONArray;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 125
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 126
    const-string v1, "list_devices"

    const-string v2, "List devices"

    const-string v3, "Lists the hub\'s lights and locks with their state."

    const-string v4, "{\'type\':\'object\',\'properties\':{},\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'devices\':{\'type\':\'array\',\'items\':{\'type\':\'object\'}}},\'required\':[\'devices\']}"

    const-string v6, "devices.read"

    const-string v7, "read"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "never"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/devices/DeviceTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 131
    const-string v1, "set_light"

    const-string v2, "Dim a light"

    const-string v3, "Sets a light\'s brightness from 0 (off) to 100."

    const-string v4, "{\'type\':\'object\',\'properties\':{\'device_id\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'},\'level\':{\'type\':\'integer\',\'minimum\':0,\'maximum\':100}},\'required\':[\'device_id\',\'level\'],\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'device_id\':{\'type\':\'string\'},\'level\':{\'type\':\'integer\'}},\'required\':[\'device_id\',\'level\']}"

    const-string v6, "devices.control"

    const-string v7, "update"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "provider_policy"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/devices/DeviceTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 138
    const-string v1, "unlock_door"

    const-string v2, "Unlock a door"

    const-string v3, "Unlocks a door lock; the user confirms on the hub screen."

    const-string v4, "{\'type\':\'object\',\'properties\':{\'door_id\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'}},\'required\':[\'door_id\'],\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'door_id\':{\'type\':\'string\'},\'locked\':{\'type\':\'boolean\'}},\'required\':[\'door_id\',\'locked\']}"

    const-string v6, "doors.unlock"

    const-string v7, "update"

    const-string v8, "high"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "always"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/devices/DeviceTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 144
    const-string v1, "export_energy_log"

    const-string v2, "Export an energy log"

    const-string v3, "Sends one finished day\'s device log as a file, one JSON object per line."

    const-string v4, "{\'type\':\'object\',\'properties\':{\'day\':{\'type\':\'string\',\'pattern\':\'^[0-9]{4}-[0-9]{2}-[0-9]{2}$\'}},\'required\':[\'day\'],\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'at\':{\'type\':\'integer\'},\'key\':{\'type\':\'string\'}},\'required\':[\'at\',\'key\']}"

    const-string v6, "devices.read"

    const-string v7, "read"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "never"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/devices/DeviceTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 125
    return-object v0
.end method
