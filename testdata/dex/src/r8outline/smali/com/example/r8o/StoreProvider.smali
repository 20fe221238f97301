# See sketch/ToolProvider.java (StoreProvider.java).
.class public Lcom/example/r8o/StoreProvider;
.super Landroid/content/ContentProvider;
.source "StoreProvider.java"

.field private db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    # near miss CETP605: the caller's uid, read through the API outline of getCallingUidOrThrow, decides
    .line 9
    invoke-static {}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m()I
    move-result v0
    const/16 v1, 0x3e8
    if-eq v0, v1, :cond_system
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "system only"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_system
    .line 10
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :try_start_0
    .line 12
    new-instance v1, Lorg/json/JSONObject;
    const-string v2, "args"
    const-string v3, "{}"
    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v2, "query"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 15
    iget-object v2, p0, Lcom/example/r8o/StoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "SELECT * FROM notes WHERE title = '"
    const-string v4, "'"
    invoke-static {v3, v1, v4}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const/4 v5, 0x0
    invoke-virtual {v2, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    # near miss CETP622: the same outline, constant text only
    .line 17
    const-string v1, "inbox"
    invoke-static {v3, v1, v4}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v2, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    .line 20
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "export.csv"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 21
    const-string v2, "rw"
    invoke-static {v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/io/File;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    const-string v3, "result_fd"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # near miss CETP612: the same outline, mode "r"
    .line 23
    const-string v2, "r"
    invoke-static {v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/io/File;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # TP CETP622: Paths.get (API 26) through its API outline, given the argument "name"
    .line 25
    const-string v2, "name"
    new-instance v3, Lorg/json/JSONObject;
    const-string v4, "args"
    const-string v5, "{}"
    invoke-virtual {p3, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v3, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1}, Ljava/io/File;->getParent()Ljava/lang/String;
    move-result-object v3
    filled-new-array {v2}, [Ljava/lang/String;
    move-result-object v2
    invoke-static {v3, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v2
    invoke-static {v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/nio/file/Path;)Z
    # near miss CETP622: the same API outline, a constant name
    .line 26
    const-string v2, "cache.tmp"
    filled-new-array {v2}, [Ljava/lang/String;
    move-result-object v2
    invoke-static {v3, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v2
    invoke-static {v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/nio/file/Path;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception v1
    .line 27
    const-string v2, "unknown"
    invoke-static {v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "error_message"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss CETP607: the same backport, the request's own argument
    .line 29
    invoke-static {p2, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "error_detail"
    invoke-virtual {v0, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :goto_0
    .line 31
    return-object v0
.end method
