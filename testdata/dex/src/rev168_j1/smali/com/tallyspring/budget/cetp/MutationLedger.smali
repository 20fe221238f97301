.class public final Lcom/tallyspring/budget/cetp/MutationLedger;
.super Ljava/lang/Object;
.source "MutationLedger.java"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Lcom/tallyspring/budget/data/LedgerDb;

.field private final providerId:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 19
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

    sput-object v0, Lcom/tallyspring/budget/cetp/MutationLedger;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/tallyspring/budget/data/LedgerDb;Ljava/lang/String;)V
    .registers 3

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/MutationLedger;->db:Lcom/tallyspring/budget/data/LedgerDb;

    .line 26
    iput-object p2, p0, Lcom/tallyspring/budget/cetp/MutationLedger;->providerId:Ljava/lang/String;

    .line 27
    return-void
.end method

.method private recorded(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallyspring/budget/cetp/ToolCall;)Ljava/util/Optional;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/database/sqlite/SQLiteDatabase;",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            ")",
            "Ljava/util/Optional<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;
        }
    .end annotation

    .line 79
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    invoke-virtual {p2}, Lcom/tallyspring/budget/cetp/ToolCall;->uid()I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    iget-object v3, p0, Lcom/tallyspring/budget/cetp/MutationLedger;->providerId:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    invoke-virtual {p2}, Lcom/tallyspring/budget/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    move-object v8, v0

    .line 80
    sget-object v2, Lcom/tallyspring/budget/cetp/MutationLedger;->COLUMNS:[Ljava/lang/String;

    move-object v0, p1

    const-string v1, "mutations"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 82
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 83
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v10

    .line 93
    if-eqz v9, :cond_0

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 83
    :cond_0
    return-object v10

    .line 85
    :cond_1
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tallyspring/budget/cetp/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v1, 0x1

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tallyspring/budget/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 86
    :cond_2
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    .line 89
    :cond_3
    :try_start_2
    new-instance v0, Lorg/json/JSONObject;

    const/4 v3, 0x2

    invoke-interface {v9, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_2
    .catch Lorg/json/JSONException; {:try_start_2 .. :try_end_2} :catch_0
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    move-result-object v10

    .line 93
    if-eqz v9, :cond_4

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 89
    :cond_4
    return-object v10

    :catch_0
    move-exception v10

    .line 91
    :try_start_3
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "INTERNAL_ERROR"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    :catch_1
    move-exception v10

    .line 80
    if-eqz v9, :cond_5

    :try_start_4
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    goto :goto_0

    :catch_2
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_0
    throw v10
.end method

.method public static replay(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 98
    invoke-static {p0}, Lcom/tallyspring/budget/cetp/MutationLedger;->unwrap(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private static run(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolHandler;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 62
    new-instance v3, Ljava/util/LinkedHashMap;

    invoke-direct {v3}, Ljava/util/LinkedHashMap;-><init>()V

    .line 64
    :try_start_0
    invoke-interface {p1, p0}, Lcom/tallyspring/budget/cetp/ToolHandler;->handle(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "value"

    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Lcom/tallyspring/budget/cetp/CetpException; {:try_start_0 .. :try_end_0} :catch_0

    .line 67
    goto :goto_0

    :catch_0
    move-exception v4

    .line 66
    invoke-virtual {v4}, Lcom/tallyspring/budget/cetp/CetpException;->code()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 68
    :goto_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v3}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    return-object v0
.end method

.method private static unwrap(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 72
    const-string v1, "error_code"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 73
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v3, "error_code"

    invoke-virtual {p0, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 75
    :cond_0
    const-string v1, "value"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public declared-synchronized execute(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolHandler;)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 35
    :try_start_0
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/MutationLedger;->db:Lcom/tallyspring/budget/data/LedgerDb;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/LedgerDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 36
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    .line 38
    :try_start_1
    invoke-direct {p0, v4, p1}, Lcom/tallyspring/budget/cetp/MutationLedger;->recorded(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallyspring/budget/cetp/ToolCall;)Ljava/util/Optional;

    move-result-object v5

    .line 40
    invoke-virtual {v5}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 41
    invoke-virtual {v5}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v6, v0

    goto :goto_0

    .line 43
    :cond_0
    invoke-static {p1, p2}, Lcom/tallyspring/budget/cetp/MutationLedger;->run(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ToolHandler;)Lorg/json/JSONObject;

    move-result-object v6

    .line 44
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v7, v0

    .line 45
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 46
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/MutationLedger;->providerId:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 49
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 52
    const-string v1, "mutations"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 54
    :goto_0
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 55
    invoke-static {v6}, Lcom/tallyspring/budget/cetp/MutationLedger;->unwrap(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v7

    .line 57
    :try_start_2
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 55
    move-object v0, v7

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v8

    .line 57
    :try_start_3
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 58
    throw v8
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    :catchall_1
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public recorded(Lcom/tallyspring/budget/cetp/ToolCall;)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            ")",
            "Ljava/util/Optional<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;
        }
    .end annotation

    .line 31
    iget-object v1, p0, Lcom/tallyspring/budget/cetp/MutationLedger;->db:Lcom/tallyspring/budget/data/LedgerDb;

    invoke-virtual {v1}, Lcom/tallyspring/budget/data/LedgerDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {p0, v1, p1}, Lcom/tallyspring/budget/cetp/MutationLedger;->recorded(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallyspring/budget/cetp/ToolCall;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
