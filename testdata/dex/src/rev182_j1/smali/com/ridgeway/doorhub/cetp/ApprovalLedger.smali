.class public Lcom/ridgeway/doorhub/cetp/ApprovalLedger;
.super Ljava/lang/Object;
.source "ApprovalLedger.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    }
.end annotation


# static fields
.field static final TTL_MS:J = 0x927c0L


# instance fields
.field private final database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

.field private final tokens:Lcom/ridgeway/doorhub/cetp/Tokens;


# direct methods
.method public constructor <init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)V
    .registers 3

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    .line 26
    iput-object p2, p0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->tokens:Lcom/ridgeway/doorhub/cetp/Tokens;

    .line 27
    return-void
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)Z
    .registers 11

    .line 56
    :try_start_0
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v7, v0

    .line 57
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "approved"

    invoke-virtual {v2, v3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 58
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v3, "decided_at"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 57
    const-string v1, "decision"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "approvals"

    const-string v3, "token = ? AND decision IS NULL"

    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0

    :catch_0
    move-exception v7

    .line 62
    const/4 v0, 0x0

    return v0
.end method

.method public describe(Ljava/lang/String;)Ljava/lang/String;
    .registers 14

    .line 46
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

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

    .line 48
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 46
    const-string v1, "approvals"

    const-string v3, "token = ? AND decision IS NULL AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 49
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 50
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 49
    :cond_1
    return-object v10

    :catch_0
    move-exception v10

    .line 46
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10
.end method

.method public issue(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Ljava/lang/String;)Ljava/lang/String;
    .registers 11

    .line 30
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->tokens:Lcom/ridgeway/doorhub/cetp/Tokens;

    const-string v1, "rt1."

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/Tokens;->newToken(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 31
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 32
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->providerId:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    iget v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 35
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    iget-object v2, v2, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    iget-object v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->argsDigest:Ljava/lang/String;

    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    const-string v1, "summary"

    invoke-virtual {v7, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 40
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 41
    return-object v6
.end method

.method public redeem(Ljava/lang/String;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    .registers 17

    .line 67
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->database:Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 69
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "decision"

    aput-object v5, v2, v4

    const/4 v4, 0x7

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    move-object/from16 v7, p2

    iget v7, v7, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->uid:I

    .line 72
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    iget-object v7, v7, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v6, 0x3

    aput-object v7, v4, v6

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const/4 v6, 0x4

    aput-object v7, v4, v6

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->argsDigest:Ljava/lang/String;

    const/4 v6, 0x5

    aput-object v7, v4, v6

    .line 73
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x6

    aput-object v7, v4, v6

    .line 69
    move-object v0, v9

    const-string v1, "approvals"

    const-string v3, "token = ? AND provider = ? AND uid = ? AND tool = ? AND request_id = ? AND args_sha256 = ? AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 75
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 76
    sget-object v12, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->INVALID:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 82
    if-eqz v11, :cond_0

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 76
    :cond_0
    return-object v12

    .line 78
    :cond_1
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v11, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 79
    sget-object v12, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->PENDING:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    .line 82
    if-eqz v11, :cond_2

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 79
    :cond_2
    return-object v12

    .line 81
    :cond_3
    const/4 v1, 0x0

    :try_start_2
    invoke-interface {v11, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_0

    move-result-object v10

    .line 82
    if-eqz v11, :cond_5

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    goto :goto_1

    :catch_0
    move-exception v12

    .line 69
    if-eqz v11, :cond_4

    :try_start_3
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_0

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_4
    :goto_0
    throw v12

    .line 83
    :cond_5
    :goto_1
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v3, v5

    const-string v1, "approvals"

    const-string v2, "token = ?"

    invoke-virtual {v9, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 85
    :try_start_4
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v10}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "approved"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v11

    .line 86
    if-eqz v11, :cond_6

    sget-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->APPROVED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    goto :goto_2

    :cond_6
    sget-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->DENIED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    :try_end_4
    .catch Lorg/json/JSONException; {:try_start_4 .. :try_end_4} :catch_2

    :goto_2
    return-object v0

    :catch_2
    move-exception v11

    .line 88
    sget-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->DENIED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    return-object v0
.end method
