.class public final Lcom/tallowbrook/salon/core/JobQueue;
.super Ljava/lang/Object;
.source "JobQueue.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/core/JobQueue$Runner;,
        Lcom/tallowbrook/salon/core/JobQueue$Worker;,
        Lcom/tallowbrook/salon/core/JobQueue$Job;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final POLL_MS:J = 0x7d0L

.field public static final STATE_CANCELLED:I = 0x4

.field public static final STATE_FAILED:I = 0x3

.field public static final STATE_QUEUED:I = 0x0

.field public static final STATE_RUNNING:I = 0x1

.field public static final STATE_SUCCEEDED:I = 0x2

.field private static final TAG:Ljava/lang/String; = "SalonJobs"


# instance fields
.field private final db:Lcom/tallowbrook/salon/core/SalonDb;

.field private final ids:Lcom/tallowbrook/salon/core/IdSource;

.field private final ledger:Lcom/tallowbrook/salon/core/Ledger;

.field private final providerId:Ljava/lang/String;

.field public final queued:Lcom/tallowbrook/salon/core/LiveValue;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/tallowbrook/salon/core/LiveValue<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final runner:Lcom/tallowbrook/salon/core/JobQueue$Runner;

.field private final signal:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 22
    const/16 v0, 0xa

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

    const-string v2, "args"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "args_digest"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "state"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "cancel_requested"

    aput-object v2, v0, v1

    const/16 v1, 0x8

    const-string v2, "deadline_at"

    aput-object v2, v0, v1

    const/16 v1, 0x9

    const-string v2, "outcome"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallowbrook/salon/core/JobQueue;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;Lcom/tallowbrook/salon/core/IdSource;Lcom/tallowbrook/salon/core/Ledger;Lcom/tallowbrook/salon/core/JobQueue$Runner;)V
    .registers 9

    .line 96
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 93
    new-instance v1, Ljava/lang/Object;

    invoke-direct {v1}, Ljava/lang/Object;-><init>()V

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue;->signal:Ljava/lang/Object;

    .line 94
    new-instance v1, Lcom/tallowbrook/salon/core/LiveValue;

    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/tallowbrook/salon/core/LiveValue;-><init>(Ljava/lang/Object;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue;->queued:Lcom/tallowbrook/salon/core/LiveValue;

    .line 97
    iput-object p1, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 98
    iput-object p2, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    .line 99
    iput-object p3, p0, Lcom/tallowbrook/salon/core/JobQueue;->ids:Lcom/tallowbrook/salon/core/IdSource;

    .line 100
    iput-object p4, p0, Lcom/tallowbrook/salon/core/JobQueue;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    .line 101
    iput-object p5, p0, Lcom/tallowbrook/salon/core/JobQueue;->runner:Lcom/tallowbrook/salon/core/JobQueue$Runner;

    .line 102
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->queued:Lcom/tallowbrook/salon/core/LiveValue;

    new-instance v1, Lcom/tallowbrook/salon/core/JobQueue$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/tallowbrook/salon/core/JobQueue$$ExternalSyntheticLambda0;-><init>(Lcom/tallowbrook/salon/core/JobQueue;)V

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/LiveValue;->observe(Lcom/tallowbrook/salon/core/LiveValue$Observer;)Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    .line 103
    return-void
.end method

.method private claimNext()Lcom/tallowbrook/salon/core/JobQueue$Job;
    .registers 15

    .line 219
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 220
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 222
    :try_start_0
    sget-object v2, Lcom/tallowbrook/salon/core/JobQueue;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 223
    const/4 v7, 0x0

    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 222
    move-object v0, v9

    const-string v1, "jobs"

    const-string v3, "provider_id = ? AND state = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at"

    const-string v8, "1"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    move-result-object v10

    .line 226
    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tallowbrook/salon/core/JobQueue$Job;

    invoke-direct {v0, v10}, Lcom/tallowbrook/salon/core/JobQueue$Job;-><init>(Landroid/database/Cursor;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v11, v0

    .line 228
    :try_start_2
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 229
    goto :goto_1

    :catchall_0
    move-exception v12

    .line 228
    :try_start_3
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 229
    throw v12

    .line 230
    :goto_1
    if-eqz v11, :cond_1

    iget-boolean v0, v11, Lcom/tallowbrook/salon/core/JobQueue$Job;->cancelRequested:Z

    if-nez v0, :cond_1

    .line 231
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v12, v0

    .line 232
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 233
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, v11, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "jobs"

    const-string v3, "id = ?"

    invoke-virtual {v9, v1, v12, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 235
    :cond_1
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    .line 236
    move-object v12, v11

    .line 238
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 236
    return-object v12

    :catchall_1
    move-exception v13

    .line 238
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 239
    throw v13
.end method

.method private countQueued()I
    .registers 12

    .line 258
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 259
    const/4 v7, 0x0

    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 258
    const-string v1, "jobs"

    const-string v3, "provider_id = ? AND state = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 261
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v9

    .line 263
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 261
    return v9

    :catchall_0
    move-exception v10

    .line 263
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 264
    throw v10
.end method

.method private finish(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;)V
    .registers 11

    .line 243
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 244
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "state"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 245
    const-string v0, "outcome"

    invoke-virtual {v5, v0, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 246
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p2, v3, v4

    const-string v0, "jobs"

    const-string v2, "id = ?"

    invoke-virtual {p1, v0, v5, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 247
    return-void
.end method

.method public static isTerminal(I)Z
    .registers 3

    .line 127
    const/4 v1, 0x2

    if-eq p0, v1, :cond_0

    const/4 v1, 0x3

    if-eq p0, v1, :cond_0

    const/4 v1, 0x4

    if-ne p0, v1, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private wake()V
    .registers 4

    .line 268
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->signal:Ljava/lang/Object;

    move-object v1, v0

    monitor-enter v1

    .line 269
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->signal:Ljava/lang/Object;

    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V

    .line 270
    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v2

    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 271
    :goto_0
    return-void
.end method

.method public static wireName(I)Ljava/lang/String;
    .registers 4

    .line 110
    packed-switch p0, :pswitch_data_0

    goto :goto_0

    .line 112
    :pswitch_0
    const-string v0, "queued"

    return-object v0

    .line 114
    :pswitch_1
    const-string v0, "running"

    return-object v0

    .line 116
    :pswitch_2
    const-string v0, "succeeded"

    return-object v0

    .line 118
    :pswitch_3
    const-string v0, "failed"

    return-object v0

    .line 120
    :pswitch_4
    const-string v0, "cancelled"

    return-object v0

    .line 122
    :goto_0
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "state "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method


# virtual methods
.method await()Z
    .registers 7

    .line 274
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->signal:Ljava/lang/Object;

    move-object v3, v0

    monitor-enter v3

    .line 276
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->signal:Ljava/lang/Object;

    const-wide/16 v1, 0x7d0

    invoke-virtual {v0, v1, v2}, Ljava/lang/Object;->wait(J)V
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 277
    const/4 v0, 0x1

    :try_start_1
    monitor-exit v3
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    return v0

    :catch_0
    move-exception v4

    .line 279
    :try_start_2
    monitor-exit v3
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    const/4 v0, 0x0

    return v0

    :catchall_0
    move-exception v5

    .line 281
    :try_start_3
    monitor-exit v3
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    throw v5
.end method

.method public enqueue(Lcom/tallowbrook/salon/core/ToolCall;J)Ljava/lang/String;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 135
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->ids:Lcom/tallowbrook/salon/core/IdSource;

    invoke-interface {v0}, Lcom/tallowbrook/salon/core/IdSource;->operationId()Ljava/lang/String;

    move-result-object v4

    .line 136
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 137
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 139
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    invoke-virtual {v0, v5, p1}, Lcom/tallowbrook/salon/core/Ledger;->replay(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/Ledger$Replay;

    move-result-object v0

    iget v0, v0, Lcom/tallowbrook/salon/core/Ledger$Replay;->kind:I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    if-eqz v0, :cond_0

    .line 140
    const/4 v6, 0x0

    .line 157
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 140
    return-object v6

    .line 142
    :cond_0
    :try_start_1
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    invoke-virtual {v0, v5, p1, v4}, Lcom/tallowbrook/salon/core/Ledger;->reserveAccepted(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallowbrook/salon/core/ToolCall;Ljava/lang/String;)V

    .line 143
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v6, v0

    .line 144
    const-string v1, "id"

    invoke-virtual {v6, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 145
    iget-object v2, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 146
    iget v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 147
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 148
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 149
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 150
    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolCall;->argsDigest:Ljava/lang/String;

    const-string v1, "args_digest"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 151
    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 152
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "deadline_at"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 153
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 154
    const-string v1, "jobs"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 155
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 157
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 158
    goto :goto_0

    :catchall_0
    move-exception v7

    .line 157
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 158
    throw v7

    .line 159
    :goto_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->queued:Lcom/tallowbrook/salon/core/LiveValue;

    invoke-direct {p0}, Lcom/tallowbrook/salon/core/JobQueue;->countQueued()I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/LiveValue;->set(Ljava/lang/Object;)V

    .line 160
    return-object v4
.end method

.method public find(Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;
    .registers 13

    .line 165
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/tallowbrook/salon/core/JobQueue;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    iget-object v7, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    const-string v1, "jobs"

    const-string v3, "id = ? AND provider_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 168
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tallowbrook/salon/core/JobQueue$Job;

    invoke-direct {v0, v8}, Lcom/tallowbrook/salon/core/JobQueue$Job;-><init>(Landroid/database/Cursor;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 170
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 168
    return-object v9

    :catchall_0
    move-exception v10

    .line 170
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 171
    throw v10
.end method

.method public synthetic lambda$new$0$com-tallowbrook-salon-core-JobQueue(Ljava/lang/Integer;)V
    .registers 2

    .line 102
    invoke-direct {p0}, Lcom/tallowbrook/salon/core/JobQueue;->wake()V

    return-void
.end method

.method recoverInterrupted()V
    .registers 9

    .line 251
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 252
    const/4 v2, 0x0

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 253
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    iget-object v6, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v4, v5

    .line 254
    const/4 v6, 0x1

    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v4, v5

    .line 253
    const-string v1, "jobs"

    const-string v3, "provider_id = ? AND state = ?"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 255
    return-void
.end method

.method public requestCancel(Ljava/lang/String;)Z
    .registers 11

    .line 176
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 177
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "cancel_requested"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 178
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    iget-object v6, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    const/4 v5, 0x1

    aput-object v6, v4, v5

    .line 179
    const/4 v6, 0x0

    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x2

    aput-object v6, v4, v5

    const/4 v6, 0x1

    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x3

    aput-object v6, v4, v5

    .line 178
    const-string v1, "jobs"

    const-string v3, "id = ? AND provider_id = ? AND state IN (?, ?)"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v8

    .line 180
    const/4 v1, 0x1

    if-ne v8, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method runNext()Z
    .registers 12

    .line 184
    invoke-direct {p0}, Lcom/tallowbrook/salon/core/JobQueue;->claimNext()Lcom/tallowbrook/salon/core/JobQueue$Job;

    move-result-object v6

    .line 185
    if-nez v6, :cond_0

    .line 186
    const/4 v0, 0x0

    return v0

    .line 188
    :cond_0
    iget-boolean v0, v6, Lcom/tallowbrook/salon/core/JobQueue$Job;->cancelRequested:Z

    if-eqz v0, :cond_1

    .line 189
    iget-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v1}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    iget-object v2, v6, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-direct {p0, v1, v2, v3, v4}, Lcom/tallowbrook/salon/core/JobQueue;->finish(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;)V

    .line 190
    const/4 v0, 0x1

    return v0

    .line 192
    :cond_1
    const-string v7, "DEADLINE_EXCEEDED"

    .line 193
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, v6, Lcom/tallowbrook/salon/core/JobQueue$Job;->deadlineAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    .line 194
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 195
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 197
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue;->runner:Lcom/tallowbrook/salon/core/JobQueue$Runner;

    invoke-interface {v0, v6}, Lcom/tallowbrook/salon/core/JobQueue$Runner;->run(Lcom/tallowbrook/salon/core/JobQueue$Job;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v9

    .line 198
    invoke-virtual {v9}, Lcom/tallowbrook/salon/core/ToolCall$Result;->isOk()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 199
    iget-object v2, v6, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

    invoke-virtual {v9}, Lcom/tallowbrook/salon/core/ToolCall$Result;->encode()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x2

    invoke-direct {p0, v8, v2, v3, v4}, Lcom/tallowbrook/salon/core/JobQueue;->finish(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;)V

    .line 200
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 201
    const/4 v7, 0x0

    goto :goto_0

    .line 203
    :cond_2
    iget-object v7, v9, Lcom/tallowbrook/salon/core/ToolCall$Result;->errorCode:Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 209
    :goto_0
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 210
    goto :goto_1

    :catch_0
    move-exception v9

    .line 206
    :try_start_1
    iget-object v1, v6, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

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

    const-string v0, "SalonJobs"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 207
    const-string v7, "INTERNAL_ERROR"
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 209
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 210
    goto :goto_1

    :catchall_0
    move-exception v10

    .line 209
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 210
    throw v10

    .line 212
    :cond_3
    :goto_1
    if-eqz v7, :cond_4

    .line 213
    iget-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v1}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    iget-object v2, v6, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "!"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x3

    invoke-direct {p0, v1, v2, v3, v4}, Lcom/tallowbrook/salon/core/JobQueue;->finish(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;)V

    .line 215
    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public start()V
    .registers 5

    .line 106
    new-instance v0, Lcom/tallowbrook/salon/core/JobQueue$Worker;

    iget-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue;->providerId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "jobs-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, p0, v1}, Lcom/tallowbrook/salon/core/JobQueue$Worker;-><init>(Lcom/tallowbrook/salon/core/JobQueue;Ljava/lang/String;)V

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/JobQueue$Worker;->start()V

    .line 107
    return-void
.end method
