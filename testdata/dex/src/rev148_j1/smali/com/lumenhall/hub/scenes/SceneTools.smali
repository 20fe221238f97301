.class public final Lcom/lumenhall/hub/scenes/SceneTools;
.super Lcom/lumenhall/hub/cetp/ToolEndpoint;
.source "SceneTools.java"


# static fields
.field private static final DAY:Ljava/util/regex/Pattern;

.field private static final SCENE:Ljava/lang/String; = "scene:"

.field private static final SCENE_ID:Ljava/util/regex/Pattern;

.field private static final TAG:Ljava/lang/String; = "LumenhallScenes"


# instance fields
.field private final grants:Lcom/lumenhall/hub/data/Grants;

.field private final history:Lcom/lumenhall/hub/data/HistoryFiles;

.field private final io:Ljava/util/concurrent/Executor;

.field private final scenes:Lcom/lumenhall/hub/state/StateStore;

.field private final tokenRandom:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 37
    const-string v0, "[a-z][a-z0-9_]{0,31}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/lumenhall/hub/scenes/SceneTools;->SCENE_ID:Ljava/util/regex/Pattern;

    .line 38
    const-string v0, "\\d{4}-\\d{2}-\\d{2}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/lumenhall/hub/scenes/SceneTools;->DAY:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>(Lcom/lumenhall/hub/Hub;)V
    .registers 6

    .line 47
    new-instance v2, Lcom/lumenhall/hub/scenes/OutcomeJournal;

    iget-object v3, p1, Lcom/lumenhall/hub/Hub;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-direct {v2, v3}, Lcom/lumenhall/hub/scenes/OutcomeJournal;-><init>(Lcom/lumenhall/hub/data/HubDb;)V

    invoke-direct {p0, p1, v2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;-><init>(Lcom/lumenhall/hub/Hub;Lcom/lumenhall/hub/cetp/Outcomes;)V

    .line 40
    new-instance v1, Lcom/lumenhall/hub/state/StateStore;

    invoke-direct {v1}, Lcom/lumenhall/hub/state/StateStore;-><init>()V

    iput-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    .line 44
    new-instance v1, Ljava/security/SecureRandom;

    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V

    iput-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools;->tokenRandom:Ljava/security/SecureRandom;

    .line 48
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->grants:Lcom/lumenhall/hub/data/Grants;

    iput-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools;->grants:Lcom/lumenhall/hub/data/Grants;

    .line 49
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    iput-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    .line 50
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->io:Ljava/util/concurrent/ExecutorService;

    iput-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools;->io:Ljava/util/concurrent/Executor;

    .line 51
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-virtual {v1}, Lcom/lumenhall/hub/data/HubDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/lumenhall/hub/scenes/SceneTools;->load(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 52
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$1;

    invoke-direct {v1, p0, p1}, Lcom/lumenhall/hub/scenes/SceneTools$1;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/Hub;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/state/StateStore;->observe(Lcom/lumenhall/hub/state/StateStore$Observer;)V

    .line 65
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    iget-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    const-string v2, "scenes"

    invoke-virtual {v1, v2}, Lcom/lumenhall/hub/data/HistoryFiles;->writer(Ljava/lang/String;)Lcom/lumenhall/hub/state/StateStore$Observer;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/state/StateStore;->observe(Lcom/lumenhall/hub/state/StateStore$Observer;)V

    .line 66
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v2, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda0;-><init>()V

    const-class v1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/bus/EventBus;->register(Ljava/lang/Class;Lcom/lumenhall/hub/bus/EventBus$Subscriber;)V

    .line 72
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v2, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda1;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;)V

    const-class v1, Lcom/lumenhall/hub/bus/Events$TokenRequest;

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/bus/EventBus;->register(Ljava/lang/Class;Lcom/lumenhall/hub/bus/EventBus$Subscriber;)V

    .line 77
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v2, Lcom/lumenhall/hub/scenes/SceneTools$2;

    invoke-direct {v2, p0, p1}, Lcom/lumenhall/hub/scenes/SceneTools$2;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/Hub;)V

    const-class v1, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/bus/EventBus;->register(Ljava/lang/Class;Lcom/lumenhall/hub/bus/EventBus$Subscriber;)V

    .line 86
    return-void
.end method

.method private deleteScene(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;
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

    .line 243
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "scene_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 244
    sget-object v0, Lcom/lumenhall/hub/scenes/SceneTools;->SCENE_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 245
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "Unknown scene"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenhall/hub/scenes/SceneTools;->now(Landroid/os/Bundle;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 247
    :cond_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "scene:"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    .line 248
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0, p1, v5, v4}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda6;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/exec/CommandQueue;->submit(Lcom/lumenhall/hub/exec/CommandQueue$Work;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0, p1, v5, v4}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)V

    .line 257
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenCompose(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v6

    .line 264
    invoke-direct {p0, p1, v6}, Lcom/lumenhall/hub/scenes/SceneTools;->finish(Lcom/lumenhall/hub/cetp/Call;Ljava/util/concurrent/CompletableFuture;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method private exportHistory(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 181
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "day"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 182
    sget-object v0, Lcom/lumenhall/hub/scenes/SceneTools;->DAY:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 183
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "day must be written YYYY-MM-DD"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 185
    :cond_0
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->capabilities:Ljava/util/Set;

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 186
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Scene history is sent as files only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 188
    :cond_1
    new-instance v0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0, v4}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda2;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;Ljava/lang/String;)V

    iget-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools;->io:Ljava/util/concurrent/Executor;

    .line 189
    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda3;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda3;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    .line 190
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda4;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda4;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    .line 202
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v5

    .line 206
    invoke-virtual {p0, v5, p1}, Lcom/lumenhall/hub/scenes/SceneTools;->await(Ljava/util/concurrent/CompletableFuture;Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;

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

    .line 268
    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda8;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda8;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    .line 269
    invoke-virtual {p2, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda9;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda9;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    .line 270
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    .line 268
    return-object v0
.end method

.method static synthetic lambda$exportHistory$3(Lcom/lumenhall/hub/cetp/Call;Ljava/io/File;)Landroid/os/Bundle;
    .registers 10

    .line 191
    if-nez p1, :cond_0

    .line 192
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No scene history is kept for that day"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :cond_0
    :try_start_0
    invoke-static {p1}, Lcom/lumenhall/hub/data/HistoryFiles;->sha256(Ljava/io/File;)Ljava/lang/String;

    move-result-object v6

    .line 196
    const/high16 v1, 0x10000000

    invoke-static {p1, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v7

    .line 197
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

    .line 199
    new-instance v0, Ljava/io/UncheckedIOException;

    invoke-direct {v0, v6}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0
.end method

.method static synthetic lambda$exportHistory$4(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 6

    .line 203
    const-string v0, "LumenhallScenes"

    const-string v1, "scene history export failed"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 204
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "The scene history could not be read"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$finish$10(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 7

    .line 270
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    .line 271
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Scene command failed: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    .line 270
    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$finish$9(Lcom/lumenhall/hub/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    .line 269
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {p1}, Lcom/lumenhall/hub/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$new$0(Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;)V
    .registers 4

    .line 68
    iget v0, p0, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->call:Lcom/lumenhall/hub/cetp/Call;

    iget-object v0, v0, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 69
    const/4 v1, 0x1

    iput v1, p0, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    .line 71
    :cond_0
    return-void
.end method

.method private load(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 11

    .line 89
    const-string v1, "SELECT id, name, steps FROM scenes"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v6

    .line 91
    :goto_0
    :try_start_0
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_0

    .line 93
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 94
    const/4 v3, 0x0

    invoke-interface {v6, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 95
    const/4 v3, 0x1

    invoke-interface {v6, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    .line 96
    const/4 v5, 0x2

    invoke-interface {v6, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    const-string v1, "steps"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    .line 97
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    const/4 v2, 0x0

    invoke-interface {v6, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "scene:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-virtual {v0, v1, v7}, Lcom/lumenhall/hub/state/StateStore;->seed(Ljava/lang/String;Lorg/json/JSONObject;)V
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 100
    goto :goto_0

    :catch_0
    move-exception v7

    .line 99
    :try_start_2
    const-string v0, "LumenhallScenes"

    const-string v1, "unreadable scene row"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 100
    goto :goto_0

    .line 103
    :cond_0
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 104
    goto :goto_1

    :catchall_0
    move-exception v8

    .line 103
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 104
    throw v8

    .line 105
    :goto_1
    return-void
.end method

.method private renameScene(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;
    .registers 13
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

    .line 221
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "scene_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 222
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v8

    .line 223
    sget-object v0, Lcom/lumenhall/hub/scenes/SceneTools;->SCENE_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v7}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v8}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v8}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x3c

    if-le v0, v1, :cond_1

    .line 224
    :cond_0
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "Unknown scene or unusable name"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenhall/hub/scenes/SceneTools;->now(Landroid/os/Bundle;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 226
    :cond_1
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "scene:"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    .line 227
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda5;

    move-object v2, p0

    move-object v3, p1

    move-object v4, v9

    move-object v5, v7

    move-object v6, v8

    invoke-direct/range {v1 .. v6}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda5;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/exec/CommandQueue;->submit(Lcom/lumenhall/hub/exec/CommandQueue$Work;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v10

    .line 239
    invoke-direct {p0, p1, v10}, Lcom/lumenhall/hub/scenes/SceneTools;->finish(Lcom/lumenhall/hub/cetp/Call;Ljava/util/concurrent/CompletableFuture;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected description()Ljava/lang/String;
    .registers 2

    .line 119
    const-string v0, "Named lighting scenes of the Lumenhall hub"

    return-object v0
.end method

.method public synthetic lambda$deleteScene$6$com-lumenhall-hub-scenes-SceneTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 249
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->grants:Lcom/lumenhall/hub/data/Grants;

    iget v1, p1, Lcom/lumenhall/hub/cetp/Call;->uid:I

    invoke-virtual {v0, v1, p2}, Lcom/lumenhall/hub/data/Grants;->mayControl(ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 250
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

    .line 252
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    invoke-virtual {v0, p2}, Lcom/lumenhall/hub/state/StateStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 253
    if-nez v4, :cond_1

    .line 254
    new-instance v0, Ljava/util/NoSuchElementException;

    invoke-direct {v0, p3}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 256
    :cond_1
    return-object v4
.end method

.method public synthetic lambda$deleteScene$7$com-lumenhall-hub-scenes-SceneTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 258
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p1, Lcom/lumenhall/hub/cetp/Call;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    .line 259
    new-instance v0, Ljava/util/concurrent/TimeoutException;

    const-string v2, "dequeued after the deadline"

    invoke-direct {v0, v2}, Ljava/util/concurrent/TimeoutException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 261
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    invoke-virtual {v0, p2}, Lcom/lumenhall/hub/state/StateStore;->remove(Ljava/lang/String;)V

    .line 262
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "scene_id"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "deleted"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$deleteScene$8$com-lumenhall-hub-scenes-SceneTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Ljava/util/concurrent/CompletionStage;
    .registers 7

    .line 257
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    new-instance v1, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda10;

    invoke-direct {v1, p0, p1, p2, p3}, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda10;-><init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/exec/CommandQueue;->submit(Lcom/lumenhall/hub/exec/CommandQueue$Work;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$exportHistory$2$com-lumenhall-hub-scenes-SceneTools(Ljava/lang/String;)Ljava/io/File;
    .registers 4

    .line 189
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->history:Lcom/lumenhall/hub/data/HistoryFiles;

    const-string v1, "scenes"

    invoke-virtual {v0, v1, p1}, Lcom/lumenhall/hub/data/HistoryFiles;->closedDay(Ljava/lang/String;Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$new$1$com-lumenhall-hub-scenes-SceneTools(Lcom/lumenhall/hub/bus/Events$TokenRequest;)V
    .registers 5

    .line 73
    const/16 v0, 0x20

    new-array v2, v0, [B

    .line 74
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->tokenRandom:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 75
    invoke-static {v2}, Lcom/lumenhall/hub/cetp/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p1, Lcom/lumenhall/hub/bus/Events$TokenRequest;->token:Ljava/lang/String;

    .line 76
    return-void
.end method

.method public synthetic lambda$renameScene$5$com-lumenhall-hub-scenes-SceneTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 228
    iget v5, p1, Lcom/lumenhall/hub/cetp/Call;->uid:I

    .line 229
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->grants:Lcom/lumenhall/hub/data/Grants;

    invoke-virtual {v0, v5, p2}, Lcom/lumenhall/hub/data/Grants;->mayControl(ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 230
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

    .line 232
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    invoke-virtual {v0, p2}, Lcom/lumenhall/hub/state/StateStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v6

    .line 233
    if-nez v6, :cond_1

    .line 234
    new-instance v0, Ljava/util/NoSuchElementException;

    invoke-direct {v0, p3}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 236
    :cond_1
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v3, "name"

    invoke-virtual {v2, v3, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v0, p2, v2}, Lcom/lumenhall/hub/state/StateStore;->put(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 237
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "scene_id"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "name"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

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

    .line 211
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "rename_scene"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 212
    invoke-direct {p0, p1}, Lcom/lumenhall/hub/scenes/SceneTools;->renameScene(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 214
    :cond_0
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "delete_scene"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 215
    invoke-direct {p0, p1}, Lcom/lumenhall/hub/scenes/SceneTools;->deleteScene(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0

    .line 217
    :cond_1
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenhall/hub/scenes/SceneTools;->now(Landroid/os/Bundle;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 109
    const-string v0, "com.lumenhall.hub.scenes"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 114
    const-string v0, "Lumenhall scenes"

    return-object v0
.end method

.method protected read(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 170
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "list_scenes"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 171
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    const-string v3, "scene:"

    invoke-virtual {v2, v3}, Lcom/lumenhall/hub/state/StateStore;->snapshot(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scenes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 172
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v4}, Lcom/lumenhall/hub/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_0
    iget-object v1, p1, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    const-string v0, "export_scene_history"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 175
    invoke-direct {p0, p1}, Lcom/lumenhall/hub/scenes/SceneTools;->exportHistory(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
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

    .line 124
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 125
    const-string v1, "scenes.read"

    const-string v2, "See scenes and their history"

    const-string v3, "read"

    invoke-static {v1, v2, v3}, Lcom/lumenhall/hub/scenes/SceneTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 126
    const-string v1, "scenes.write"

    const-string v2, "Rename and delete scenes"

    const-string v3, "write"

    invoke-static {v1, v2, v3}, Lcom/lumenhall/hub/scenes/SceneTools;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 124
    return-object v0
.end method

.method protected summary(Lcom/lumenhall/hub/cetp/Call;)Ljava/lang/String;
    .registers 8

    .line 162
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "scene_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 163
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools;->scenes:Lcom/lumenhall/hub/state/StateStore;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "scene:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/state/StateStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 164
    if-eqz v4, :cond_0

    const-string v1, "name"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    move-object v0, v3

    :goto_0
    move-object v5, v0

    .line 165
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Delete the scene \""

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "\" and all of its steps"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected tools()Lorg/json/JSONArray;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 131
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 132
    const-string v1, "list_scenes"

    const-string v2, "List scenes"

    const-string v3, "Lists the hub\'s scenes with their steps."

    const-string v4, "{\'type\':\'object\',\'properties\':{},\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'scenes\':{\'type\':\'array\',\'items\':{\'type\':\'object\'}}},\'required\':[\'scenes\']}"

    const-string v6, "scenes.read"

    const-string v7, "read"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "never"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/scenes/SceneTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 137
    const-string v1, "rename_scene"

    const-string v2, "Rename a scene"

    const-string v3, "Gives a scene a new name."

    const-string v4, "{\'type\':\'object\',\'properties\':{\'scene_id\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'},\'name\':{\'type\':\'string\',\'minLength\':1,\'maxLength\':60}},\'required\':[\'scene_id\',\'name\'],\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'scene_id\':{\'type\':\'string\'},\'name\':{\'type\':\'string\'}},\'required\':[\'scene_id\',\'name\']}"

    const-string v6, "scenes.write"

    const-string v7, "update"

    const-string v8, "moderate"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "provider_policy"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/scenes/SceneTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 144
    const-string v1, "delete_scene"

    const-string v2, "Delete a scene"

    const-string v3, "Deletes a scene for good; the user confirms on the hub."

    const-string v4, "{\'type\':\'object\',\'properties\':{\'scene_id\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'},\'confirmed\':{\'type\':\'boolean\'}},\'required\':[\'scene_id\'],\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'scene_id\':{\'type\':\'string\'},\'deleted\':{\'type\':\'boolean\'}},\'required\':[\'scene_id\',\'deleted\']}"

    const-string v6, "scenes.write"

    const-string v7, "delete"

    const-string v8, "high"

    const/4 v9, 0x1

    const/4 v10, 0x0

    const-string v11, "always"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/scenes/SceneTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 151
    const-string v1, "export_scene_history"

    const-string v2, "Export scene history"

    const-string v3, "Sends one finished day\'s scene changes as a file, one JSON object per line."

    const-string v4, "{\'type\':\'object\',\'properties\':{\'day\':{\'type\':\'string\',\'pattern\':\'^[0-9]{4}-[0-9]{2}-[0-9]{2}$\'}},\'required\':[\'day\'],\'additionalProperties\':false}"

    const-string v5, "{\'type\':\'object\',\'properties\':{\'at\':{\'type\':\'integer\'},\'key\':{\'type\':\'string\'}},\'required\':[\'at\',\'key\']}"

    const-string v6, "scenes.read"

    const-string v7, "read"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "never"

    invoke-static/range {v1 .. v11}, Lcom/lumenhall/hub/scenes/SceneTools;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 131
    return-object v0
.end method
