.class public final Lcom/example/r16k/TasksProvider;
.super Landroid/content/ContentProvider;
.source "TasksProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTasksProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 TasksProvider.kt\ncom/example/r16k/TasksProvider\n+ 2 Flags.kt\ncom/example/r16k/FlagsKt\n*L\n1#1,60:1\n6#2:61\n9#2,4:62\n*E\n*S KotlinDebug\n*F\n+ 1 TasksProvider.kt\ncom/example/r16k/TasksProvider\n*L\n36#1:61\n44#1:61\n45#1:62,4\n50#1:62,4\n*E\n"
.end annotation

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
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r16k/TasksProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r16k/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r16k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r16k/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r16k/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r16k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r16k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r16k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p2, "clear_done"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_a
    invoke-direct {p0, p3}, Lcom/example/r16k/TasksProvider;->clearDone(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_a
    .line 30
    :cond_a
    const-string p2, "archive"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_b
    invoke-direct {p0, p3}, Lcom/example/r16k/TasksProvider;->archive(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_a
    .line 31
    :cond_b
    const-string p2, "import_tasks"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_c
    invoke-direct {p0, p3}, Lcom/example/r16k/TasksProvider;->importTasks(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_a
    .line 32
    :cond_c
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static/range {v0 .. v4}, Lcom/example/r16k/FailKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    .line 28
    :goto_a
    return-object p1
.end method

.method private final clearDone(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    # true positive CETP614: "approved" read through the inlined Bundle.flag decides the delete
    .line 36
    const-string v0, "approved"
    const/4 v1, 0x0
    .local v1, "$i$f$flag":I
    .line 61
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z
    move-result p1
    .end local v1    # "$i$f$flag":I
    .line 36
    if-eqz p1, :cond_0
    .line 37
    sget-object p1, Lcom/example/r16k/Tasks;->INSTANCE:Lcom/example/r16k/Tasks;
    invoke-virtual {p0}, Lcom/example/r16k/TasksProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1, v0}, Lcom/example/r16k/Tasks;->deleteDone(Landroid/content/Context;)V
    .line 38
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r16k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 40
    :cond_0
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "approve in the app"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static/range {v0 .. v4}, Lcom/example/r16k/FailKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final archive(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    # near miss CETP614: include_open chooses the scope, it is no confirmation
    .line 44
    const-string v0, "include_open"
    const/4 v1, 0x0
    .local v1, "$i$f$flag":I
    .line 61
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z
    move-result p1
    .end local v1    # "$i$f$flag":I
    .line 44
    .local p1, "all":Z
    .line 45
    const-string v0, "tasks"
    const/4 v1, 0x0
    .local v1, "$i$f$timed":I
    .line 62
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J
    move-result-wide v2
    .line 63
    .local v2, "t0$iv":J
    :try_start_0
    const/4 v4, 0x0
    .local v4, "$i$a$-timed-TasksProvider$archive$n$1":I
    .line 45
    sget-object v5, Lcom/example/r16k/Tasks;->INSTANCE:Lcom/example/r16k/Tasks;
    invoke-virtual {p0}, Lcom/example/r16k/TasksProvider;->getContext()Landroid/content/Context;
    move-result-object v6
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v5, v6, p1}, Lcom/example/r16k/Tasks;->archive(Landroid/content/Context;Z)I
    move-result p1
    .end local v4    # "$i$a$-timed-TasksProvider$archive$n$1":I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 65
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "took "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J
    move-result-wide v5
    sub-long/2addr v5, v2
    invoke-virtual {v4, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v0, v2}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .end local v1    # "$i$f$timed":I
    .line 45
    .local p1, "n":I
    .line 46
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"archived\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 p1, 0x7d
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 65
    :catchall_0
    move-exception p1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "took "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J
    move-result-wide v5
    sub-long/2addr v5, v2
    invoke-virtual {v4, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v0, v2}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    throw p1
.end method

.method private final importTasks(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 49
    :try_start_0
    .line 50
    const-string v0, "tasks"
    const/4 v1, 0x0
    .local v1, "$i$f$timed":I
    .line 62
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J
    move-result-wide v2
    .line 63
    :try_start_1
    const/4 v4, 0x0
    .local v4, "$i$a$-timed-TasksProvider$importTasks$n$1":I
    .line 50
    sget-object v5, Lcom/example/r16k/Tasks;->INSTANCE:Lcom/example/r16k/Tasks;
    invoke-virtual {p0}, Lcom/example/r16k/TasksProvider;->getContext()Landroid/content/Context;
    move-result-object v6
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v7, "args"
    invoke-virtual {p1, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v5, v6, p1}, Lcom/example/r16k/Tasks;->importAll(Landroid/content/Context;Ljava/lang/String;)I
    move-result p1
    .end local v4    # "$i$a$-timed-TasksProvider$importTasks$n$1":I
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    .line 65
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "took "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J
    move-result-wide v5
    sub-long/2addr v5, v2
    invoke-virtual {v4, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v0, v2}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .end local v1    # "$i$f$timed":I
    .line 51
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"imported\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 p1, 0x7d
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 65
    :catchall_1
    move-exception p1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "took "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J
    move-result-wide v5
    sub-long/2addr v5, v2
    invoke-virtual {v4, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v0, v2}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    throw p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    # near miss CETP607: the IOException is logged, the reply carries the default text
    .line 54
    :catch_0
    move-exception p1
    .line 55
    const-string v0, "tasks"
    const-string v1, "import failed"
    check-cast p1, Ljava/lang/Throwable;
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 56
    const-string v0, "INTERNAL_ERROR"
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static/range {v0 .. v4}, Lcom/example/r16k/FailKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    # true positive CETP607: the JSONException text is the error_message (fail$default, retryable defaulted)
    .line 52
    :catch_1
    move-exception p1
    .line 53
    const-string v0, "INVALID_ARGUMENTS"
    invoke-virtual {p1}, Lorg/json/JSONException;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static/range {v0 .. v4}, Lcom/example/r16k/FailKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    .line 48
    :goto_0
    return-object p1
.end method
