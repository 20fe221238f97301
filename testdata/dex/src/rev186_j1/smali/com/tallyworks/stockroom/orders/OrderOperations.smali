.class final Lcom/tallyworks/stockroom/orders/OrderOperations;
.super Ljava/lang/Object;
.source "OrderOperations.java"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final POLL_AFTER_MS:J = 0x5dcL

.field private static final TAG:Ljava/lang/String; = "OrderOperations"

.field private static final WORKER:Ljava/util/concurrent/ExecutorService;


# instance fields
.field private final book:Lcom/tallyworks/stockroom/orders/OrderBook;

.field private final database:Lcom/tallyworks/stockroom/data/StockDatabase;

.field private final providerId:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 28
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/tallyworks/stockroom/orders/OrderOperations;->WORKER:Ljava/util/concurrent/ExecutorService;

    .line 29
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "uid"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "request_id"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "args_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "state"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "result"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "error_code"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyworks/stockroom/orders/OrderOperations;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/tallyworks/stockroom/data/StockDatabase;Lcom/tallyworks/stockroom/orders/OrderBook;Ljava/lang/String;)V
    .registers 4

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 37
    iput-object p1, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 38
    iput-object p2, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    .line 39
    iput-object p3, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->providerId:Ljava/lang/String;

    .line 40
    return-void
.end method

.method private cancelRequested(Ljava/lang/String;)Z
    .registers 13

    .line 188
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "cancel_requested"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "operations"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 191
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v9, v0

    .line 193
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 191
    return v9

    :catchall_0
    move-exception v10

    .line 193
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 194
    throw v10
.end method

.method private find(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 12

    .line 174
    if-nez p2, :cond_0

    .line 175
    const/4 v0, 0x0

    return-object v0

    .line 177
    :cond_0
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/tallyworks/stockroom/orders/OrderOperations;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p2, v4, v6

    iget v7, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    .line 179
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->providerId:Ljava/lang/String;

    const/4 v6, 0x2

    aput-object v7, v4, v6

    iget-object v7, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    const/4 v6, 0x3

    aput-object v7, v4, v6

    .line 177
    const-string v1, "operations"

    const-string v3, "id = ? AND uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 180
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 181
    return-object v8

    .line 183
    :cond_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 184
    const/4 v0, 0x0

    return-object v0
.end method

.method private runArchive(Ljava/lang/String;I)V
    .registers 14

    .line 89
    const-string v2, "running"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-direct {p0, p1, v2, v3, v4}, Lcom/tallyworks/stockroom/orders/OrderOperations;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 90
    const/4 v7, 0x0

    .line 94
    :cond_0
    const/4 v8, 0x0

    :goto_0
    const/4 v1, 0x3

    if-ge v8, v1, :cond_2

    .line 95
    :try_start_0
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/orders/OrderOperations;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 96
    const-string v2, "cancelled"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-direct {p0, p1, v2, v3, v4}, Lcom/tallyworks/stockroom/orders/OrderOperations;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1

    .line 97
    return-void

    .line 101
    :cond_1
    :try_start_1
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    invoke-virtual {v0, p2}, Lcom/tallyworks/stockroom/orders/OrderBook;->archiveBatch(I)I
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_0
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result v9

    .line 105
    goto :goto_1

    :catch_0
    move-exception v10

    .line 103
    :try_start_2
    const-string v0, "OrderOperations"

    const-string v1, "archive batch failed, retrying"

    invoke-static {v0, v1, v10}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 104
    goto :goto_2

    .line 106
    :goto_1
    add-int/2addr v7, v9

    .line 107
    const/16 v1, 0x32

    if-ge v9, v1, :cond_0

    .line 108
    goto :goto_3

    .line 94
    :goto_2
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 112
    :cond_2
    const-string v2, "failed"

    const/4 v3, 0x0

    const-string v4, "UNAVAILABLE"

    invoke-direct {p0, p1, v2, v3, v4}, Lcom/tallyworks/stockroom/orders/OrderOperations;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 113
    return-void

    .line 115
    :goto_3
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "kind"

    const-string v5, "inline"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 116
    const-string v6, "archived"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v5

    const-string v4, "value"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    .line 115
    const-string v2, "succeeded"

    const/4 v4, 0x0

    invoke-direct {p0, p1, v2, v3, v4}, Lcom/tallyworks/stockroom/orders/OrderOperations;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_2
    .catch Lorg/json/JSONException; {:try_start_2 .. :try_end_2} :catch_1

    .line 119
    goto :goto_4

    :catch_1
    move-exception v8

    .line 118
    const-string v2, "failed"

    const/4 v3, 0x0

    const-string v4, "INTERNAL_ERROR"

    invoke-direct {p0, p1, v2, v3, v4}, Lcom/tallyworks/stockroom/orders/OrderOperations;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 120
    :goto_4
    return-void
.end method

.method private setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 11

    .line 198
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 199
    const-string v1, "state"

    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 200
    const-string v1, "result"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 201
    const-string v1, "error_code"

    invoke-virtual {v5, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 202
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    const-string v1, "operations"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v5, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 203
    return-void
.end method


# virtual methods
.method cancel(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 153
    invoke-direct {p0, p1, p2}, Lcom/tallyworks/stockroom/orders/OrderOperations;->find(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v6

    .line 154
    if-nez v6, :cond_0

    .line 155
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 159
    :cond_0
    const/4 v1, 0x5

    :try_start_0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v7

    .line 161
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 162
    goto :goto_0

    :catchall_0
    move-exception v8

    .line 161
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 162
    throw v8

    .line 163
    :goto_0
    const-string v0, "succeeded"

    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "failed"

    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 164
    :cond_1
    const-string v1, "CONFLICT"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_2
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 167
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "cancel_requested"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 168
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p2, v4, v5

    const-string v1, "operations"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 169
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 170
    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    .line 169
    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->data(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method describe(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 124
    invoke-direct {p0, p1, p2}, Lcom/tallyworks/stockroom/orders/OrderOperations;->find(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v6

    .line 125
    if-nez v6, :cond_0

    .line 126
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
    :cond_0
    const/4 v1, 0x5

    :try_start_0
    invoke-interface {v6, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    .line 130
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    .line 131
    move-object v9, v7

    const/4 v10, -0x1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "succeeded"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v10, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "failed"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v10, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "queued"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v10, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "running"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v10, 0x3

    :cond_1
    :goto_0
    packed-switch v10, :pswitch_data_0

    goto :goto_1

    .line 133
    :pswitch_0
    new-instance v2, Lorg/json/JSONObject;

    const/4 v5, 0x6

    invoke-interface {v6, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "result"

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 134
    goto :goto_1

    .line 136
    :pswitch_1
    const/4 v3, 0x7

    invoke-interface {v6, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/tallyworks/stockroom/cetp/Envelopes;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "error"

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 137
    goto :goto_1

    .line 140
    :pswitch_2
    const-string v1, "poll_after_ms"

    const-wide/16 v2, 0x5dc

    invoke-virtual {v8, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 141
    goto :goto_1

    .line 145
    :goto_1
    invoke-virtual {v8}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->data(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 147
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 145
    return-object v9

    :catchall_0
    move-exception v11

    .line 147
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 148
    throw v11

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_1
        -0x388bf68d -> :sswitch_2
        0x385ec261 -> :sswitch_0
        0x5c6f15bf -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_2
    .end packed-switch
.end method

.method public synthetic lambda$startArchive$0$com-tallyworks-stockroom-orders-OrderOperations(Ljava/lang/String;I)V
    .registers 3

    .line 84
    invoke-direct {p0, p1, p2}, Lcom/tallyworks/stockroom/orders/OrderOperations;->runArchive(Ljava/lang/String;I)V

    return-void
.end method

.method recoverInterrupted()V
    .registers 9

    .line 44
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 45
    const-string v1, "state"

    const-string v2, "failed"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 46
    const-string v1, "error_code"

    const-string v2, "UNAVAILABLE"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-object v6, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->providerId:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v4, v5

    const-string v1, "operations"

    const-string v3, "provider = ? AND state IN (\'queued\', \'running\')"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 49
    return-void
.end method

.method startArchive(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;I)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 54
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 55
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 57
    :try_start_0
    sget-object v2, Lcom/tallyworks/stockroom/orders/OrderOperations;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget v7, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    .line 58
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    iget-object v7, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 57
    move-object v0, v9

    const-string v1, "operations"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    move-result-object v10

    .line 60
    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 61
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v2, 0x3

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x4

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 62
    :cond_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v11

    .line 67
    :try_start_2
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 82
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 62
    return-object v11

    .line 64
    :cond_1
    const/4 v2, 0x0

    :try_start_3
    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-wide/16 v2, 0x5dc

    invoke-static {p1, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/Envelopes;->accepted(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;J)Landroid/os/Bundle;
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    move-result-object v11

    .line 67
    :try_start_4
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1

    .line 82
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 64
    return-object v11

    .line 67
    :cond_2
    :try_start_5
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_1

    .line 68
    goto :goto_0

    :catchall_0
    move-exception v12

    .line 67
    :try_start_6
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 68
    throw v12

    .line 69
    :goto_0
    const/16 v0, 0x10

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Tokens;->random(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v8, v1

    .line 70
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v11, v0

    .line 71
    const-string v1, "id"

    invoke-virtual {v11, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    iget v2, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 73
    iget-object v2, p0, Lcom/tallyworks/stockroom/orders/OrderOperations;->providerId:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    iget-object v2, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    move-object/from16 v2, p2

    iget-object v2, v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    invoke-virtual {p1}, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args_sha256"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    const-string v1, "state"

    const-string v2, "queued"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 79
    const-string v1, "operations"

    const/4 v2, 0x0

    invoke-virtual {v9, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 80
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_6
    .catchall {:try_start_6 .. :try_end_6} :catchall_1

    .line 82
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 83
    goto :goto_1

    :catchall_1
    move-exception v13

    .line 82
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 83
    throw v13

    .line 84
    :goto_1
    sget-object v0, Lcom/tallyworks/stockroom/orders/OrderOperations;->WORKER:Ljava/util/concurrent/ExecutorService;

    new-instance v4, Lcom/tallyworks/stockroom/orders/OrderOperations$$ExternalSyntheticLambda0;

    move/from16 v3, p3

    invoke-direct {v4, p0, v8, v3}, Lcom/tallyworks/stockroom/orders/OrderOperations$$ExternalSyntheticLambda0;-><init>(Lcom/tallyworks/stockroom/orders/OrderOperations;Ljava/lang/String;I)V

    move-object v1, v4

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 85
    const-wide/16 v2, 0x5dc

    invoke-static {p1, v8, v2, v3}, Lcom/tallyworks/stockroom/cetp/Envelopes;->accepted(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
