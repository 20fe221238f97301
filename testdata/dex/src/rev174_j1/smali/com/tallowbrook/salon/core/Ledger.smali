.class public final Lcom/tallowbrook/salon/core/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/core/Ledger$Replay;,
        Lcom/tallowbrook/salon/core/Ledger$Work;
    }
.end annotation


# static fields
.field public static final REPLAY_ACCEPTED:I = 0x3

.field public static final REPLAY_DONE:I = 0x2

.field public static final REPLAY_FRESH:I = 0x0

.field public static final REPLAY_MISMATCH:I = 0x1


# instance fields
.field private final db:Lcom/tallowbrook/salon/core/SalonDb;

.field private final providerId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V
    .registers 3

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 56
    iput-object p1, p0, Lcom/tallowbrook/salon/core/Ledger;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 57
    iput-object p2, p0, Lcom/tallowbrook/salon/core/Ledger;->providerId:Ljava/lang/String;

    .line 58
    return-void
.end method

.method private reservation(Lcom/tallowbrook/salon/core/ToolCall;)Landroid/content/ContentValues;
    .registers 6

    .line 113
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 114
    iget v1, p1, Lcom/tallowbrook/salon/core/ToolCall;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "uid"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 115
    iget-object v1, p0, Lcom/tallowbrook/salon/core/Ledger;->providerId:Ljava/lang/String;

    const-string v0, "provider_id"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 116
    iget-object v1, p1, Lcom/tallowbrook/salon/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v0, "request_id"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 117
    iget-object v1, p1, Lcom/tallowbrook/salon/core/ToolCall;->tool:Ljava/lang/String;

    const-string v0, "tool"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    iget-object v1, p1, Lcom/tallowbrook/salon/core/ToolCall;->argsDigest:Ljava/lang/String;

    const-string v0, "args_digest"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 119
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "created_at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 120
    return-object v3
.end method


# virtual methods
.method replay(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 65
    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "args_digest"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "operation_id"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "outcome"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    iget v7, p2, Lcom/tallowbrook/salon/core/ToolCall;->uid:I

    .line 67
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/tallowbrook/salon/core/Ledger;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    iget-object v7, p2, Lcom/tallowbrook/salon/core/ToolCall;->requestId:Ljava/lang/String;

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 65
    move-object v0, p1

    const-string v1, "ledger"

    const-string v3, "uid = ? AND provider_id = ? AND request_id = ?"

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
    invoke-static {}, Lcom/tallowbrook/salon/core/Ledger$Replay;->fresh()Lcom/tallowbrook/salon/core/Ledger$Replay;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 80
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 70
    return-object v9

    .line 72
    :cond_0
    :try_start_1
    iget-object v0, p2, Lcom/tallowbrook/salon/core/ToolCall;->tool:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p2, Lcom/tallowbrook/salon/core/ToolCall;->argsDigest:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 73
    :cond_1
    invoke-static {}, Lcom/tallowbrook/salon/core/Ledger$Replay;->mismatch()Lcom/tallowbrook/salon/core/Ledger$Replay;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v9

    .line 80
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 73
    return-object v9

    .line 75
    :cond_2
    const/4 v1, 0x2

    :try_start_2
    invoke-interface {v8, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-nez v0, :cond_3

    .line 76
    const/4 v1, 0x2

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Ledger$Replay;->accepted(Ljava/lang/String;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v9

    .line 80
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 76
    return-object v9

    .line 78
    :cond_3
    const/4 v1, 0x3

    :try_start_3
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallowbrook/salon/core/ToolCall$Result;->decode(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Ledger$Replay;->done(Lcom/tallowbrook/salon/core/ToolCall$Result;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    move-result-object v9

    .line 80
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 78
    return-object v9

    :catchall_0
    move-exception v10

    .line 80
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 81
    throw v10
.end method

.method public replay(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 61
    iget-object v1, p0, Lcom/tallowbrook/salon/core/Ledger;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v1}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-virtual {p0, v1, p1}, Lcom/tallowbrook/salon/core/Ledger;->replay(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/Ledger$Replay;

    move-result-object v0

    return-object v0
.end method

.method reserveAccepted(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallowbrook/salon/core/ToolCall;Ljava/lang/String;)V
    .registers 7

    .line 107
    invoke-direct {p0, p2}, Lcom/tallowbrook/salon/core/Ledger;->reservation(Lcom/tallowbrook/salon/core/ToolCall;)Landroid/content/ContentValues;

    move-result-object v2

    .line 108
    const-string v0, "operation_id"

    invoke-virtual {v2, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 109
    const-string v0, "ledger"

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 110
    return-void
.end method

.method public runOnce(Lcom/tallowbrook/salon/core/ToolCall;Lcom/tallowbrook/salon/core/Ledger$Work;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 86
    iget-object v0, p0, Lcom/tallowbrook/salon/core/Ledger;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    .line 87
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 89
    :try_start_0
    invoke-virtual {p0, v3, p1}, Lcom/tallowbrook/salon/core/Ledger;->replay(Landroid/database/sqlite/SQLiteDatabase;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/Ledger$Replay;

    move-result-object v4

    .line 90
    iget v0, v4, Lcom/tallowbrook/salon/core/Ledger$Replay;->kind:I

    if-eqz v0, :cond_0

    .line 91
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 92
    move-object v5, v4

    .line 101
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 92
    return-object v5

    .line 94
    :cond_0
    :try_start_1
    invoke-interface {p2}, Lcom/tallowbrook/salon/core/Ledger$Work;->run()Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v5

    .line 95
    invoke-direct {p0, p1}, Lcom/tallowbrook/salon/core/Ledger;->reservation(Lcom/tallowbrook/salon/core/ToolCall;)Landroid/content/ContentValues;

    move-result-object v6

    .line 96
    invoke-virtual {v5}, Lcom/tallowbrook/salon/core/ToolCall$Result;->encode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 97
    const-string v1, "ledger"

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 98
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 99
    invoke-static {v5}, Lcom/tallowbrook/salon/core/Ledger$Replay;->done(Lcom/tallowbrook/salon/core/ToolCall$Result;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v7

    .line 101
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 99
    return-object v7

    :catchall_0
    move-exception v8

    .line 101
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 102
    throw v8
.end method
