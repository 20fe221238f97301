.class public Lcom/example/r18f/FilesProvider;
.super Landroid/content/ContentProvider;
.source "FilesProvider.java"

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
    invoke-virtual {p0}, Lcom/example/r18f/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r18f/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r18f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r18f/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r18f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r18f/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r18f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r18f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "stream_log"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r18f/FilesProvider;->streamLog(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "upload_slot"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r18f/FilesProvider;->uploadSlot(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r18f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private streamLog(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 37
    :try_start_0
    const-string p1, "boot ok\n"
    invoke-static {p1}, Lcom/example/r18f/Pipes;->feed(Ljava/lang/String;)[Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 38
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r18f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    # near miss CETP612: the read end; Pipes.feed writes the other end on its thread
    .line 39
    const-string v1, "result_fd"
    const/4 p0, 0x0
    aget-object p1, p1, p0
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 40
    return-object v0
    :catch_0
    .line 41
    const-string p1, "UNAVAILABLE"
    const-string v0, "pipe failed"
    invoke-static {p1, v0}, Lcom/example/r18f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private uploadSlot(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 45
    :try_start_0
    invoke-static {}, Lcom/example/r18f/Pipes;->open()[Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 46
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r18f/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 47
    # true positive CETP612: the write end of a pipe made by a helper goes out as result_fd
    const-string v1, "result_fd"
    const/4 p0, 0x1
    aget-object p1, p1, p0
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 48
    return-object v0
    :catch_0
    .line 49
    const-string p1, "UNAVAILABLE"
    const-string v0, "pipe failed"
    invoke-static {p1, v0}, Lcom/example/r18f/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
    .line 54
    # true positive CETP605: an overridden openFile that never looks at the caller
    new-instance p2, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r18f/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "shared/"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p2, v0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 55
    const/high16 p1, 0x10000000
    invoke-static {p2, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    return-object p1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    # near miss CETP605: query checks the calling UID's signing certificate first
    .line 60
    invoke-virtual {p0}, Lcom/example/r18f/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-static {p1, p2}, Lcom/example/r18f/Callers;->trusted(Landroid/content/Context;I)Z
    move-result p1
    if-eqz p1, :cond_0
    .line 61
    new-instance p1, Landroid/database/MatrixCursor;
    const-string p2, "name"
    filled-new-array {p2}, [Ljava/lang/String;
    move-result-object p2
    invoke-direct {p1, p2}, Landroid/database/MatrixCursor;-><init>([Ljava/lang/String;)V
    .line 62
    const/4 p2, 0x1
    new-array p2, p2, [Ljava/lang/Object;
    const/4 p3, 0x0
    const-string p4, "app.log"
    aput-object p4, p2, p3
    invoke-virtual {p1, p2}, Landroid/database/MatrixCursor;->addRow([Ljava/lang/Object;)V
    .line 63
    return-object p1
    .line 60
    :cond_0
    new-instance p1, Ljava/lang/SecurityException;
    const-string p2, "caller not allowed"
    invoke-direct {p1, p2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
