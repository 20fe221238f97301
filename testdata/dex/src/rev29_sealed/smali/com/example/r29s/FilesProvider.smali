.class public Lcom/example/r29s/FilesProvider;
.super Landroid/content/ContentProvider;
.source "FilesProvider.java"

.field private static final PARTNER:Ljava/lang/String; = "com.partner.notes"

.method public constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r29s/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r29s/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r29s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r29s/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r29s/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r29s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    invoke-static {p1, p3}, Lcom/example/r29s/Op;->parse(Ljava/lang/String;Landroid/os/Bundle;)Lcom/example/r29s/Op;
    move-result-object p1
    .line 30
    if-nez p1, :cond_run
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_run
    invoke-direct {p0, p1}, Lcom/example/r29s/FilesProvider;->run(Lcom/example/r29s/Op;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private run(Lcom/example/r29s/Op;)Landroid/os/Bundle;
    .registers 11
    .line 34
    invoke-virtual {p0}, Lcom/example/r29s/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "files.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 35
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v1, 0x0
    :goto_restart
    invoke-static {p1, v1}, Lcom/example/r29s/FilesProvider$$ExternalSyntheticTypeSwitch0;->switchDispatch(Ljava/lang/Object;I)I
    move-result v2
    packed-switch v2, :pswitch_data
    new-instance p1, Ljava/lang/MatchException;
    const/4 v0, 0x0
    invoke-direct {p1, v0, v0}, Ljava/lang/MatchException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw p1

    .line 36
    :case_wipe_guarded
    move-object v2, p1
    check-cast v2, Lcom/example/r29s/Wipe;
    :try_start_0
    invoke-virtual {v2}, Lcom/example/r29s/Wipe;->folder()Ljava/lang/String;
    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_match
    :try_start_1
    invoke-virtual {v2}, Lcom/example/r29s/Wipe;->confirmed()Z
    move-result v2
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_match
    if-nez v2, :cond_wipe
    const/4 v1, 0x1
    goto :goto_restart
    .line 37
    :cond_wipe
    const/4 p1, 0x1
    new-array p1, p1, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object v3, p1, v1
    const-string v1, "files"
    const-string v2, "folder = ?"
    invoke-virtual {v0, v1, v2, p1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 38
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r29s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 40
    :case_wipe
    const-string p1, "INVALID_ARGUMENT"
    const-string v0, "wipe needs confirmation"
    invoke-static {p1, v0}, Lcom/example/r29s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 41
    :case_share_guarded
    move-object v2, p1
    check-cast v2, Lcom/example/r29s/Share;
    :try_start_2
    invoke-virtual {v2}, Lcom/example/r29s/Share;->target()Lcom/example/r29s/Target;
    move-result-object v3
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_match
    instance-of v4, v3, Lcom/example/r29s/Target;
    if-eqz v4, :cond_share_next
    :try_start_3
    invoke-virtual {v3}, Lcom/example/r29s/Target;->pkg()Ljava/lang/String;
    move-result-object v4
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_match
    :try_start_4
    invoke-virtual {v3}, Lcom/example/r29s/Target;->note()Ljava/lang/String;
    move-result-object v3
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_match
    :try_start_5
    invoke-virtual {v2}, Lcom/example/r29s/Share;->mode()Ljava/lang/String;
    move-result-object v2
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_match
    const-string v5, "com.partner.notes"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :cond_share_next
    invoke-direct {p0, v3, v2}, Lcom/example/r29s/FilesProvider;->share(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_share_next
    const/4 v1, 0x3
    goto :goto_restart

    .line 42
    :case_share
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r29s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 43
    :case_rename
    check-cast p1, Lcom/example/r29s/Rename;
    :try_start_6
    invoke-virtual {p1}, Lcom/example/r29s/Rename;->id()Ljava/lang/String;
    move-result-object v1
    :try_end_6
    .catch Ljava/lang/Throwable; {:try_start_6 .. :try_end_6} :catch_match
    :try_start_7
    invoke-virtual {p1}, Lcom/example/r29s/Rename;->title()Ljava/lang/String;
    move-result-object p1
    :try_end_7
    .catch Ljava/lang/Throwable; {:try_start_7 .. :try_end_7} :catch_match
    .line 44
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    .line 45
    const-string v3, "title"
    invoke-virtual {v2, v3, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    const/4 p1, 0x1
    new-array p1, p1, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object v1, p1, v3
    const-string v1, "files"
    const-string v3, "id = ?"
    invoke-virtual {v0, v1, v2, v3, p1}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 47
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r29s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 35
    :catch_match
    move-exception p1
    new-instance v0, Ljava/lang/MatchException;
    invoke-virtual {p1}, Ljava/lang/Throwable;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1, p1}, Ljava/lang/MatchException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v0

    :pswitch_data
    .packed-switch 0x0
        :case_wipe_guarded
        :case_wipe
        :case_share_guarded
        :case_share
        :case_rename
    .end packed-switch
.end method

.method private share(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 51
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"shared\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\",\"mode\":\""
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\"}"
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
