.class public final Lcom/example/r18s/TasksProvider;
.super Landroid/content/ContentProvider;
.source "TasksProvider.kt"

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
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r18s/TasksProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r18s/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r18s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r18s/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r18s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r18s/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r18s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r18s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    sget-object p1, Lcom/example/r18s/Cmd;->Companion:Lcom/example/r18s/Cmd$Companion;
    const-string p2, "tool_name"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_args
    const-string p3, "{}"
    :cond_args
    invoke-direct {v0, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, p2, v0}, Lcom/example/r18s/Cmd$Companion;->from(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r18s/Cmd;
    move-result-object p1
    if-nez p1, :cond_run
    .line 29
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r18s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_run
    invoke-direct {p0, p1}, Lcom/example/r18s/TasksProvider;->run(Lcom/example/r18s/Cmd;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final run(Lcom/example/r18s/Cmd;)Landroid/os/Bundle;
    .registers 9
    .line 33
    instance-of v0, p1, Lcom/example/r18s/Cmd$Purge;
    const-string v1, "{}"
    const/4 v2, 0x1
    const/4 v3, 0x0
    if-eqz v0, :cond_1
    .line 35
    # true positive CETP614: the Consumer's user_confirmed, carried in a data class, decides the delete
    move-object v0, p1
    check-cast v0, Lcom/example/r18s/Cmd$Purge;
    invoke-virtual {v0}, Lcom/example/r18s/Cmd$Purge;->getConfirmed()Z
    move-result v0
    if-eqz v0, :cond_0
    invoke-direct {p0}, Lcom/example/r18s/TasksProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-array v2, v2, [Ljava/lang/String;
    check-cast p1, Lcom/example/r18s/Cmd$Purge;
    invoke-virtual {p1}, Lcom/example/r18s/Cmd$Purge;->getFolder()Ljava/lang/String;
    move-result-object p1
    aput-object p1, v2, v3
    const-string p1, "tasks"
    const-string v3, "folder = ?"
    invoke-virtual {v0, p1, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 36
    :cond_0
    invoke-static {v1}, Lcom/example/r18s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 38
    :cond_1
    instance-of v0, p1, Lcom/example/r18s/Cmd$Mute;
    if-eqz v0, :cond_3
    .line 39
    invoke-direct {p0}, Lcom/example/r18s/TasksProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    const-string v5, "muted"
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-virtual {v4, v5, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, p1
    check-cast v5, Lcom/example/r18s/Cmd$Mute;
    invoke-virtual {v5}, Lcom/example/r18s/Cmd$Mute;->getFolder()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v2, v3
    const-string v3, "folders"
    const-string v5, "name = ?"
    invoke-virtual {v0, v3, v4, v5, v2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    # near miss CETP614: notify is an ordinary option (whether to announce the change), not a confirmation
    .line 40
    check-cast p1, Lcom/example/r18s/Cmd$Mute;
    invoke-virtual {p1}, Lcom/example/r18s/Cmd$Mute;->getNotify()Z
    move-result p1
    if-eqz p1, :cond_2
    invoke-virtual {p0}, Lcom/example/r18s/TasksProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.example.r18s.MUTED"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, v0}, Landroid/content/Context;->sendBroadcast(Landroid/content/Intent;)V
    .line 41
    :cond_2
    invoke-static {v1}, Lcom/example/r18s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 33
    :goto_0
    return-object p1
    :cond_3
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method

.method private final db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 45
    invoke-virtual {p0}, Lcom/example/r18s/TasksProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "tasks.db"
    invoke-virtual {v0, v1}, Landroid/content/Context;->getDatabasePath(Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "openOrCreateDatabase(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
