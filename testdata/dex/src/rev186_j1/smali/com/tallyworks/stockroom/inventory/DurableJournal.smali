.class final Lcom/tallyworks/stockroom/inventory/DurableJournal;
.super Ljava/lang/Object;
.source "DurableJournal.java"

# interfaces
.implements Lcom/tallyworks/stockroom/cetp/MutationExecutor;


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final LOCK:Ljava/lang/Object;


# instance fields
.field private final database:Lcom/tallyworks/stockroom/data/StockDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 20
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lcom/tallyworks/stockroom/inventory/DurableJournal;->LOCK:Ljava/lang/Object;

    .line 21
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "args_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "outcome"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyworks/stockroom/inventory/DurableJournal;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V
    .registers 2

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/tallyworks/stockroom/inventory/DurableJournal;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 27
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;)Landroid/os/Bundle;
    .registers 22
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 31
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v8

    .line 32
    sget-object v0, Lcom/tallyworks/stockroom/inventory/DurableJournal;->LOCK:Ljava/lang/Object;

    move-object v9, v0

    monitor-enter v9

    .line 33
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/tallyworks/stockroom/inventory/DurableJournal;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 34
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_2

    .line 36
    :try_start_1
    sget-object v2, Lcom/tallyworks/stockroom/inventory/DurableJournal;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v7, p2

    iget v7, v7, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    .line 37
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const/4 v6, 0x1

    aput-object p1, v4, v6

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 36
    move-object v0, v10

    const-string v1, "mutation_log"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    move-result-object v11

    .line 39
    :try_start_2
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 40
    move-object/from16 v0, p3

    iget-object v0, v0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x1

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 41
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v12

    .line 46
    :try_start_3
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    .line 61
    :try_start_4
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    monitor-exit v9
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_2

    .line 41
    return-object v12

    .line 43
    :cond_1
    const/4 v2, 0x2

    :try_start_5
    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->replay(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_0

    move-result-object v12

    .line 46
    :try_start_6
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_6
    .catchall {:try_start_6 .. :try_end_6} :catchall_1

    .line 61
    :try_start_7
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    monitor-exit v9
    :try_end_7
    .catchall {:try_start_7 .. :try_end_7} :catchall_2

    .line 43
    return-object v12

    .line 46
    :cond_2
    :try_start_8
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_8
    .catchall {:try_start_8 .. :try_end_8} :catchall_1

    .line 47
    goto :goto_0

    :catchall_0
    move-exception v13

    .line 46
    :try_start_9
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 47
    throw v13

    .line 48
    :goto_0
    move-object/from16 v0, p4

    invoke-interface {v0}, Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;->run()Landroid/os/Bundle;

    move-result-object v12

    .line 49
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v13, v0

    .line 50
    move-object/from16 v2, p2

    iget v2, v2, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 51
    const-string v1, "provider"

    move-object/from16 v2, p1

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    move-object/from16 v2, p3

    iget-object v2, v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    const-string v1, "args_sha256"

    invoke-virtual {v13, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    invoke-static {v12}, Lcom/tallyworks/stockroom/cetp/Envelopes;->snapshot(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 57
    const-string v1, "mutation_log"

    const/4 v2, 0x0

    invoke-virtual {v10, v1, v2, v13}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 58
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_9
    .catchall {:try_start_9 .. :try_end_9} :catchall_1

    .line 59
    move-object v14, v12

    .line 61
    :try_start_a
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    monitor-exit v9
    :try_end_a
    .catchall {:try_start_a .. :try_end_a} :catchall_2

    .line 59
    return-object v14

    :catchall_1
    move-exception v15

    .line 61
    :try_start_b
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 62
    throw v15
    :try_end_b
    .catchall {:try_start_b .. :try_end_b} :catchall_2

    :catchall_2
    move-exception v16

    .line 63
    :try_start_c
    monitor-exit v9
    :try_end_c
    .catchall {:try_start_c .. :try_end_c} :catchall_2

    throw v16
.end method
