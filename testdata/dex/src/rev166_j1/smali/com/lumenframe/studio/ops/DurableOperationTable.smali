.class public final Lcom/lumenframe/studio/ops/DurableOperationTable;
.super Ljava/lang/Object;
.source "DurableOperationTable.java"

# interfaces
.implements Lcom/lumenframe/studio/ops/OperationTable;


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final TAG:Ljava/lang/String; = "DurableOps"


# instance fields
.field private final db:Lcom/lumenframe/studio/data/StudioDb;

.field private final live:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/lumenframe/studio/ops/Operation;",
            ">;"
        }
    .end annotation
.end field

.field private final provider:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 20
    const/16 v0, 0xb

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

    const-string v2, "created_at"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "state"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "result_json"

    aput-object v2, v0, v1

    const/16 v1, 0x8

    const-string v2, "result_path"

    aput-object v2, v0, v1

    const/16 v1, 0x9

    const-string v2, "media_type"

    aput-object v2, v0, v1

    const/16 v1, 0xa

    const-string v2, "error_code"

    aput-object v2, v0, v1

    sput-object v0, Lcom/lumenframe/studio/ops/DurableOperationTable;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/lumenframe/studio/data/StudioDb;Ljava/lang/String;)V
    .registers 4

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->live:Ljava/util/concurrent/ConcurrentHashMap;

    .line 30
    iput-object p1, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->db:Lcom/lumenframe/studio/data/StudioDb;

    .line 31
    iput-object p2, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->provider:Ljava/lang/String;

    .line 32
    return-void
.end method

.method private fromRow(Landroid/database/Cursor;)Lcom/lumenframe/studio/ops/Operation;
    .registers 15

    .line 76
    new-instance v9, Lcom/lumenframe/studio/ops/Operation;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x2

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v7, 0x4

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    .line 77
    const/4 v8, 0x5

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v7

    move-object v1, v9

    invoke-direct/range {v1 .. v8}, Lcom/lumenframe/studio/ops/Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 78
    const/4 v1, 0x6

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/ops/OperationState;->fromWire(Ljava/lang/String;)Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v10

    .line 79
    const/4 v11, 0x0

    .line 80
    const/4 v1, 0x7

    invoke-interface {p1, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 82
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    const/4 v3, 0x7

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v11, v0

    .line 85
    goto :goto_0

    :catch_0
    move-exception v12

    .line 84
    const-string v0, "DurableOps"

    const-string v1, "unreadable stored result"

    invoke-static {v0, v1, v12}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 87
    :cond_0
    :goto_0
    const/16 v1, 0x8

    invoke-interface {p1, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    new-instance v0, Ljava/io/File;

    const/16 v3, 0x8

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    :goto_1
    move-object v12, v0

    .line 88
    const/16 v5, 0x9

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/16 v6, 0xa

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    move-object v0, v9

    move-object v1, v10

    move-object v2, v11

    move-object v3, v12

    invoke-virtual/range {v0 .. v5}, Lcom/lumenframe/studio/ops/Operation;->restore(Lcom/lumenframe/studio/ops/OperationState;Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V

    .line 89
    invoke-virtual {v10}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-nez v0, :cond_2

    .line 91
    const-string v1, "UNAVAILABLE"

    invoke-virtual {v9, v1}, Lcom/lumenframe/studio/ops/Operation;->fail(Ljava/lang/String;)Z

    .line 92
    invoke-virtual {p0, v9}, Lcom/lumenframe/studio/ops/DurableOperationTable;->update(Lcom/lumenframe/studio/ops/Operation;)V

    .line 94
    :cond_2
    return-object v9
.end method

.method private load(Ljava/lang/String;[Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
    .registers 15

    .line 66
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->db:Lcom/lumenframe/studio/data/StudioDb;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 67
    sget-object v2, Lcom/lumenframe/studio/ops/DurableOperationTable;->COLUMNS:[Ljava/lang/String;

    move-object v0, v8

    const-string v1, "operations"

    move-object v3, p1

    move-object v4, p2

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 68
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 69
    const/4 v10, 0x0

    .line 72
    if-eqz v9, :cond_0

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 69
    :cond_0
    return-object v10

    .line 71
    :cond_1
    :try_start_1
    invoke-direct {p0, v9}, Lcom/lumenframe/studio/ops/DurableOperationTable;->fromRow(Landroid/database/Cursor;)Lcom/lumenframe/studio/ops/Operation;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v10

    .line 72
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 71
    :cond_2
    return-object v10

    :catch_0
    move-exception v10

    .line 67
    if-eqz v9, :cond_3

    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v10
.end method


# virtual methods
.method public byId(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
    .registers 8

    .line 47
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/Operation;

    move-object v5, v0

    .line 48
    if-eqz v5, :cond_0

    .line 49
    return-object v5

    .line 51
    :cond_0
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    iget-object v4, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->provider:Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v4, v2, v3

    const/4 v3, 0x1

    aput-object p1, v2, v3

    const-string v1, "provider = ? AND id = ?"

    invoke-direct {p0, v1, v2}, Lcom/lumenframe/studio/ops/DurableOperationTable;->load(Ljava/lang/String;[Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v0

    return-object v0
.end method

.method public byRequest(ILjava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
    .registers 9

    .line 56
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/Operation;

    move-object v5, v0

    .line 57
    iget v0, v5, Lcom/lumenframe/studio/ops/Operation;->ownerUid:I

    if-ne v0, p1, :cond_0

    iget-object v0, v5, Lcom/lumenframe/studio/ops/Operation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 58
    return-object v5

    .line 60
    :cond_0
    goto :goto_0

    .line 61
    :cond_1
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    iget-object v3, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->provider:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v3, v0, v2

    invoke-static {p1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    const/4 v2, 0x2

    aput-object p2, v0, v2

    move-object v4, v0

    .line 62
    const-string v1, "provider = ? AND uid = ? AND request_id = ?"

    invoke-direct {p0, v1, v4}, Lcom/lumenframe/studio/ops/DurableOperationTable;->load(Ljava/lang/String;[Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;

    move-result-object v0

    return-object v0
.end method

.method public expire(J)V
    .registers 8

    .line 130
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    iget-object v3, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->provider:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v3, v0, v2

    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    move-object v4, v0

    .line 131
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->db:Lcom/lumenframe/studio/data/StudioDb;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "operations"

    const-string v2, "provider = ? AND created_at < ? AND state IN (\'succeeded\', \'failed\', \'cancelled\')"

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 133
    return-void
.end method

.method public highestSequence()J
    .registers 10

    .line 35
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->db:Lcom/lumenframe/studio/data/StudioDb;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 36
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    iget-object v4, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->provider:Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v4, v2, v3

    const-string v1, "SELECT MAX(CAST(SUBSTR(id, 4) AS INTEGER)) FROM operations WHERE provider = ?"

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v6

    .line 38
    :try_start_0
    invoke-interface {v6}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v1, 0x0

    invoke-interface {v6, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 39
    const/4 v1, 0x0

    invoke-interface {v6, v1}, Landroid/database/Cursor;->getLong(I)J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v7

    .line 42
    if-eqz v6, :cond_0

    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 39
    :cond_0
    return-wide v7

    .line 41
    :cond_1
    const-wide/16 v7, 0x0

    .line 42
    if-eqz v6, :cond_2

    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 41
    :cond_2
    return-wide v7

    :catch_0
    move-exception v7

    .line 36
    if-eqz v6, :cond_3

    :try_start_1
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v8

    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v7
.end method

.method public insert(Lcom/lumenframe/studio/ops/Operation;)V
    .registers 7

    .line 99
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 100
    iget-object v2, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->provider:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 101
    iget-object v2, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const-string v1, "id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 102
    iget v2, p1, Lcom/lumenframe/studio/ops/Operation;->ownerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 103
    iget-object v2, p1, Lcom/lumenframe/studio/ops/Operation;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 104
    iget-object v2, p1, Lcom/lumenframe/studio/ops/Operation;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    iget-object v2, p1, Lcom/lumenframe/studio/ops/Operation;->argsDigest:Ljava/lang/String;

    const-string v1, "args_sha256"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 106
    iget-wide v2, p1, Lcom/lumenframe/studio/ops/Operation;->createdAtMs:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 107
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->state()Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v2

    invoke-virtual {v2}, Lcom/lumenframe/studio/ops/OperationState;->wire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->db:Lcom/lumenframe/studio/data/StudioDb;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "operations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 109
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->live:Ljava/util/concurrent/ConcurrentHashMap;

    iget-object v1, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 110
    return-void
.end method

.method public update(Lcom/lumenframe/studio/ops/Operation;)V
    .registers 12

    .line 114
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 115
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->state()Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v2

    invoke-virtual {v2}, Lcom/lumenframe/studio/ops/OperationState;->wire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 116
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultValue()Lorg/json/JSONObject;

    move-result-object v8

    .line 117
    move-object v0, v7

    const-string v1, "result_json"

    if-nez v8, :cond_0

    const/4 v2, 0x0

    goto :goto_0

    :cond_0
    invoke-virtual {v8}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    :goto_0
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->resultFile()Ljava/io/File;

    move-result-object v9

    .line 119
    move-object v0, v7

    const-string v1, "result_path"

    if-nez v9, :cond_1

    const/4 v2, 0x0

    goto :goto_1

    :cond_1
    invoke-virtual {v9}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    :goto_1
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 120
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->mediaType()Ljava/lang/String;

    move-result-object v2

    const-string v1, "media_type"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 121
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->errorCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 122
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->db:Lcom/lumenframe/studio/data/StudioDb;

    invoke-virtual {v0}, Lcom/lumenframe/studio/data/StudioDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    iget-object v6, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->provider:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v4, v5

    iget-object v6, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    const/4 v5, 0x1

    aput-object v6, v4, v5

    const-string v1, "operations"

    const-string v3, "provider = ? AND id = ?"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 123
    invoke-virtual {p1}, Lcom/lumenframe/studio/ops/Operation;->state()Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 124
    iget-object v0, p0, Lcom/lumenframe/studio/ops/DurableOperationTable;->live:Ljava/util/concurrent/ConcurrentHashMap;

    iget-object v1, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 126
    :cond_2
    return-void
.end method
