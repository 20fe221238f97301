.class final Lcom/relaykit/home/routines/DedupLedger;
.super Ljava/lang/Object;
.source "DedupLedger.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/routines/DedupLedger$Entry;
    }
.end annotation


# static fields
.field private static final CACHE_LIMIT:I = 0x100

.field private static final COLUMNS:[Ljava/lang/String;

.field private static final WINDOW_MS:J


# instance fields
.field private final db:Lcom/relaykit/home/core/HomeDb;

.field private final provider:Ljava/lang/String;

.field private final recent:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/routines/DedupLedger$Entry;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 20
    sget-object v0, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    const-wide/32 v1, 0x15180

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/relaykit/home/routines/DedupLedger;->WINDOW_MS:J

    .line 22
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "tool"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "args_sha256"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "outcome"

    aput-object v3, v0, v2

    sput-object v0, Lcom/relaykit/home/routines/DedupLedger;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/relaykit/home/core/HomeDb;Ljava/lang/String;)V
    .registers 4

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 41
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/routines/DedupLedger;->recent:Ljava/util/Map;

    .line 46
    iput-object p1, p0, Lcom/relaykit/home/routines/DedupLedger;->db:Lcom/relaykit/home/core/HomeDb;

    .line 47
    iput-object p2, p0, Lcom/relaykit/home/routines/DedupLedger;->provider:Ljava/lang/String;

    .line 48
    return-void
.end method

.method private static key(ILjava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 51
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method complete(Landroid/database/sqlite/SQLiteDatabase;Lcom/relaykit/home/cetp/CetpRequest;Lorg/json/JSONObject;)V
    .registers 10

    .line 85
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 86
    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    iget-object v3, p0, Lcom/relaykit/home/routines/DedupLedger;->provider:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->requestId()Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    move-object v5, v0

    .line 88
    const-string v1, "mutation_journal"

    const-string v3, "uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {p1, v1, v4, v3, v5}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 89
    return-void
.end method

.method find(ILjava/lang/String;)Lcom/relaykit/home/routines/DedupLedger$Entry;
    .registers 16

    .line 55
    iget-object v0, p0, Lcom/relaykit/home/routines/DedupLedger;->recent:Ljava/util/Map;

    invoke-static {p1, p2}, Lcom/relaykit/home/routines/DedupLedger;->key(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/routines/DedupLedger$Entry;

    move-object v8, v0

    .line 56
    if-eqz v8, :cond_0

    .line 57
    return-object v8

    .line 59
    :cond_0
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    invoke-static {p1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    iget-object v3, p0, Lcom/relaykit/home/routines/DedupLedger;->provider:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v3, v0, v2

    const/4 v2, 0x2

    aput-object p2, v0, v2

    .line 60
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    sget-wide v5, Lcom/relaykit/home/routines/DedupLedger;->WINDOW_MS:J

    sub-long/2addr v3, v5

    invoke-static {v3, v4}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    move-object v9, v0

    .line 61
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/routines/DedupLedger;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/relaykit/home/routines/DedupLedger;->COLUMNS:[Ljava/lang/String;

    const-string v1, "mutation_journal"

    const-string v3, "uid = ? AND provider = ? AND request_id = ? AND created_at >= ?"

    move-object v4, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v10

    .line 63
    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v1, 0x2

    invoke-interface {v10, v1}, Landroid/database/Cursor;->isNull(I)Z
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_2

    move-result v0

    if-eqz v0, :cond_3

    .line 64
    :cond_1
    const/4 v11, 0x0

    .line 67
    if-eqz v10, :cond_2

    :try_start_2
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Lorg/json/JSONException; {:try_start_2 .. :try_end_2} :catch_2

    .line 64
    :cond_2
    return-object v11

    .line 66
    :cond_3
    :try_start_3
    new-instance v0, Lcom/relaykit/home/routines/DedupLedger$Entry;

    const/4 v3, 0x0

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Lorg/json/JSONObject;

    const/4 v7, 0x2

    invoke-interface {v10, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2, v3, v4}, Lcom/relaykit/home/routines/DedupLedger$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_0
    .catch Lorg/json/JSONException; {:try_start_3 .. :try_end_3} :catch_2

    move-object v11, v0

    .line 67
    if-eqz v10, :cond_4

    :try_start_4
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_4
    .catch Lorg/json/JSONException; {:try_start_4 .. :try_end_4} :catch_2

    .line 66
    :cond_4
    return-object v11

    :catch_0
    move-exception v11

    .line 61
    if-eqz v10, :cond_5

    :try_start_5
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_1
    .catch Lorg/json/JSONException; {:try_start_5 .. :try_end_5} :catch_2

    goto :goto_0

    :catch_1
    move-exception v12

    :try_start_6
    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_0
    throw v11
    :try_end_6
    .catch Lorg/json/JSONException; {:try_start_6 .. :try_end_6} :catch_2

    :catch_2
    move-exception v10

    .line 68
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "unreadable journal row"

    invoke-direct {v0, v2, v10}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method remember(Lcom/relaykit/home/cetp/CetpRequest;Lorg/json/JSONObject;)V
    .registers 8

    .line 93
    iget-object v0, p0, Lcom/relaykit/home/routines/DedupLedger;->recent:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->size()I

    move-result v0

    const/16 v1, 0x100

    if-lt v0, v1, :cond_0

    .line 94
    iget-object v0, p0, Lcom/relaykit/home/routines/DedupLedger;->recent:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->clear()V

    .line 96
    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/routines/DedupLedger;->recent:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/relaykit/home/routines/DedupLedger;->key(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/relaykit/home/routines/DedupLedger$Entry;

    .line 97
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->argsDigest()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v3, v4, p2}, Lcom/relaykit/home/routines/DedupLedger$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 96
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 98
    return-void
.end method

.method reserve(Landroid/database/sqlite/SQLiteDatabase;Lcom/relaykit/home/cetp/CetpRequest;)V
    .registers 7

    .line 74
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 75
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "uid"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 76
    iget-object v1, p0, Lcom/relaykit/home/routines/DedupLedger;->provider:Ljava/lang/String;

    const-string v0, "provider"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->requestId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "request_id"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    const-string v0, "tool"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 79
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->argsDigest()Ljava/lang/String;

    move-result-object v1

    const-string v0, "args_sha256"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "created_at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 81
    const-string v0, "mutation_journal"

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 82
    return-void
.end method
