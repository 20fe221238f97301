.class public final Lcom/fernhill/stockroom/core/ApprovalStore;
.super Ljava/lang/Object;
.source "ApprovalStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;
    }
.end annotation


# static fields
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.fernhill.stockroom.extra.APPROVAL"

.field static final TTL_MS:J = 0x927c0L


# instance fields
.field private final db:Lcom/fernhill/stockroom/core/StockDb;


# direct methods
.method constructor <init>(Lcom/fernhill/stockroom/core/StockDb;)V
    .registers 2

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ApprovalStore;->db:Lcom/fernhill/stockroom/core/StockDb;

    .line 21
    return-void
.end method


# virtual methods
.method public consume(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;
    .registers 20

    .line 41
    if-nez p1, :cond_0

    .line 42
    sget-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->NONE:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    return-object v0

    .line 44
    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ApprovalStore;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 45
    const/4 v2, 0x7

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "uid"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "provider_id"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "request_id"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "args_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "decision"

    aput-object v5, v2, v4

    const/4 v4, 0x6

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    move-object v0, v8

    const-string v1, "approvals"

    const-string v3, "token = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 50
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 51
    sget-object v11, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->INVALID:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 61
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 51
    return-object v11

    .line 53
    :cond_1
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    if-ne v0, p2, :cond_2

    const/4 v2, 0x1

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v2, 0x2

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p4

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 54
    const/4 v2, 0x3

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p5

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v2, 0x4

    invoke-interface {v9, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p6

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    move v11, v0

    .line 55
    if-eqz v11, :cond_3

    const/4 v1, 0x6

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_4

    .line 56
    :cond_3
    const/4 v10, 0x0

    goto :goto_1

    .line 58
    :cond_4
    const/4 v1, 0x5

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v10

    .line 61
    :goto_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 62
    goto :goto_2

    :catchall_0
    move-exception v12

    .line 61
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 62
    throw v12

    .line 63
    :goto_2
    const-string v0, "pending"

    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 64
    sget-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->PENDING:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    return-object v0

    .line 66
    :cond_5
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v3, v5

    const-string v1, "approvals"

    const-string v2, "token = ?"

    invoke-virtual {v8, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 67
    const-string v0, "approved"

    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 68
    sget-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->APPROVED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    return-object v0

    .line 70
    :cond_6
    const-string v0, "denied"

    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    sget-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->DENIED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    goto :goto_3

    :cond_7
    sget-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->INVALID:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    :goto_3
    return-object v0
.end method

.method public decide(Ljava/lang/String;Z)V
    .registers 10

    .line 89
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 90
    move-object v0, v6

    const-string v1, "decision"

    if-eqz p2, :cond_0

    const-string v2, "approved"

    goto :goto_0

    :cond_0
    const-string v2, "denied"

    :goto_0
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ApprovalStore;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "approvals"

    const-string v3, "token = ? AND decision = \'pending\'"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 92
    return-void
.end method

.method public open(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 15

    .line 24
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v6

    .line 25
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 26
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 28
    const-string v1, "provider_id"

    invoke-virtual {v7, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    const-string v1, "tool"

    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 30
    const-string v1, "request_id"

    invoke-virtual {v7, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, p5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    const-string v1, "summary"

    invoke-virtual {v7, v1, p6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    const-string v1, "decision"

    const-string v2, "pending"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 35
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ApprovalStore;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 36
    return-object v6
.end method

.method public pendingSummary(Ljava/lang/String;)Ljava/lang/String;
    .registers 14

    .line 75
    if-nez p1, :cond_0

    .line 76
    const/4 v0, 0x0

    return-object v0

    .line 78
    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ApprovalStore;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "summary"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 80
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 78
    const-string v1, "approvals"

    const-string v3, "token = ? AND decision = \'pending\' AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 82
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 84
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 82
    return-object v10

    :catchall_0
    move-exception v11

    .line 84
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 85
    throw v11
.end method
