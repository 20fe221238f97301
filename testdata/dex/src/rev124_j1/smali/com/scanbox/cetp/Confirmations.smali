.class public final Lcom/scanbox/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final database:Lcom/scanbox/data/ScanDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 12
    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "uid"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "request_id"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "digest"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "expires_at"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "answer"

    aput-object v2, v0, v1

    sput-object v0, Lcom/scanbox/cetp/Confirmations;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/scanbox/data/ScanDatabase;)V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/scanbox/cetp/Confirmations;->database:Lcom/scanbox/data/ScanDatabase;

    .line 18
    return-void
.end method


# virtual methods
.method public answer(Ljava/lang/String;Z)V
    .registers 10

    .line 77
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 78
    move-object v0, v6

    const-string v1, "answer"

    if-eqz p2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 79
    iget-object v0, p0, Lcom/scanbox/cetp/Confirmations;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "confirmations"

    const-string v3, "ticket = ? AND answer IS NULL"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 81
    return-void
.end method

.method public ask(Lcom/scanbox/cetp/ToolContext;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Lcom/scanbox/cetp/Reply;
    .registers 14

    .line 22
    invoke-virtual {p1}, Lcom/scanbox/cetp/ToolContext;->tickets()Lcom/scanbox/cetp/Tickets;

    move-result-object v0

    invoke-interface {v0}, Lcom/scanbox/cetp/Tickets;->mint()Ljava/lang/String;

    move-result-object v6

    .line 23
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 24
    const-string v1, "ticket"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 25
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 26
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    invoke-virtual {p2}, Lcom/scanbox/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    invoke-static {p2}, Lcom/scanbox/cetp/Ledger;->digest(Lcom/scanbox/cetp/Invocation;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    const-string v1, "summary"

    invoke-virtual {v7, v1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 30
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 31
    const-string v1, "answer"

    invoke-virtual {v7, v1}, Landroid/content/ContentValues;->putNull(Ljava/lang/String;)V

    .line 32
    iget-object v0, p0, Lcom/scanbox/cetp/Confirmations;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "confirmations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 33
    invoke-virtual {p1}, Lcom/scanbox/cetp/ToolContext;->context()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p3, v6}, Lcom/scanbox/cetp/Resolutions;->forScreen(Landroid/content/Context;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v8

    .line 34
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Confirm on the phone: "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v8, v6}, Lcom/scanbox/cetp/Reply;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public redeem(Lcom/scanbox/cetp/Invocation;)Z
    .registers 15

    .line 42
    invoke-virtual {p1}, Lcom/scanbox/cetp/Invocation;->resuming()Z

    move-result v0

    if-nez v0, :cond_0

    .line 43
    const/4 v0, 0x0

    return v0

    .line 45
    :cond_0
    iget-object v0, p0, Lcom/scanbox/cetp/Confirmations;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 46
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    invoke-virtual {p1}, Lcom/scanbox/cetp/Invocation;->resumeToken()Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    move-object v9, v0

    .line 47
    sget-object v2, Lcom/scanbox/cetp/Confirmations;->COLUMNS:[Ljava/lang/String;

    move-object v0, v8

    const-string v1, "confirmations"

    const-string v3, "ticket = ?"

    move-object v4, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 49
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_1

    .line 50
    const/4 v11, 0x0

    .line 61
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 50
    return v11

    .line 52
    :cond_1
    :try_start_1
    const-string v1, "confirmations"

    const-string v2, "ticket = ?"

    invoke-virtual {v8, v1, v2, v9}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 53
    const/4 v1, 0x0

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    invoke-virtual {p1}, Lcom/scanbox/cetp/Invocation;->uid()I

    move-result v1

    if-ne v0, v1, :cond_2

    .line 54
    invoke-virtual {p1}, Lcom/scanbox/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x1

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 55
    invoke-virtual {p1}, Lcom/scanbox/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x2

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 56
    invoke-static {p1}, Lcom/scanbox/cetp/Ledger;->digest(Lcom/scanbox/cetp/Invocation;)Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x3

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 57
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const/4 v3, 0x4

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 58
    const/4 v1, 0x5

    invoke-interface {v10, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-nez v0, :cond_2

    .line 59
    const/4 v1, 0x5

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    move v11, v0

    .line 61
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 53
    return v11

    :catchall_0
    move-exception v12

    .line 61
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 62
    throw v12
.end method

.method public summary(Ljava/lang/String;)Ljava/util/Optional;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 67
    iget-object v0, p0, Lcom/scanbox/cetp/Confirmations;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

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

    const-string v3, "ticket = ? AND answer IS NULL"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 70
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    :goto_0
    move-object v9, v0

    .line 72
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 70
    return-object v9

    :catchall_0
    move-exception v10

    .line 72
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 73
    throw v10
.end method
