.class public Lcom/example/r17r/ExportProvider;
.super Landroid/content/ContentProvider;
.source "ExportProvider.java"

.field private static final NAME:Ljava/util/regex/Pattern;

.method static constructor <clinit>()V
    .registers 1
    .line 15
    const-string v0, "[a-z0-9_]{1,32}\\.csv"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/example/r17r/ExportProvider;->NAME:Ljava/util/regex/Pattern;
    return-void
.end method

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
    invoke-virtual {p0}, Lcom/example/r17r/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r17r/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r17r/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r17r/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "dump_table"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_a
    invoke-direct {p0, p3}, Lcom/example/r17r/ExportProvider;->dump(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_a
    const-string v0, "save_notes"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_b
    invoke-direct {p0, p3}, Lcom/example/r17r/ExportProvider;->save(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_b
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private dump(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 35
    :try_start_0
    const-string v0, "arguments"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17r/ExportArgs;->from(Ljava/lang/String;)Lcom/example/r17r/ExportArgs;
    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_json
    # true positive CETP622: args "table" concatenated into the SQL text
    .line 38
    :try_start_1
    invoke-direct {p0}, Lcom/example/r17r/ExportProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT * FROM "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Lcom/example/r17r/ExportArgs;->table()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    :try_end_1
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_1 .. :try_end_1} :catch_sql
    .line 39
    :try_start_2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"rows\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, "}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0
    .line 38
    if-eqz p1, :cond_0
    :try_start_3
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_3 .. :try_end_3} :catch_sql
    .line 39
    :cond_0
    return-object v0
    .line 38
    :catchall_0
    move-exception v0
    if-eqz p1, :cond_1
    :try_start_4
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1
    goto :goto_0
    :catchall_1
    move-exception p1
    :try_start_5
    invoke-virtual {v0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :cond_1
    :goto_0
    throw v0
    :try_end_5
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_5 .. :try_end_5} :catch_sql
    .line 40
    :catch_sql
    move-exception p1
    .line 41
    new-instance v0, Lcom/example/r17r/Failure;
    const-string v1, "INTERNAL_ERROR"
    invoke-virtual {p1}, Landroid/database/sqlite/SQLiteException;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, v1, p1}, Lcom/example/r17r/Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    # true positive CETP607: the record carries the exception's toString()
    .line 43
    invoke-virtual {v0}, Lcom/example/r17r/Failure;->code()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0}, Lcom/example/r17r/Failure;->detail()Ljava/lang/String;
    move-result-object v0
    invoke-static {p1, v0}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :catch_json
    move-exception p1
    const-string p1, "INVALID_ARGUMENT"
    const-string v0, "bad arguments"
    invoke-static {p1, v0}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private save(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 48
    :try_start_0
    const-string v0, "arguments"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17r/ExportArgs;->from(Ljava/lang/String;)Lcom/example/r17r/ExportArgs;
    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_json
    .line 50
    sget-object v0, Lcom/example/r17r/ExportProvider;->NAME:Ljava/util/regex/Pattern;
    invoke-virtual {p1}, Lcom/example/r17r/ExportArgs;->file()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-nez v0, :cond_ok
    .line 51
    const-string p1, "INVALID_ARGUMENT"
    const-string v0, "bad file name"
    invoke-static {p1, v0}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    # near miss CETP622: the file name passed a whole-value match of a plain-name pattern
    .line 52
    :cond_ok
    :try_start_1
    invoke-virtual {p0}, Lcom/example/r17r/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {p1}, Lcom/example/r17r/ExportArgs;->file()Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/content/Context;->openFileOutput(Ljava/lang/String;I)Ljava/io/FileOutputStream;
    move-result-object p1
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_io
    .line 53
    :try_start_2
    const-string v0, "notes"
    invoke-virtual {v0}, Ljava/lang/String;->getBytes()[B
    move-result-object v0
    invoke-virtual {p1, v0}, Ljava/io/OutputStream;->write([B)V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0
    .line 52
    if-eqz p1, :cond_0
    :try_start_3
    invoke-virtual {p1}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_io
    .line 59
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r17r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 52
    :catchall_0
    move-exception v0
    if-eqz p1, :cond_1
    :try_start_4
    invoke-virtual {p1}, Ljava/io/OutputStream;->close()V
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1
    goto :goto_0
    :catchall_1
    move-exception p1
    :try_start_5
    invoke-virtual {v0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :cond_1
    :goto_0
    throw v0
    :try_end_5
    .catch Ljava/io/IOException; {:try_start_5 .. :try_end_5} :catch_io
    .line 54
    :catch_io
    move-exception p1
    .line 55
    const-string v0, "export"
    invoke-static {v0, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 56
    new-instance p1, Lcom/example/r17r/Failure;
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "could not save the notes"
    invoke-direct {p1, v0, v1}, Lcom/example/r17r/Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    # near miss CETP607: a fixed text; the exception is only logged
    .line 57
    invoke-virtual {p1}, Lcom/example/r17r/Failure;->code()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1}, Lcom/example/r17r/Failure;->detail()Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 49
    :catch_json
    move-exception p1
    const-string p1, "INVALID_ARGUMENT"
    const-string v0, "bad arguments"
    invoke-static {p1, v0}, Lcom/example/r17r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 62
    invoke-virtual {p0}, Lcom/example/r17r/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "notes.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method
