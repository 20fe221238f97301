.class public Lcom/example/r24t/OpsProvider;
.super Landroid/content/ContentProvider;
.source "OpsProvider.java"

.field private static final NAME:Ljava/util/regex/Pattern;

.method static constructor <clinit>()V
    .registers 1
    .line 15
    const-string v0, "[a-z0-9_]{1,32}\\.txt"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/example/r24t/OpsProvider;->NAME:Ljava/util/regex/Pattern;
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
    .registers 12

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r24t/OpsProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r24t/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r24t/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r24t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r24t/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 30
    :try_start_0
    const-string v0, "arguments"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {p1, v0}, Lcom/example/r24t/Ops;->parse(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r24t/Op;
    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_json
    .line 32
    if-nez p1, :cond_found
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_found
    invoke-virtual {p0}, Lcom/example/r24t/OpsProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    const-string p3, "ops.db"
    const/4 v0, 0x0
    const/4 v1, 0x0
    invoke-virtual {p2, p3, v0, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p2
    instance-of v0, p1, Lcom/example/r24t/Wipe;
    if-eqz v0, :cond_ops
    invoke-direct {p0, p1, p2}, Lcom/example/r24t/OpsProvider;->wipe(Ljava/lang/Object;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_ops
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 p3, 0x0
    :goto_restart
    invoke-static {p1, p3}, Lcom/example/r24t/OpsProvider$$ExternalSyntheticTypeSwitch0;->switchDispatch(Ljava/lang/Object;I)I
    move-result v0
    packed-switch v0, :pswitch_data
    new-instance p1, Ljava/lang/MatchException;
    const/4 p2, 0x0
    invoke-direct {p1, p2, p2}, Ljava/lang/MatchException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw p1
    .line 35
    :pswitch_purge_guarded
    move-object v0, p1
    check-cast v0, Lcom/example/r24t/Purge;
    :try_start_1
    invoke-virtual {v0}, Lcom/example/r24t/Purge;->folder()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Lcom/example/r24t/Purge;->confirmed()Z
    move-result v0
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_match
    if-nez v0, :cond_confirmed
    const/4 p3, 0x1
    goto :goto_restart
    # true positive CETP622 (folder from the args into the SQL text) and
    # CETP614 (the args' "confirmed" is the guard of the pattern)
    .line 36
    :cond_confirmed
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "DELETE FROM notes WHERE folder = \'"
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p3, "\'"
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 37
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r24t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 38
    :pswitch_purge
    check-cast p1, Lcom/example/r24t/Purge;
    const-string p1, "INVALID_ARGUMENT"
    const-string p2, "confirm in the app first"
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 39
    :pswitch_lookup
    check-cast p1, Lcom/example/r24t/Lookup;
    :try_start_2
    invoke-virtual {p1}, Lcom/example/r24t/Lookup;->tag()Ljava/lang/String;
    move-result-object p1
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_match
    # near miss CETP622: the tag is a bound argument
    .line 40
    const-string p3, "SELECT title FROM notes WHERE tag = ?"
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object p1, v0, v1
    invoke-virtual {p2, p3, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    .line 41
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"count\":"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I
    move-result p1
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r24t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 42
    :pswitch_save_guarded
    move-object v0, p1
    check-cast v0, Lcom/example/r24t/Save;
    :try_start_3
    invoke-virtual {v0}, Lcom/example/r24t/Save;->file()Ljava/lang/String;
    move-result-object v0
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_match
    sget-object v1, Lcom/example/r24t/OpsProvider;->NAME:Ljava/util/regex/Pattern;
    invoke-virtual {v1, v0}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/regex/Matcher;->matches()Z
    move-result v1
    if-nez v1, :cond_name_ok
    const/4 p3, 0x4
    goto :goto_restart
    # near miss CETP622: the guard matched the whole name before the file
    # is opened (a failed guard restarts past this case)
    .line 43
    :cond_name_ok
    invoke-virtual {p0}, Lcom/example/r24t/OpsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const/4 p2, 0x0
    invoke-virtual {p1, v0, p2}, Landroid/content/Context;->openFileOutput(Ljava/lang/String;I)Ljava/io/FileOutputStream;
    move-result-object p1
    .line 44
    invoke-virtual {p1}, Ljava/io/FileOutputStream;->close()V
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r24t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 46
    :pswitch_save
    check-cast p1, Lcom/example/r24t/Save;
    const-string p1, "INVALID_ARGUMENT"
    const-string p2, "bad file name"
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :catch_match
    move-exception p1
    new-instance p2, Ljava/lang/MatchException;
    invoke-virtual {p1}, Ljava/lang/Throwable;->toString()Ljava/lang/String;
    move-result-object p3
    invoke-direct {p2, p3, p1}, Ljava/lang/MatchException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw p2
    .line 31
    :catch_json
    move-exception p1
    const-string p1, "INVALID_ARGUMENT"
    const-string p2, "bad arguments"
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :pswitch_data
    .packed-switch 0x0
        :pswitch_purge_guarded
        :pswitch_purge
        :pswitch_lookup
        :pswitch_save_guarded
        :pswitch_save
    .end packed-switch
.end method

# a two-case pattern switch: D8 made the index switch an if-chain
.method private wipe(Ljava/lang/Object;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    .registers 6
    .line 50
    const/4 v0, 0x0
    :goto_restart
    invoke-static {p1, v0}, Lcom/example/r24t/OpsProvider$$ExternalSyntheticTypeSwitch1;->switchDispatch(Ljava/lang/Object;I)I
    move-result v1
    if-eqz v1, :case_guarded
    const/4 v2, 0x1
    if-eq v1, v2, :case_plain
    new-instance p1, Ljava/lang/MatchException;
    const/4 p2, 0x0
    invoke-direct {p1, p2, p2}, Ljava/lang/MatchException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw p1
    .line 51
    :case_guarded
    move-object v2, p1
    check-cast v2, Lcom/example/r24t/Wipe;
    invoke-virtual {v2}, Lcom/example/r24t/Wipe;->confirmed()Z
    move-result v2
    if-nez v2, :cond_wipe
    const/4 v0, 0x1
    goto :goto_restart
    # true positive CETP614: the args' "confirmed" is the guard
    .line 52
    :cond_wipe
    const-string p1, "notes"
    const/4 v0, 0x0
    invoke-virtual {p2, p1, v0, v0}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 53
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r24t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 54
    :case_plain
    const-string p1, "INVALID_ARGUMENT"
    const-string p2, "confirm in the app first"
    invoke-static {p1, p2}, Lcom/example/r24t/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
