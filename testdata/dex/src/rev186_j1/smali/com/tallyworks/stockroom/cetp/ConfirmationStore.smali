.class public final Lcom/tallyworks/stockroom/cetp/ConfirmationStore;
.super Ljava/lang/Object;
.source "ConfirmationStore.java"


# static fields
.field public static final APPROVED:I = 0x1

.field private static final COLUMNS:[Ljava/lang/String;

.field public static final DENIED:I = 0x2

.field public static final INVALID:I = 0x4

.field public static final TTL_MS:J = 0x927c0L

.field public static final UNDECIDED:I = 0x3


# instance fields
.field private final database:Lcom/tallyworks/stockroom/data/StockDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 20
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "uid"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "provider"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "request_id"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "args_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "expires_at"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "decided"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "approved"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V
    .registers 2

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 28
    return-void
.end method


# virtual methods
.method public consume(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec;)I
    .registers 18

    .line 45
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 46
    sget-object v2, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    move-object v0, v8

    const-string v1, "confirmations"

    const-string v3, "token = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 48
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 49
    const/4 v10, 0x4

    .line 69
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 49
    return v10

    .line 51
    :cond_0
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    iget v1, p2, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    if-ne v0, v1, :cond_1

    .line 52
    const/4 v2, 0x1

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, p4

    iget-object v0, v0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 53
    const/4 v2, 0x2

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p2, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    .line 54
    const/4 v2, 0x3

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 55
    invoke-virtual {p2}, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x4

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move v10, v0

    .line 56
    if-nez v10, :cond_2

    .line 57
    const/4 v11, 0x4

    .line 69
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 57
    return v11

    .line 59
    :cond_2
    const/4 v1, 0x5

    :try_start_2
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    .line 60
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v3, v5

    const-string v1, "confirmations"

    const-string v2, "token = ?"

    invoke-virtual {v8, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 61
    const/4 v11, 0x4

    .line 69
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 61
    return v11

    .line 63
    :cond_3
    const/4 v1, 0x6

    :try_start_3
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    move-result v0

    if-nez v0, :cond_4

    .line 64
    const/4 v11, 0x3

    .line 69
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 64
    return v11

    .line 66
    :cond_4
    const/4 v3, 0x1

    :try_start_4
    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v3, v5

    const-string v1, "confirmations"

    const-string v2, "token = ?"

    invoke-virtual {v8, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 67
    const-string v2, "approved"

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v1

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_1

    :cond_5
    const/4 v0, 0x2

    :goto_1
    move v11, v0

    .line 69
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 67
    return v11

    :catchall_0
    move-exception v12

    .line 69
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 70
    throw v12
.end method

.method public decide(Ljava/lang/String;Z)V
    .registers 10

    .line 85
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 86
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "decided"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 87
    move-object v0, v6

    const-string v1, "approved"

    if-eqz p2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 88
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "confirmations"

    const-string v3, "token = ? AND decided = 0"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 90
    return-void
.end method

.method public issue(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)V
    .registers 13

    .line 31
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 32
    const-string v1, "token"

    invoke-virtual {v6, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    iget v2, p2, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 34
    const-string v1, "provider"

    invoke-virtual {v6, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 35
    iget-object v2, p4, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    iget-object v2, p2, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    invoke-virtual {p2}, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args_sha256"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    const-string v1, "summary"

    invoke-virtual {v6, v1, p5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 40
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "confirmations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 41
    return-void
.end method

.method public summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 13

    .line 74
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "summary"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "confirmations"

    const-string v3, "token = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 77
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 79
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 77
    return-object v9

    :catchall_0
    move-exception v10

    .line 79
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 80
    throw v10
.end method
