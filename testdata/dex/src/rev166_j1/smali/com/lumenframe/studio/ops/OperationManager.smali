.class public final Lcom/lumenframe/studio/ops/OperationManager;
.super Ljava/lang/Object;
.source "OperationManager.java"


# static fields
.field public static final RETENTION_MS:J

.field private static final TAG:Ljava/lang/String; = "Operations"

.field private static final WATCHDOG_MS:J


# instance fields
.field private final ids:Lcom/lumenframe/studio/ops/IdSource;

.field private final pool:Ljava/util/concurrent/ExecutorService;

.field private final scheduler:Ljava/util/concurrent/ScheduledExecutorService;

.field private final table:Lcom/lumenframe/studio/ops/OperationTable;

.field private final workRoot:Ljava/io/File;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 22
    sget-object v0, Ljava/util/concurrent/TimeUnit;->DAYS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x2

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/lumenframe/studio/ops/OperationManager;->RETENTION_MS:J

    .line 23
    sget-object v0, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x1e

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/lumenframe/studio/ops/OperationManager;->WATCHDOG_MS:J

    return-void
.end method

.method public constructor <init>(Lcom/lumenframe/studio/ops/OperationTable;Lcom/lumenframe/studio/ops/IdSource;Ljava/util/concurrent/ExecutorService;Ljava/util/concurrent/ScheduledExecutorService;Ljava/io/File;)V
    .registers 13

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iput-object p1, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    .line 34
    iput-object p2, p0, Lcom/lumenframe/studio/ops/OperationManager;->ids:Lcom/lumenframe/studio/ops/IdSource;

    .line 35
    iput-object p3, p0, Lcom/lumenframe/studio/ops/OperationManager;->pool:Ljava/util/concurrent/ExecutorService;

    .line 36
    iput-object p4, p0, Lcom/lumenframe/studio/ops/OperationManager;->scheduler:Ljava/util/concurrent/ScheduledExecutorService;

    .line 37
    iput-object p5, p0, Lcom/lumenframe/studio/ops/OperationManager;->workRoot:Ljava/io/File;

    .line 38
    new-instance v1, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda0;-><init>(Lcom/lumenframe/studio/ops/OperationManager;)V

    sget-object v6, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;

    move-object v0, p4

    const-wide/16 v2, 0x1

    const-wide/16 v4, 0x3c

    invoke-interface/range {v0 .. v6}, Ljava/util/concurrent/ScheduledExecutorService;->scheduleWithFixedDelay(Ljava/lang/Runnable;JJLjava/util/concurrent/TimeUnit;)Ljava/util/concurrent/ScheduledFuture;

    .line 39
    return-void
.end method

.method private checkResult(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 7

    .line 89
    iget-object v0, p2, Lcom/lumenframe/studio/ops/WorkResult;->file:Ljava/io/File;

    if-eqz v0, :cond_0

    iget-object v0, p2, Lcom/lumenframe/studio/ops/WorkResult;->file:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_0

    .line 90
    new-instance v0, Ljava/util/concurrent/CompletionException;

    new-instance v2, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v3, "INTERNAL_ERROR"

    invoke-direct {v2, v3}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v0

    .line 92
    :cond_0
    iget-object v0, p1, Lcom/lumenframe/studio/ops/Operation;->progress:Lcom/lumenframe/studio/ops/Progress;

    const-string v1, "Done"

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V

    .line 93
    return-object p2
.end method

.method private runWorker(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/Worker;Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 78
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->start()Z

    move-result v0

    if-nez v0, :cond_0

    .line 79
    new-instance v0, Ljava/util/concurrent/CancellationException;

    const-string v1, "cancelled while queued"

    invoke-direct {v0, v1}, Ljava/util/concurrent/CancellationException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 81
    :cond_0
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    invoke-interface {v0, p1}, Lcom/lumenframe/studio/ops/OperationTable;->update(Lcom/lumenframe/studio/ops/Operation;)V

    .line 82
    iget-object v0, p3, Lcom/lumenframe/studio/ops/WorkContext;->workDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_1

    iget-object v0, p3, Lcom/lumenframe/studio/ops/WorkContext;->workDir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_1

    .line 83
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v1, "UNAVAILABLE"

    invoke-direct {v0, v1}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 85
    :cond_1
    invoke-interface {p2, p3}, Lcom/lumenframe/studio/ops/Worker;->run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method private settle(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;Ljava/lang/Throwable;)V
    .registers 10

    .line 97
    if-nez p3, :cond_0

    .line 98
    invoke-virtual {p1, p2}, Lcom/lumenframe/studio/ops/Operation;->succeed(Lcom/lumenframe/studio/ops/WorkResult;)Z

    goto :goto_1

    .line 100
    :cond_0
    instance-of v0, p3, Ljava/util/concurrent/CompletionException;

    if-eqz v0, :cond_1

    invoke-virtual {p3}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {p3}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    goto :goto_0

    :cond_1
    move-object v0, p3

    :goto_0
    move-object v5, v0

    .line 101
    instance-of v0, v5, Ljava/util/concurrent/CancellationException;

    if-nez v0, :cond_2

    instance-of v0, v5, Ljava/lang/InterruptedException;

    if-eqz v0, :cond_3

    .line 102
    :cond_2
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->markCancelled()Z

    goto :goto_1

    .line 103
    :cond_3
    instance-of v0, v5, Lcom/lumenframe/studio/cetp/CetpException;

    if-eqz v0, :cond_4

    .line 104
    check-cast v5, Lcom/lumenframe/studio/cetp/CetpException;

    iget-object v1, v5, Lcom/lumenframe/studio/cetp/CetpException;->code:Ljava/lang/String;

    invoke-virtual {p1, v1}, Lcom/lumenframe/studio/ops/Operation;->fail(Ljava/lang/String;)Z

    goto :goto_1

    .line 106
    :cond_4
    iget-object v1, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    iget-object v2, p1, Lcom/lumenframe/studio/ops/Operation;->tool:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "operation "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " of "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " failed"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "Operations"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 107
    const-string v1, "INTERNAL_ERROR"

    invoke-virtual {p1, v1}, Lcom/lumenframe/studio/ops/Operation;->fail(Ljava/lang/String;)Z

    .line 110
    :goto_1
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    invoke-interface {v0, p1}, Lcom/lumenframe/studio/ops/OperationTable;->update(Lcom/lumenframe/studio/ops/Operation;)V

    .line 111
    return-void
.end method

.method private sweep()V
    .registers 6

    .line 130
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    sget-wide v3, Lcom/lumenframe/studio/ops/OperationManager;->RETENTION_MS:J

    sub-long/2addr v1, v3

    invoke-interface {v0, v1, v2}, Lcom/lumenframe/studio/ops/OperationTable;->expire(J)V

    .line 131
    return-void
.end method

.method private watchdog(Lcom/lumenframe/studio/ops/Operation;)V
    .registers 6

    .line 123
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->state()Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-nez v0, :cond_0

    .line 124
    iget-object v1, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " overran; cancelling"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "Operations"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 125
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->requestCancel()Z

    .line 127
    :cond_0
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
    .registers 3

    .line 42
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    invoke-interface {v0, p1}, Lcom/lumenframe/studio/ops/OperationTable;->byId(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$startOrJoin$0$com-lumenframe-studio-ops-OperationManager(Ljava/util/concurrent/CompletableFuture;Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/Worker;Lcom/lumenframe/studio/ops/WorkContext;)V
    .registers 7

    .line 64
    :try_start_0
    invoke-direct {p0, p2, p3, p4}, Lcom/lumenframe/studio/ops/OperationManager;->runWorker(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/Worker;Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    invoke-virtual {p1, v0}, Ljava/util/concurrent/CompletableFuture;->complete(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 67
    goto :goto_0

    :catch_0
    move-exception v1

    .line 66
    invoke-virtual {p1, v1}, Ljava/util/concurrent/CompletableFuture;->completeExceptionally(Ljava/lang/Throwable;)Z

    .line 68
    :goto_0
    return-void
.end method

.method public synthetic lambda$startOrJoin$1$com-lumenframe-studio-ops-OperationManager(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 4

    .line 70
    invoke-direct {p0, p1, p2}, Lcom/lumenframe/studio/ops/OperationManager;->checkResult(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$startOrJoin$2$com-lumenframe-studio-ops-OperationManager(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;Ljava/lang/Throwable;)V
    .registers 4

    .line 71
    invoke-direct {p0, p1, p2, p3}, Lcom/lumenframe/studio/ops/OperationManager;->settle(Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/WorkResult;Ljava/lang/Throwable;)V

    return-void
.end method

.method public synthetic lambda$startOrJoin$3$com-lumenframe-studio-ops-OperationManager(Lcom/lumenframe/studio/ops/Operation;)V
    .registers 2

    .line 73
    invoke-direct {p0, p1}, Lcom/lumenframe/studio/ops/OperationManager;->watchdog(Lcom/lumenframe/studio/ops/Operation;)V

    return-void
.end method

.method public requestCancel(Lcom/lumenframe/studio/ops/Operation;)Z
    .registers 4

    .line 115
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->requestCancel()Z

    move-result v1

    .line 116
    if-eqz v1, :cond_0

    .line 117
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    invoke-interface {v0, p1}, Lcom/lumenframe/studio/ops/OperationTable;->update(Lcom/lumenframe/studio/ops/Operation;)V

    .line 119
    :cond_0
    return v1
.end method

.method public declared-synchronized startOrJoin(Lcom/lumenframe/studio/cetp/ToolCall;Lcom/lumenframe/studio/ops/Worker;)Lcom/lumenframe/studio/ops/Operation;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    monitor-enter p0

    .line 50
    :try_start_0
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    move-object/from16 v1, p1

    iget v1, v1, Lcom/lumenframe/studio/cetp/ToolCall;->uid:I

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/lumenframe/studio/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-interface {v0, v1, v2}, Lcom/lumenframe/studio/ops/OperationTable;->byRequest(ILjava/lang/String;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v9

    .line 51
    if-eqz v9, :cond_2

    .line 52
    iget-object v0, v9, Lcom/lumenframe/studio/ops/Operation;->tool:Ljava/lang/String;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenframe/studio/cetp/ToolCall;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v9, Lcom/lumenframe/studio/ops/Operation;->argsDigest:Ljava/lang/String;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenframe/studio/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 53
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 55
    :cond_1
    move-object v0, v9

    monitor-exit p0

    return-object v0

    .line 57
    :cond_2
    :try_start_1
    new-instance v0, Lcom/lumenframe/studio/ops/Operation;

    iget-object v2, p0, Lcom/lumenframe/studio/ops/OperationManager;->ids:Lcom/lumenframe/studio/ops/IdSource;

    invoke-interface {v2}, Lcom/lumenframe/studio/ops/IdSource;->next()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    iget v3, v3, Lcom/lumenframe/studio/cetp/ToolCall;->uid:I

    move-object/from16 v4, p1

    iget-object v4, v4, Lcom/lumenframe/studio/cetp/ToolCall;->requestId:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, Lcom/lumenframe/studio/cetp/ToolCall;->toolName:Ljava/lang/String;

    move-object/from16 v6, p1

    iget-object v6, v6, Lcom/lumenframe/studio/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    .line 58
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    move-object v1, v0

    invoke-direct/range {v1 .. v8}, Lcom/lumenframe/studio/ops/Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v10, v0

    .line 59
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->table:Lcom/lumenframe/studio/ops/OperationTable;

    invoke-interface {v0, v10}, Lcom/lumenframe/studio/ops/OperationTable;->insert(Lcom/lumenframe/studio/ops/Operation;)V

    .line 60
    new-instance v0, Lcom/lumenframe/studio/ops/WorkContext;

    iget-object v2, v10, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    move-object/from16 v3, p1

    iget-object v3, v3, Lcom/lumenframe/studio/cetp/ToolCall;->args:Lorg/json/JSONObject;

    iget-object v4, v10, Lcom/lumenframe/studio/ops/Operation;->progress:Lcom/lumenframe/studio/ops/Progress;

    new-instance v5, Ljava/io/File;

    iget-object v7, p0, Lcom/lumenframe/studio/ops/OperationManager;->workRoot:Ljava/io/File;

    iget-object v8, v10, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    invoke-direct {v5, v7, v8}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object/from16 v6, p1

    iget v6, v6, Lcom/lumenframe/studio/cetp/ToolCall;->uid:I

    move-object v1, v0

    invoke-direct/range {v1 .. v6}, Lcom/lumenframe/studio/ops/WorkContext;-><init>(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Progress;Ljava/io/File;I)V

    move-object v11, v0

    .line 61
    new-instance v0, Ljava/util/concurrent/CompletableFuture;

    invoke-direct {v0}, Ljava/util/concurrent/CompletableFuture;-><init>()V

    move-object v12, v0

    .line 62
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->pool:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;

    move-object v2, p0

    move-object v3, v12

    move-object v4, v10

    move-object/from16 v5, p2

    move-object v6, v11

    invoke-direct/range {v1 .. v6}, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda1;-><init>(Lcom/lumenframe/studio/ops/OperationManager;Ljava/util/concurrent/CompletableFuture;Lcom/lumenframe/studio/ops/Operation;Lcom/lumenframe/studio/ops/Worker;Lcom/lumenframe/studio/ops/WorkContext;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;

    move-result-object v13

    .line 69
    new-instance v1, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, v10}, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda2;-><init>(Lcom/lumenframe/studio/ops/OperationManager;Lcom/lumenframe/studio/ops/Operation;)V

    .line 70
    invoke-virtual {v12, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, v10}, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda3;-><init>(Lcom/lumenframe/studio/ops/OperationManager;Lcom/lumenframe/studio/ops/Operation;)V

    .line 71
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->whenComplete(Ljava/util/function/BiConsumer;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v14

    .line 72
    invoke-virtual {v10, v13, v14}, Lcom/lumenframe/studio/ops/Operation;->attach(Ljava/util/concurrent/Future;Ljava/util/concurrent/CompletableFuture;)V

    .line 73
    iget-object v0, p0, Lcom/lumenframe/studio/ops/OperationManager;->scheduler:Ljava/util/concurrent/ScheduledExecutorService;

    new-instance v1, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0, v10}, Lcom/lumenframe/studio/ops/OperationManager$$ExternalSyntheticLambda4;-><init>(Lcom/lumenframe/studio/ops/OperationManager;Lcom/lumenframe/studio/ops/Operation;)V

    sget-wide v2, Lcom/lumenframe/studio/ops/OperationManager;->WATCHDOG_MS:J

    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v0, v1, v2, v3, v4}, Ljava/util/concurrent/ScheduledExecutorService;->schedule(Ljava/lang/Runnable;JLjava/util/concurrent/TimeUnit;)Ljava/util/concurrent/ScheduledFuture;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 74
    move-object v0, v10

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
