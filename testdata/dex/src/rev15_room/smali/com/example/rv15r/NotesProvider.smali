.class public final Lcom/example/rv15r/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.kt"

.field private db:Lcom/example/rv15r/NotesDb;

.method public constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 4
    .line 21
    invoke-virtual {p0}, Lcom/example/rv15r/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-class v1, Lcom/example/rv15r/NotesDb;
    const-string v2, "notes"
    invoke-static {v0, v1, v2}, Landroidx/room/Room;->databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase$Builder;->build()Landroidx/room/RoomDatabase;
    move-result-object v0
    check-cast v0, Lcom/example/rv15r/NotesDb;
    iput-object v0, p0, Lcom/example/rv15r/NotesProvider;->db:Lcom/example/rv15r/NotesDb;
    const/4 v0, 0x1
    return v0
.end method

.method private final dao()Lcom/example/rv15r/NoteDao;
    .registers 2
    iget-object v0, p0, Lcom/example/rv15r/NotesProvider;->db:Lcom/example/rv15r/NotesDb;
    if-nez v0, :cond_0
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_0
    invoke-virtual {v0}, Lcom/example/rv15r/NotesDb;->noteDao()Lcom/example/rv15r/NoteDao;
    move-result-object v0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 25
    invoke-virtual {p0}, Lcom/example/rv15r/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/rv15r/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/rv15r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, Lcom/example/rv15r/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15r/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/rv15r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/rv15r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_5
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/rv15r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_5
    new-instance p1, Lorg/json/JSONObject;
    const-string v0, "args"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_a
    const-string v0, "{}"
    :cond_a
    invoke-direct {p1, v0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 31
    const-string v0, "tool_name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-eqz p3, :cond_9
    invoke-virtual {p3}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :cond_9
    :sswitch_0
    const-string v0, "count_notes"
    invoke-virtual {p3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-nez p3, :cond_6
    goto :cond_9
    .line 33
    :cond_6
    const-string p3, "tag"
    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p3, "getString(...)"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/rv15r/NotesProvider;->count(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :sswitch_1
    const-string v0, "export_notes"
    invoke-virtual {p3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-nez p3, :cond_7
    goto :cond_9
    .line 34
    :cond_7
    const-string p3, "file"
    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p3, "getString(...)"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/rv15r/NotesProvider;->export(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :sswitch_2
    const-string v0, "backup_notes"
    invoke-virtual {p3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-nez p3, :cond_8
    goto :cond_9
    .line 35
    :cond_8
    const-string p3, "file"
    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p3, "getString(...)"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/rv15r/NotesProvider;->backup(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :sswitch_3
    const-string v0, "search_notes"
    invoke-virtual {p3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-nez p3, :cond_b
    goto :cond_9
    .line 32
    :cond_b
    const-string p3, "tag"
    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p3, "getString(...)"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/rv15r/NotesProvider;->search(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 36
    :cond_9
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/rv15r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :goto_0
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x78fd446f -> :sswitch_0
        -0x1ef0d18a -> :sswitch_1
        0x14ac4e04 -> :sswitch_2
        0x1b50396a -> :sswitch_3
    .end sparse-switch
.end method

.method private final search(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 40
    invoke-direct {p0}, Lcom/example/rv15r/NotesProvider;->dao()Lcom/example/rv15r/NoteDao;
    move-result-object v0
    new-instance v1, Landroidx/sqlite/db/SimpleSQLiteQuery;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT * FROM note WHERE tag = '"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 p1, 0x27
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v1, p1}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;)V
    check-cast v1, Landroidx/sqlite/db/SupportSQLiteQuery;
    invoke-interface {v0, v1}, Lcom/example/rv15r/NoteDao;->search(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
    move-result-object p1
    .line 41
    new-instance v0, Lorg/json/JSONArray;
    check-cast p1, Ljava/util/Collection;
    invoke-direct {v0, p1}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v0}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "toString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1}, Lcom/example/rv15r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final count(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    # near miss CETP622: the tag is a bound argument
    .line 45
    invoke-direct {p0}, Lcom/example/rv15r/NotesProvider;->dao()Lcom/example/rv15r/NoteDao;
    move-result-object v0
    new-instance v1, Landroidx/sqlite/db/SimpleSQLiteQuery;
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    const/4 v3, 0x0
    aput-object p1, v2, v3
    const-string p1, "SELECT * FROM note WHERE tag = ?"
    invoke-direct {v1, p1, v2}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;[Ljava/lang/Object;)V
    check-cast v1, Landroidx/sqlite/db/SupportSQLiteQuery;
    invoke-interface {v0, v1}, Lcom/example/rv15r/NoteDao;->search(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
    move-result-object p1
    .line 46
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"count\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Ljava/util/List;->size()I
    move-result p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 p1, 0x7d
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final export(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 50
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/rv15r/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 51
    new-instance p1, Ljava/io/FileOutputStream;
    invoke-direct {p1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    .line 52
    const-string v0, "notes"
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v0
    invoke-virtual {p1, v0}, Ljava/io/FileOutputStream;->write([B)V
    invoke-virtual {p1}, Ljava/io/FileOutputStream;->close()V
    .line 53
    const-string p1, "{\"exported\":true}"
    invoke-static {p1}, Lcom/example/rv15r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final backup(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 56
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/rv15r/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "backups"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 57
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, v0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    # near miss CETP622: the canonical path must stay inside backups/
    .line 58
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object p1
    const-string v2, "getCanonicalPath(...)"
    invoke-static {p1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v0, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {p1, v0, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "INVALID_ARGUMENT"
    const-string v0, "bad file name"
    invoke-static {p1, v0}, Lcom/example/rv15r/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 59
    :cond_0
    new-instance p1, Ljava/io/FileOutputStream;
    invoke-direct {p1, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {p1}, Ljava/io/FileOutputStream;->close()V
    .line 60
    const-string p1, "{\"backed_up\":true}"
    invoke-static {p1}, Lcom/example/rv15r/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
