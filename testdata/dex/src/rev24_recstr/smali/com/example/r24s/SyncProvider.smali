.class public Lcom/example/r24s/SyncProvider;
.super Landroid/content/ContentProvider;
.source "SyncProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r24s/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r24s/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r24s/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r24s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r24s/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "sync_now"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_status
    invoke-direct {p0}, Lcom/example/r24s/SyncProvider;->sync()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_status
    const-string v0, "cache_status"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_clear
    invoke-direct {p0}, Lcom/example/r24s/SyncProvider;->status()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_clear
    const-string v0, "clear_cache"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_draft
    invoke-direct {p0}, Lcom/example/r24s/SyncProvider;->clear()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_draft
    const-string v0, "draft_status"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_get
    invoke-direct {p0}, Lcom/example/r24s/SyncProvider;->draft()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_get
    const-string v0, "cache_get"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    invoke-direct {p0, p3}, Lcom/example/r24s/SyncProvider;->get(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 34
    invoke-virtual {p0}, Lcom/example/r24s/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "cache.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method private sync()Landroid/os/Bundle;
    .registers 4
    .line 38
    :try_start_0
    invoke-direct {p0}, Lcom/example/r24s/SyncProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "DELETE FROM cache"
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 39
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r24s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    .line 40
    :catch_0
    move-exception v0
    .line 41
    new-instance v1, Lcom/example/r24s/Failure;
    const-string v2, "INTERNAL_ERROR"
    invoke-direct {v1, v2, v0}, Lcom/example/r24s/Failure;-><init>(Ljava/lang/String;Ljava/lang/Exception;)V
    # true positive CETP607: the record's toString() prints the exception
    .line 42
    invoke-virtual {v1}, Lcom/example/r24s/Failure;->code()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1}, Lcom/example/r24s/Failure;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private status()Landroid/os/Bundle;
    .registers 5
    .line 46
    invoke-direct {p0}, Lcom/example/r24s/SyncProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT key FROM cache"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    .line 47
    new-instance v1, Lcom/example/r24s/Status;
    const-string v2, "UNAVAILABLE"
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I
    move-result v3
    invoke-direct {v1, v2, v3}, Lcom/example/r24s/Status;-><init>(Ljava/lang/String;I)V
    # near miss CETP607: the record's toString() prints a code and a count
    .line 48
    invoke-virtual {v1}, Lcom/example/r24s/Status;->code()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1}, Lcom/example/r24s/Status;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private clear()Landroid/os/Bundle;
    .registers 4
    .line 52
    new-instance v0, Lcom/example/r24s/Status;
    const-string v1, "USER_ACTION_REQUIRED"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/r24s/Status;-><init>(Ljava/lang/String;I)V
    # true positive CETP508: the record's code asks for a resolution and
    # the response carries neither resolution nor resume_token
    .line 53
    invoke-virtual {v0}, Lcom/example/r24s/Status;->code()Ljava/lang/String;
    move-result-object v0
    const-string v1, "confirm in the app first"
    invoke-static {v0, v1}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private draft()Landroid/os/Bundle;
    .registers 4
    .line 57
    new-instance v0, Lcom/example/r24s/Draft;
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-direct {v0, v1}, Lcom/example/r24s/Draft;-><init>(Ljava/lang/String;)V
    .line 58
    const-string v1, "UNAVAILABLE"
    invoke-virtual {v0, v1}, Lcom/example/r24s/Draft;->setCode(Ljava/lang/String;)V
    # near miss CETP508: the code was set again after construction; the
    # non-final field is not read as the constructor's argument
    .line 59
    invoke-virtual {v0}, Lcom/example/r24s/Draft;->getCode()Ljava/lang/String;
    move-result-object v0
    const-string v1, "not available"
    invoke-static {v0, v1}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private get(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 63
    :try_start_0
    invoke-direct {p0}, Lcom/example/r24s/SyncProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT value FROM cache WHERE key = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const-string v3, "key"
    invoke-virtual {p1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v3, 0x0
    aput-object p1, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0
    # near miss CETP607: a fixed detail passed to fail()
    .line 64
    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I
    move-result v0
    if-nez v0, :cond_found
    new-instance p1, Lcom/example/r24s/Problem;
    const-string v0, "NOT_FOUND"
    const-string v1, "no such key"
    invoke-direct {p1, v0, v1}, Lcom/example/r24s/Problem;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r24s/SyncProvider;->fail(Lcom/example/r24s/Problem;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 65
    :cond_found
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r24s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 66
    :catch_0
    move-exception p1
    # true positive CETP607: the exception's message passed to fail()
    .line 67
    new-instance v0, Lcom/example/r24s/Problem;
    const-string v1, "INTERNAL_ERROR"
    invoke-virtual {p1}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, v1, p1}, Lcom/example/r24s/Problem;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-direct {p0, v0}, Lcom/example/r24s/SyncProvider;->fail(Lcom/example/r24s/Problem;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private fail(Lcom/example/r24s/Problem;)Landroid/os/Bundle;
    .registers 3
    .line 71
    invoke-virtual {p1}, Lcom/example/r24s/Problem;->code()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1}, Lcom/example/r24s/Problem;->detail()Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/r24s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
