.class public final Lcom/hearthboard/inbox/InboxRepository;
.super Ljava/lang/Object;
.source "InboxRepository.java"


# static fields
.field private static final DAY_MS:J = 0x5265c00L


# instance fields
.field private final database:Lcom/hearthboard/data/HearthDatabase;


# direct methods
.method public constructor <init>(Lcom/hearthboard/data/HearthDatabase;)V
    .registers 2

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    .line 27
    return-void
.end method

.method private static result(I)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 134
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "archived"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public archiveOlderThan(ILjava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/concurrent/Callable<",
            "Ljava/lang/Boolean;",
            ">;)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 118
    new-instance v0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;-><init>(Lcom/hearthboard/inbox/InboxRepository;ILjava/util/concurrent/Callable;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$archiveOlderThan$6$com-hearthboard-inbox-InboxRepository(ILjava/util/concurrent/Callable;)Lorg/json/JSONObject;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 119
    const/4 v1, 0x1

    if-lt p1, v1, :cond_0

    const/16 v1, 0xe42

    if-le p1, v1, :cond_1

    .line 120
    :cond_0
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad day count"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 122
    :cond_1
    move-object/from16 v0, p2

    invoke-interface {v0}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 123
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "CANCELLED"

    const-string v3, "cancelled before start"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 125
    :cond_2
    new-instance v12, Landroid/content/ContentValues;

    invoke-direct {v12}, Landroid/content/ContentValues;-><init>()V

    .line 126
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "archived"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 127
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 128
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    int-to-long v8, p1

    const-wide/32 v10, 0x5265c00

    mul-long/2addr v8, v10

    sub-long/2addr v6, v8

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    .line 127
    const-string v1, "threads"

    const-string v3, "archived = 0 AND last_at < ?"

    invoke-virtual {v0, v1, v12, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v13

    .line 129
    invoke-static {v13}, Lcom/hearthboard/inbox/InboxRepository;->result(I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$message$4$com-hearthboard-inbox-InboxRepository(J)Lorg/json/JSONObject;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 79
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "body"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 80
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 79
    const-string v1, "messages"

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

    const-string v4, "no message "

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
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "body"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
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

.method public synthetic lambda$send$5$com-hearthboard-inbox-InboxRepository(Ljava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 97
    move-object/from16 v0, p1

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v8

    .line 98
    invoke-virtual {v8}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v8}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x7d0

    if-le v0, v1, :cond_1

    .line 99
    :cond_0
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad body"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 101
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v9

    .line 102
    new-instance v11, Landroid/content/ContentValues;

    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V

    .line 103
    move-wide/from16 v2, p2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "thread_id"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 104
    const-string v1, "body"

    invoke-virtual {v11, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    const-string v1, "author"

    move-object/from16 v2, p4

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 106
    invoke-static {v9, v10}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "sent_at"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 107
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "messages"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v12

    .line 108
    new-instance v14, Landroid/content/ContentValues;

    invoke-direct {v14}, Landroid/content/ContentValues;-><init>()V

    .line 109
    invoke-static {v9, v10}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "last_at"

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 110
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 111
    move-wide/from16 v6, p2

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    .line 110
    const-string v1, "threads"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v14, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 112
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "message_id"

    invoke-virtual {v0, v1, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "thread_id"

    move-wide/from16 v2, p2

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$thread$3$com-hearthboard-inbox-InboxRepository(J)Lorg/json/JSONObject;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 67
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "subject"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 68
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 67
    const-string v1, "threads"

    const-string v3, "id = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 69
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 70
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no thread "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 72
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "subject"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v9

    .line 73
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 72
    :cond_1
    return-object v9

    :catch_0
    move-exception v9

    .line 67
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

.method public synthetic lambda$threadsForCaller$0$com-hearthboard-inbox-InboxRepository()Ljava/lang/Long;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 37
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 38
    invoke-virtual {p0, v2}, Lcom/hearthboard/inbox/InboxRepository;->memberFor(I)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$threadsForCaller$1$com-hearthboard-inbox-InboxRepository(Ljava/lang/Long;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 40
    invoke-virtual {p1}, Ljava/lang/Long;->longValue()J

    move-result-wide v1

    invoke-virtual {p0, v1, v2}, Lcom/hearthboard/inbox/InboxRepository;->threadsOf(J)Lcom/hearthboard/rx/Single;

    move-result-object v0

    invoke-static {}, Lcom/hearthboard/rx/Schedulers;->io()Lcom/hearthboard/rx/Scheduler;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->subscribeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$threadsOf$2$com-hearthboard-inbox-InboxRepository(J)Lorg/json/JSONArray;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 52
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 53
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "subject"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "unread"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "last_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 55
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 53
    const-string v1, "threads"

    const-string v3, "member_id = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "last_at DESC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 56
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 57
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "subject"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 58
    const/4 v4, 0x2

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    move-object v0, v8

    const-string v2, "unread"

    if-eqz v3, :cond_0

    const/4 v3, 0x1

    goto :goto_1

    :cond_0
    const/4 v3, 0x0

    :goto_1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x3

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "last_at_ms"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 57
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 60
    :cond_1
    if-eqz v9, :cond_3

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    goto :goto_3

    :catch_0
    move-exception v10

    .line 53
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_2
    throw v10

    .line 61
    :cond_3
    :goto_3
    return-object v8
.end method

.method public markRead(J)V
    .registers 11

    .line 90
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 91
    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "unread"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 92
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    const-string v1, "threads"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 93
    return-void
.end method

.method memberFor(I)J
    .registers 13

    .line 44
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "member_id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 45
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 44
    const-string v1, "linked_apps"

    const-string v3, "uid = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 46
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

    .line 47
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 46
    :cond_1
    return-wide v9

    :catch_0
    move-exception v9

    .line 44
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

.method public message(J)Lcom/hearthboard/rx/Single;
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
    new-instance v0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda5;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda5;-><init>(Lcom/hearthboard/inbox/InboxRepository;J)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public send(JLjava/lang/String;Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 96
    invoke-virtual {p0, p1, p2}, Lcom/hearthboard/inbox/InboxRepository;->thread(J)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;

    move-object v2, p0

    move-object v3, p3

    move-wide v4, p1

    move-object v6, p4

    invoke-direct/range {v1 .. v6}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda6;-><init>(Lcom/hearthboard/inbox/InboxRepository;Ljava/lang/String;JLjava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public thread(J)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 66
    new-instance v0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda4;-><init>(Lcom/hearthboard/inbox/InboxRepository;J)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public threadsForCaller()Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONArray;",
            ">;"
        }
    .end annotation

    .line 36
    new-instance v0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/inbox/InboxRepository;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda2;-><init>(Lcom/hearthboard/inbox/InboxRepository;)V

    .line 40
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 36
    return-object v0
.end method

.method threadsOf(J)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONArray;",
            ">;"
        }
    .end annotation

    .line 51
    new-instance v0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0, p1, p2}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda3;-><init>(Lcom/hearthboard/inbox/InboxRepository;J)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public warmUp()Lcom/hearthboard/rx/Completable;
    .registers 3

    .line 31
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-static {v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda0;

    invoke-direct {v1, v0}, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/data/HearthDatabase;)V

    move-object v0, v1

    invoke-static {v0}, Lcom/hearthboard/rx/Completable;->fromAction(Lcom/hearthboard/rx/Action;)Lcom/hearthboard/rx/Completable;

    move-result-object v0

    return-object v0
.end method
