.class public final Lcom/hearthboard/chores/ChoreRepository;
.super Ljava/lang/Object;
.source "ChoreRepository.java"


# static fields
.field private static final CHORE_COLUMNS:[Ljava/lang/String;


# instance fields
.field private final database:Lcom/hearthboard/data/HearthDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 18
    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "title"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "room"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "status"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "due_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/hearthboard/chores/ChoreRepository;->CHORE_COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/hearthboard/data/HearthDatabase;)V
    .registers 2

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    .line 24
    return-void
.end method

.method private static toJson(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 124
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 125
    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 126
    const/4 v3, 0x1

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 127
    const/4 v3, 0x2

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "room"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 128
    const/4 v3, 0x3

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 129
    const/4 v3, 0x4

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "due_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 124
    return-object v0
.end method


# virtual methods
.method public addShoppingItem(Ljava/lang/String;I)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 108
    new-instance v0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda6;-><init>(Lcom/hearthboard/chores/ChoreRepository;Ljava/lang/String;I)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public complete(JLjava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J",
            "Ljava/lang/String;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 90
    new-instance v0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;

    invoke-direct {v0, p0, p1, p2, p3}, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda5;-><init>(Lcom/hearthboard/chores/ChoreRepository;JLjava/lang/String;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public find(J)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 78
    new-instance v0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda4;-><init>(Lcom/hearthboard/chores/ChoreRepository;J)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$addShoppingItem$6$com-hearthboard-chores-ChoreRepository(Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 109
    invoke-virtual {p1}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v4

    .line 110
    invoke-virtual {v4}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v4}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-gt v0, v1, :cond_0

    const/4 v1, 0x1

    if-lt p2, v1, :cond_0

    const/16 v1, 0x63

    if-le p2, v1, :cond_1

    .line 111
    :cond_0
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad item"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 113
    :cond_1
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 114
    const-string v1, "name"

    invoke-virtual {v5, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 115
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 116
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "added_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 117
    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v6

    .line 118
    const-string v1, "shopping_items"

    const/4 v2, 0x0

    invoke-virtual {v6, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v7

    .line 119
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "name"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "quantity"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$complete$5$com-hearthboard-chores-ChoreRepository(JLjava/lang/String;)Lorg/json/JSONObject;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 91
    const-wide/16 v2, 0x0

    cmp-long v0, p1, v2

    if-lez v0, :cond_0

    invoke-virtual {p3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-le v0, v1, :cond_1

    .line 92
    :cond_0
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad chore or member"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 94
    :cond_1
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 95
    const-string v1, "status"

    const-string v2, "done"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 96
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "completed_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 97
    const-string v1, "completed_by"

    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 98
    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 99
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    .line 98
    const-string v1, "chores"

    const-string v3, "id = ? AND status != \'done\'"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v8

    .line 100
    if-nez v8, :cond_2

    .line 101
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "chore "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " is already done or gone"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "CONFLICT"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 103
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "chore_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "status"

    const-string v2, "done"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$find$4$com-hearthboard-chores-ChoreRepository(J)Lorg/json/JSONObject;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 79
    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/hearthboard/chores/ChoreRepository;->CHORE_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 80
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 79
    const-string v1, "chores"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 81
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 82
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no chore "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 84
    :cond_0
    invoke-static {v8}, Lcom/hearthboard/chores/ChoreRepository;->toJson(Landroid/database/Cursor;)Lorg/json/JSONObject;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v9

    .line 85
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 84
    :cond_1
    return-object v9

    :catch_0
    move-exception v9

    .line 79
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v9
.end method

.method public synthetic lambda$nextOpenChore$3$com-hearthboard-chores-ChoreRepository(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 60
    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/hearthboard/chores/ChoreRepository;->CHORE_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const/4 v6, 0x1

    aput-object p1, v4, v6

    const-string v1, "chores"

    const-string v3, "status = \'open\' AND (? = \'\' OR room = ?)"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "due_at ASC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 63
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v8}, Lcom/hearthboard/chores/ChoreRepository;->toJson(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_0

    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    :goto_0
    move-object v9, v0

    .line 64
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 63
    :cond_1
    return-object v9

    :catch_0
    move-exception v9

    .line 60
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v9
.end method

.method public synthetic lambda$openChoresOf$2$com-hearthboard-chores-ChoreRepository(J)Lorg/json/JSONArray;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 45
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 46
    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/hearthboard/chores/ChoreRepository;->CHORE_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 47
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 46
    const-string v1, "chores"

    const-string v3, "assignee_id = ? AND status != \'done\'"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "due_at ASC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 49
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 50
    invoke-static {v9}, Lcom/hearthboard/chores/ChoreRepository;->toJson(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 52
    :cond_0
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v10

    .line 46
    if-eqz v9, :cond_1

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v10

    .line 53
    :cond_2
    :goto_2
    return-object v8
.end method

.method public synthetic lambda$tasksForCallingMember$0$com-hearthboard-chores-ChoreRepository()Ljava/lang/Long;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 29
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 30
    invoke-virtual {p0, v2}, Lcom/hearthboard/chores/ChoreRepository;->linkedMember(I)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$tasksForCallingMember$1$com-hearthboard-chores-ChoreRepository(Ljava/lang/Long;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 33
    invoke-virtual {p1}, Ljava/lang/Long;->longValue()J

    move-result-wide v1

    invoke-virtual {p0, v1, v2}, Lcom/hearthboard/chores/ChoreRepository;->openChoresOf(J)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method linkedMember(I)J
    .registers 13

    .line 37
    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "member_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 38
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 37
    const-string v1, "linked_apps"

    const-string v3, "uid = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 39
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getLong(I)J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v0

    goto :goto_0

    :cond_0
    const-wide/16 v0, -0x1

    :goto_0
    move-wide v9, v0

    .line 40
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 39
    :cond_1
    return-wide v9

    :catch_0
    move-exception v9

    .line 37
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v9
.end method

.method public markStarted(J)V
    .registers 11

    .line 70
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 71
    const-string v1, "status"

    const-string v2, "in_progress"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "started_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 73
    iget-object v0, p0, Lcom/hearthboard/chores/ChoreRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 74
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    .line 73
    const-string v1, "chores"

    const-string v3, "id = ? AND status = \'open\'"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 75
    return-void
.end method

.method public nextOpenChore(Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 59
    new-instance v0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda3;-><init>(Lcom/hearthboard/chores/ChoreRepository;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method openChoresOf(J)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONArray;",
            ">;"
        }
    .end annotation

    .line 44
    new-instance v0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda2;-><init>(Lcom/hearthboard/chores/ChoreRepository;J)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public tasksForCallingMember()Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONArray;",
            ">;"
        }
    .end annotation

    .line 28
    new-instance v0, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/chores/ChoreRepository;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 32
    invoke-static {}, Lcom/hearthboard/rx/Schedulers;->io()Lcom/hearthboard/rx/Scheduler;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->subscribeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/hearthboard/chores/ChoreRepository$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/chores/ChoreRepository;)V

    .line 33
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 28
    return-object v0
.end method
