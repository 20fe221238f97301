.class public final Lcom/relaykit/home/cetp/ApprovalStore;
.super Ljava/lang/Object;
.source "ApprovalStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/cetp/ApprovalStore$Verdict;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.relaykit.home.extra.RESUME_TOKEN"

.field private static final TTL_MS:J


# instance fields
.field private final db:Lcom/relaykit/home/core/HomeDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 17
    sget-object v0, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0xa

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/relaykit/home/cetp/ApprovalStore;->TTL_MS:J

    .line 18
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "provider"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "uid"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "tool"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "request_id"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "args_sha256"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "summary"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "expires_at"

    aput-object v3, v0, v2

    const/4 v2, 0x7

    const-string v3, "decision"

    aput-object v3, v0, v2

    sput-object v0, Lcom/relaykit/home/cetp/ApprovalStore;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/relaykit/home/core/HomeDb;)V
    .registers 2

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput-object p1, p0, Lcom/relaykit/home/cetp/ApprovalStore;->db:Lcom/relaykit/home/core/HomeDb;

    .line 30
    return-void
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)V
    .registers 9

    .line 95
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 96
    move-object v0, v4

    const-string v1, "decision"

    if-eqz p2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 97
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    move-object v5, v0

    .line 98
    iget-object v0, p0, Lcom/relaykit/home/cetp/ApprovalStore;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const-string v3, "token = ? AND decision IS NULL"

    invoke-virtual {v0, v1, v4, v3, v5}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 99
    return-void
.end method

.method public open(Ljava/lang/String;Lcom/relaykit/home/cetp/CetpRequest;Ljava/lang/String;)Ljava/lang/String;
    .registers 12

    .line 33
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/relaykit/home/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v6

    .line 34
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 35
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    const-string v1, "provider"

    invoke-virtual {v7, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 38
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v2

    invoke-virtual {v2}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->requestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/CetpRequest;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    const-string v1, "summary"

    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sget-wide v4, Lcom/relaykit/home/cetp/ApprovalStore;->TTL_MS:J

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 43
    iget-object v0, p0, Lcom/relaykit/home/cetp/ApprovalStore;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 44
    return-object v6
.end method

.method public pendingSummary(Ljava/lang/String;)Ljava/lang/String;
    .registers 14

    .line 80
    if-nez p1, :cond_0

    .line 81
    const/4 v0, 0x0

    return-object v0

    .line 83
    :cond_0
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    move-object v8, v0

    .line 84
    iget-object v0, p0, Lcom/relaykit/home/cetp/ApprovalStore;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/relaykit/home/cetp/ApprovalStore;->COLUMNS:[Ljava/lang/String;

    const-string v1, "approvals"

    const-string v3, "token = ? AND decision IS NULL"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 86
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v1, 0x6

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    .line 87
    :cond_1
    const/4 v10, 0x0

    .line 90
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 87
    :cond_2
    return-object v10

    .line 89
    :cond_3
    const/4 v1, 0x5

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v10

    .line 90
    if-eqz v9, :cond_4

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 89
    :cond_4
    return-object v10

    :catch_0
    move-exception v10

    .line 84
    if-eqz v9, :cond_5

    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_0
    throw v10
.end method

.method public verdict(Ljava/lang/String;Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/cetp/ApprovalStore$Verdict;
    .registers 18

    .line 49
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/CetpRequest;->resumeToken()Ljava/lang/String;

    move-result-object v8

    .line 50
    if-nez v8, :cond_0

    .line 51
    sget-object v0, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->NONE:Lcom/relaykit/home/cetp/ApprovalStore$Verdict;

    return-object v0

    .line 53
    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/cetp/ApprovalStore;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 54
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v8, v0, v2

    move-object v10, v0

    .line 55
    sget-object v2, Lcom/relaykit/home/cetp/ApprovalStore;->COLUMNS:[Ljava/lang/String;

    move-object v0, v9

    const-string v1, "approvals"

    const-string v3, "token = ?"

    move-object v4, v10

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 56
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_2

    .line 57
    sget-object v12, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->INVALID:Lcom/relaykit/home/cetp/ApprovalStore$Verdict;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 75
    if-eqz v11, :cond_1

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 57
    :cond_1
    return-object v12

    .line 59
    :cond_2
    const/4 v2, 0x0

    :try_start_1
    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v1, 0x1

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    if-ne v0, v1, :cond_3

    .line 60
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x2

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/CetpRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x3

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 61
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/CetpRequest;->argsDigest()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x4

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x1

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    move v12, v0

    .line 62
    if-nez v12, :cond_5

    .line 63
    sget-object v13, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->INVALID:Lcom/relaykit/home/cetp/ApprovalStore$Verdict;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    .line 75
    if-eqz v11, :cond_4

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 63
    :cond_4
    return-object v13

    .line 65
    :cond_5
    const/4 v1, 0x6

    :try_start_2
    invoke-interface {v11, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_7

    .line 66
    const-string v1, "approvals"

    const-string v2, "token = ?"

    invoke-virtual {v9, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 67
    sget-object v13, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->INVALID:Lcom/relaykit/home/cetp/ApprovalStore$Verdict;
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0

    .line 75
    if-eqz v11, :cond_6

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 67
    :cond_6
    return-object v13

    .line 69
    :cond_7
    const/4 v1, 0x7

    :try_start_3
    invoke-interface {v11, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_9

    .line 70
    sget-object v13, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->PENDING:Lcom/relaykit/home/cetp/ApprovalStore$Verdict;
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_0

    .line 75
    if-eqz v11, :cond_8

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 70
    :cond_8
    return-object v13

    .line 72
    :cond_9
    const/4 v1, 0x7

    :try_start_4
    invoke-interface {v11, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v13

    .line 73
    const-string v1, "approvals"

    const-string v2, "token = ?"

    invoke-virtual {v9, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 74
    const/4 v1, 0x1

    if-ne v13, v1, :cond_a

    sget-object v0, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->APPROVED:Lcom/relaykit/home/cetp/ApprovalStore$Verdict;

    goto :goto_1

    :cond_a
    sget-object v0, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->DENIED:Lcom/relaykit/home/cetp/ApprovalStore$Verdict;
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_0

    :goto_1
    move-object v14, v0

    .line 75
    if-eqz v11, :cond_b

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 74
    :cond_b
    return-object v14

    :catch_0
    move-exception v12

    .line 55
    if-eqz v11, :cond_c

    :try_start_5
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_1

    goto :goto_2

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_c
    :goto_2
    throw v12
.end method
