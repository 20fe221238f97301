.class public final Lcom/example/r18v/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nNotesProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 NotesProvider.kt\ncom/example/r18v/NotesProvider\n+ 2 Args.kt\ncom/example/r18v/ArgsKt\n*L\n1#1,60:1\n7#2:61\n*E\n*S KotlinDebug\n*F\n+ 1 NotesProvider.kt\ncom/example/r18v/NotesProvider\n*L\n47#1:61\n53#1:61\n*E\n"
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
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r18v/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r18v/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r18v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r18v/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r18v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r18v/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r18v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "start_sync"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r18v/NotesProvider;->startSync(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "start_backup"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r18v/NotesProvider;->startBackup(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "purge"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r18v/NotesProvider;->purge(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p2, "cleanup"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_4
    invoke-direct {p0, p3}, Lcom/example/r18v/NotesProvider;->cleanup(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :t_4
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r18v/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startSync(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 36
    sget-object p1, Lcom/example/r18v/OpId;->Companion:Lcom/example/r18v/OpId$Companion;
    invoke-virtual {p1}, Lcom/example/r18v/OpId$Companion;->random-2MhOIbU()Ljava/lang/String;
    move-result-object p1
    .line 37
    invoke-direct {p0, p1}, Lcom/example/r18v/NotesProvider;->opReply-BrCxcgY(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final startBackup(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    # near miss CETP613: the value class made from a UUID (SecureRandom)
    .line 40
    sget-object p1, Lcom/example/r18v/OpId;->Companion:Lcom/example/r18v/OpId$Companion;
    invoke-virtual {p1}, Lcom/example/r18v/OpId$Companion;->fromUuid-2MhOIbU()Ljava/lang/String;
    move-result-object p1
    .line 41
    invoke-direct {p0, p1}, Lcom/example/r18v/NotesProvider;->opReply-BrCxcgY(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final opReply-BrCxcgY(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 44
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "operation_id"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "toString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1}, Lcom/example/r18v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final purge(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 47
    const-string v0, "force"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    .line 61
    instance-of v0, p1, Ljava/lang/Boolean;
    if-eqz v0, :cond_a
    check-cast p1, Ljava/lang/Boolean;
    goto :goto_a
    :cond_a
    const/4 p1, 0x0
    .line 47
    :goto_a
    if-eqz p1, :cond_b
    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z
    move-result p1
    goto :goto_b
    :cond_b
    const/4 p1, 0x0
    :goto_b
    .line 48
    # true positive CETP614: "force" read through the inlined reified getter decides the delete
    if-eqz p1, :cond_0
    invoke-direct {p0}, Lcom/example/r18v/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "notes"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 49
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r18v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final cleanup(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 53
    const-string v0, "keep_backup"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    .line 61
    instance-of v0, p1, Ljava/lang/Boolean;
    if-eqz v0, :cond_a
    check-cast p1, Ljava/lang/Boolean;
    goto :goto_a
    :cond_a
    const/4 p1, 0x0
    .line 53
    :goto_a
    if-eqz p1, :cond_b
    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z
    move-result p1
    goto :goto_b
    :cond_b
    const/4 p1, 0x0
    :goto_b
    # near miss CETP614: keep_backup is an option (write a copy first), not a confirmation
    .line 54
    if-eqz p1, :cond_0
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r18v/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p1
    const-string v1, "trash.bak"
    invoke-direct {v0, p1, v1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const-string v1, "[]"
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 55
    :cond_0
    invoke-direct {p0}, Lcom/example/r18v/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "trash"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 56
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r18v/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 59
    invoke-virtual {p0}, Lcom/example/r18v/NotesProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "notes.db"
    invoke-virtual {v0, v1}, Landroid/content/Context;->getDatabasePath(Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "openOrCreateDatabase(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
