.class final Lcom/relaykit/home/routines/JournaledExecutor;
.super Ljava/lang/Object;
.source "JournaledExecutor.java"

# interfaces
.implements Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;


# static fields
.field private static final TAG:Ljava/lang/String; = "JournaledExecutor"


# instance fields
.field private final board:Lcom/relaykit/home/routines/OperationBoard;

.field private final db:Lcom/relaykit/home/core/HomeDb;

.field private final history:Lcom/relaykit/home/core/CommandHistory;

.field private final ledger:Lcom/relaykit/home/routines/DedupLedger;

.field private final retry:Lcom/relaykit/home/core/Retry;

.field private final worker:Ljava/util/concurrent/Executor;


# direct methods
.method static bridge synthetic -$$Nest$mrunOperation(Lcom/relaykit/home/routines/JournaledExecutor;Lcom/relaykit/home/routines/OperationBoard$Operation;ILcom/relaykit/home/core/Command;)V
    .registers 4

    invoke-direct {p0, p1, p2, p3}, Lcom/relaykit/home/routines/JournaledExecutor;->runOperation(Lcom/relaykit/home/routines/OperationBoard$Operation;ILcom/relaykit/home/core/Command;)V

    return-void
.end method

.method constructor <init>(Lcom/relaykit/home/core/HomeDb;Lcom/relaykit/home/routines/DedupLedger;Lcom/relaykit/home/routines/OperationBoard;Lcom/relaykit/home/core/Retry;Lcom/relaykit/home/core/CommandHistory;Ljava/util/concurrent/Executor;)V
    .registers 7

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput-object p1, p0, Lcom/relaykit/home/routines/JournaledExecutor;->db:Lcom/relaykit/home/core/HomeDb;

    .line 33
    iput-object p2, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    .line 34
    iput-object p3, p0, Lcom/relaykit/home/routines/JournaledExecutor;->board:Lcom/relaykit/home/routines/OperationBoard;

    .line 35
    iput-object p4, p0, Lcom/relaykit/home/routines/JournaledExecutor;->retry:Lcom/relaykit/home/core/Retry;

    .line 36
    iput-object p5, p0, Lcom/relaykit/home/routines/JournaledExecutor;->history:Lcom/relaykit/home/core/CommandHistory;

    .line 37
    iput-object p6, p0, Lcom/relaykit/home/routines/JournaledExecutor;->worker:Ljava/util/concurrent/Executor;

    .line 38
    return-void
.end method

.method private accept(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 95
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->board:Lcom/relaykit/home/routines/OperationBoard;

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/relaykit/home/routines/OperationBoard;->open(ILjava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/routines/OperationBoard$Operation;

    move-result-object v4

    .line 96
    invoke-virtual {v4}, Lcom/relaykit/home/routines/OperationBoard$Operation;->id()Ljava/lang/String;

    move-result-object v0

    const/16 v1, 0x3e8

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->accepted(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v5

    .line 97
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v6

    .line 98
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 100
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {v0, v6, p1}, Lcom/relaykit/home/routines/DedupLedger;->reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/relaykit/home/cetp/CetpRequest;)V

    .line 101
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {v0, v6, p1, v5}, Lcom/relaykit/home/routines/DedupLedger;->complete(Landroid/database/sqlite/SQLiteDatabase;Lcom/relaykit/home/cetp/CetpRequest;Lorg/json/JSONObject;)V

    .line 102
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 104
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 105
    goto :goto_0

    :catchall_0
    move-exception v7

    .line 104
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 105
    throw v7

    .line 106
    :goto_0
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {v0, p1, v5}, Lcom/relaykit/home/routines/DedupLedger;->remember(Lcom/relaykit/home/cetp/CetpRequest;Lorg/json/JSONObject;)V

    .line 107
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v7

    .line 108
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->worker:Ljava/util/concurrent/Executor;

    new-instance v1, Lcom/relaykit/home/routines/JournaledExecutor$1;

    invoke-direct {v1, p0, v4, v7, p2}, Lcom/relaykit/home/routines/JournaledExecutor$1;-><init>(Lcom/relaykit/home/routines/JournaledExecutor;Lcom/relaykit/home/routines/OperationBoard$Operation;ILcom/relaykit/home/core/Command;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 114
    return-object v5
.end method

.method private runAndJournal(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 75
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    .line 76
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 78
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {v0, v1, p1}, Lcom/relaykit/home/routines/DedupLedger;->reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/relaykit/home/cetp/CetpRequest;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 81
    :try_start_1
    invoke-interface {p2}, Lcom/relaykit/home/core/Command;->execute()Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/relaykit/home/cetp/Replies;->succeeded(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    :try_end_1
    .catch Lcom/relaykit/home/cetp/CetpError; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v2

    .line 84
    goto :goto_0

    :catch_0
    move-exception v3

    .line 83
    :try_start_2
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/CetpError;->code()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/relaykit/home/cetp/Replies;->failed(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    .line 85
    :goto_0
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {v0, v1, p1, v2}, Lcom/relaykit/home/routines/DedupLedger;->complete(Landroid/database/sqlite/SQLiteDatabase;Lcom/relaykit/home/cetp/CetpRequest;Lorg/json/JSONObject;)V

    .line 86
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 87
    move-object v3, v2

    .line 89
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 87
    return-object v3

    :catchall_0
    move-exception v4

    .line 89
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 90
    throw v4
.end method

.method private runOperation(Lcom/relaykit/home/routines/OperationBoard$Operation;ILcom/relaykit/home/core/Command;)V
    .registers 9

    .line 118
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->board:Lcom/relaykit/home/routines/OperationBoard;

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->RUNNING:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {v0, p1, v2}, Lcom/relaykit/home/routines/OperationBoard;->move(Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/routines/OperationBoard$State;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 119
    return-void

    .line 122
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->retry:Lcom/relaykit/home/core/Retry;

    new-instance v1, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, p1, p3}, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda1;-><init>(Lcom/relaykit/home/routines/JournaledExecutor;Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/core/Command;)V

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/Retry;->call(Ljava/util/concurrent/Callable;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v4, v0

    .line 123
    if-nez v4, :cond_1

    .line 124
    return-void

    .line 126
    :cond_1
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->history:Lcom/relaykit/home/core/CommandHistory;

    invoke-virtual {v0, p2, p3}, Lcom/relaykit/home/core/CommandHistory;->record(ILcom/relaykit/home/core/Command;)V

    .line 127
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->board:Lcom/relaykit/home/routines/OperationBoard;

    invoke-virtual {v0, p1, v4}, Lcom/relaykit/home/routines/OperationBoard;->succeed(Lcom/relaykit/home/routines/OperationBoard$Operation;Lorg/json/JSONObject;)V
    :try_end_0
    .catch Lcom/relaykit/home/cetp/CetpError; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_1

    .line 133
    goto :goto_0

    :catch_0
    move-exception v4

    .line 129
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->board:Lcom/relaykit/home/routines/OperationBoard;

    invoke-virtual {v4}, Lcom/relaykit/home/cetp/CetpError;->code()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/relaykit/home/routines/OperationBoard;->fail(Lcom/relaykit/home/routines/OperationBoard$Operation;Ljava/lang/String;)V

    .line 133
    goto :goto_0

    :catch_1
    move-exception v4

    .line 131
    invoke-virtual {p1}, Lcom/relaykit/home/routines/OperationBoard$Operation;->id()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation "

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

    const-string v0, "JournaledExecutor"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 132
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->board:Lcom/relaykit/home/routines/OperationBoard;

    const-string v2, "INTERNAL_ERROR"

    invoke-virtual {v0, p1, v2}, Lcom/relaykit/home/routines/OperationBoard;->fail(Lcom/relaykit/home/routines/OperationBoard$Operation;Ljava/lang/String;)V

    .line 134
    :goto_0
    return-void
.end method


# virtual methods
.method public declared-synchronized execute(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation

    monitor-enter p0

    .line 54
    :try_start_0
    invoke-virtual {p0, p1}, Lcom/relaykit/home/routines/JournaledExecutor;->recorded(Lcom/relaykit/home/cetp/CetpRequest;)Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v4

    .line 55
    if-eqz v4, :cond_0

    .line 56
    move-object v0, v4

    monitor-exit p0

    return-object v0

    .line 59
    :cond_0
    :try_start_1
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/ToolSpec;->mayRunAsync()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->session()Lcom/relaykit/home/cetp/SessionStore$Session;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/relaykit/home/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 60
    invoke-direct {p0, p1, p2}, Lcom/relaykit/home/routines/JournaledExecutor;->accept(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
    :try_end_1
    .catch Lcom/relaykit/home/cetp/CetpError; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 62
    :cond_1
    :try_start_2
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->retry:Lcom/relaykit/home/core/Retry;

    new-instance v1, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1, p2}, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;-><init>(Lcom/relaykit/home/routines/JournaledExecutor;Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)V

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/Retry;->call(Ljava/util/concurrent/Callable;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v5, v0

    .line 63
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {v0, p1, v5}, Lcom/relaykit/home/routines/DedupLedger;->remember(Lcom/relaykit/home/cetp/CetpRequest;Lorg/json/JSONObject;)V

    .line 64
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->history:Lcom/relaykit/home/core/CommandHistory;

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    invoke-virtual {v0, v1, p2}, Lcom/relaykit/home/core/CommandHistory;->record(ILcom/relaykit/home/core/Command;)V
    :try_end_2
    .catch Lcom/relaykit/home/cetp/CetpError; {:try_start_2 .. :try_end_2} :catch_0
    .catch Ljava/lang/Exception; {:try_start_2 .. :try_end_2} :catch_1
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 65
    move-object v0, v5

    monitor-exit p0

    return-object v0

    :catch_0
    move-exception v5

    .line 67
    :try_start_3
    throw v5
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    :catch_1
    move-exception v5

    .line 69
    :try_start_4
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "execution of "

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

    const-string v0, "JournaledExecutor"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 70
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INTERNAL_ERROR"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public synthetic lambda$execute$0$com-relaykit-home-routines-JournaledExecutor(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 62
    invoke-direct {p0, p1, p2}, Lcom/relaykit/home/routines/JournaledExecutor;->runAndJournal(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$runOperation$1$com-relaykit-home-routines-JournaledExecutor(Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 122
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->board:Lcom/relaykit/home/routines/OperationBoard;

    invoke-virtual {v0, p1}, Lcom/relaykit/home/routines/OperationBoard;->stopIfCancelled(Lcom/relaykit/home/routines/OperationBoard$Operation;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-interface {p2}, Lcom/relaykit/home/core/Command;->execute()Lorg/json/JSONObject;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public declared-synchronized recorded(Lcom/relaykit/home/cetp/CetpRequest;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation

    monitor-enter p0

    .line 42
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor;->ledger:Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/relaykit/home/routines/DedupLedger;->find(ILjava/lang/String;)Lcom/relaykit/home/routines/DedupLedger$Entry;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v3

    .line 43
    if-nez v3, :cond_0

    .line 44
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 46
    :cond_0
    :try_start_1
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->argsDigest()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v3, v1, v2}, Lcom/relaykit/home/routines/DedupLedger$Entry;->sameCall(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 47
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 49
    :cond_1
    iget-object v0, v3, Lcom/relaykit/home/routines/DedupLedger$Entry;->outcome:Lorg/json/JSONObject;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
