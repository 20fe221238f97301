.class public final Lcom/larderly/app/cetp/ConfirmationStore;
.super Ljava/lang/Object;
.source "ConfirmationStore.java"


# static fields
.field public static final APPROVED:I = 0x1

.field public static final DENIED:I = 0x2

.field public static final INVALID:I = 0x3

.field public static final PENDING:I = 0x0

.field static final TTL_MS:J = 0x927c0L


# instance fields
.field private final database:Lcom/larderly/app/data/AppDatabase;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/AppDatabase;)V
    .registers 2

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/larderly/app/cetp/ConfirmationStore;->database:Lcom/larderly/app/data/AppDatabase;

    .line 22
    return-void
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)Z
    .registers 10

    .line 56
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 57
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

    .line 58
    iget-object v0, p0, Lcom/larderly/app/cetp/ConfirmationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "confirmations"

    const-string v3, "token = ? AND approved IS NULL"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    return v0
.end method

.method public issue(Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Ljava/lang/String;
    .registers 12

    .line 25
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/larderly/app/cetp/Tokens;->random(I)Ljava/lang/String;

    move-result-object v6

    .line 26
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 27
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    const-string v1, "provider"

    invoke-virtual {v7, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    iget v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 30
    iget-object v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    iget-object v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    iget-object v2, p2, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 33
    const-string v1, "summary"

    invoke-virtual {v7, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

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
    iget-object v0, p0, Lcom/larderly/app/cetp/ConfirmationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "confirmations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 36
    return-object v6
.end method

.method public pendingSummary(Ljava/lang/String;)Ljava/lang/String;
    .registers 14

    .line 41
    if-nez p1, :cond_0

    .line 42
    const/4 v0, 0x0

    return-object v0

    .line 44
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/cetp/ConfirmationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

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

    .line 46
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 44
    const-string v1, "confirmations"

    const-string v3, "token = ? AND approved IS NULL AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 48
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

    .line 50
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 48
    return-object v10

    :catchall_0
    move-exception v11

    .line 50
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 51
    throw v11
.end method

.method public redeem(Ljava/lang/String;Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;)I
    .registers 18

    .line 63
    iget-object v0, p0, Lcom/larderly/app/cetp/ConfirmationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x6

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "uid"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "tool"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "request_id"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "args_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "approved"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p2, v4, v6

    const/4 v6, 0x1

    aput-object p1, v4, v6

    const-string v1, "confirmations"

    const-string v3, "token = ? AND provider = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 68
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 69
    const/4 v10, 0x3

    .line 83
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 69
    return v10

    .line 71
    :cond_0
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    move-object/from16 v1, p3

    iget v1, v1, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    if-ne v0, v1, :cond_1

    move-object/from16 v0, p3

    iget-object v0, v0, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v0, v0, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, p3

    iget-object v0, v0, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    .line 72
    const/4 v2, 0x2

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, p3

    iget-object v0, v0, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    const/4 v2, 0x3

    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move v10, v0

    .line 73
    if-eqz v10, :cond_2

    const/4 v1, 0x4

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_3

    .line 74
    :cond_2
    const/4 v9, 0x3

    goto :goto_2

    .line 76
    :cond_3
    const-string v1, "approved"

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v11

    .line 77
    invoke-interface {v8, v11}, Landroid/database/Cursor;->isNull(I)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    if-eqz v0, :cond_4

    .line 78
    const/4 v12, 0x0

    .line 83
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 78
    return v12

    .line 80
    :cond_4
    :try_start_2
    invoke-interface {v8, v11}, Landroid/database/Cursor;->getInt(I)I
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_1

    :cond_5
    const/4 v0, 0x2

    :goto_1
    move v9, v0

    .line 83
    :goto_2
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 84
    goto :goto_3

    :catchall_0
    move-exception v13

    .line 83
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 84
    throw v13

    .line 85
    :goto_3
    iget-object v0, p0, Lcom/larderly/app/cetp/ConfirmationStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p2, v3, v5

    const-string v1, "confirmations"

    const-string v2, "token = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 86
    return v9
.end method
