.class public final Lcom/example/r16p/ExportProvider;
.super Landroid/content/ContentProvider;
.source "ExportProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nExportProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ExportProvider.kt\ncom/example/r16p/ExportProvider\n+ 2 Closeable.kt\nkotlin/io/CloseableKt\n*L\n1#1,58:1\n52#2,4:59\n*E\n*S KotlinDebug\n*F\n+ 1 ExportProvider.kt\ncom/example/r16p/ExportProvider\n*L\n43#1:59,4\n51#1:59,4\n*E\n"
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
    invoke-virtual {p0}, Lcom/example/r16p/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r16p/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r16p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r16p/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r16p/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r16p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r16p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r16p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p2, "open_log"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_a
    invoke-direct {p0}, Lcom/example/r16p/ExportProvider;->openLog()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_a
    .line 30
    :cond_a
    const-string p2, "export_csv"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_b
    invoke-direct {p0}, Lcom/example/r16p/ExportProvider;->exportCsv()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_a
    .line 31
    :cond_b
    const-string p2, "peek_log"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_c
    invoke-direct {p0}, Lcom/example/r16p/ExportProvider;->peekLog()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_a
    .line 32
    :cond_c
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r16p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 28
    :goto_a
    return-object p1
.end method

.method private final openLog()Landroid/os/Bundle;
    .registers 6
    .line 36
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r16p/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "app.log"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    # true positive CETP612: parseMode("rw") is MODE_READ_WRITE, and the descriptor goes out as result_fd
    .line 37
    const-string v1, "rw"
    invoke-static {v1}, Landroid/os/ParcelFileDescriptor;->parseMode(Ljava/lang/String;)I
    move-result v1
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 38
    const-string v1, "{}"
    invoke-static {v1}, Lcom/example/r16p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    move-object v2, v1
    const/4 v3, 0x0
    .local v3, "$i$a$-apply-ExportProvider$openLog$1":I
    const-string v4, "result_fd"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {v2, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .end local v3    # "$i$a$-apply-ExportProvider$openLog$1":I
    return-object v1
.end method

.method private final exportCsv()Landroid/os/Bundle;
    .registers 9
    .line 42
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    # near miss CETP612: the provider writes the pipe's write end (use {} closes it), the read end goes out
    .line 43
    new-instance v1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    const/4 v2, 0x1
    aget-object v2, v0, v2
    invoke-direct {v1, v2}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast v1, Ljava/io/Closeable;
    const/4 v2, 0x0
    .line 59
    :try_start_0
    move-object v3, v1
    check-cast v3, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    .local v3, "out":Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    const/4 v4, 0x0
    .local v4, "$i$a$-use-ExportProvider$exportCsv$1":I
    .line 44
    sget-object v5, Lcom/example/r16p/Csv;->INSTANCE:Lcom/example/r16p/Csv;
    invoke-virtual {v5}, Lcom/example/r16p/Csv;->render()Ljava/lang/String;
    move-result-object v5
    sget-object v6, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v5, v6}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v5
    const-string v6, "getBytes(...)"
    invoke-static {v5, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v3, v5}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    .line 45
    nop
    .end local v3    # "out":Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    .end local v4    # "$i$a$-use-ExportProvider$exportCsv$1":I
    sget-object v3, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 59
    invoke-static {v1, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 46
    const-string v1, "{}"
    invoke-static {v1}, Lcom/example/r16p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    move-object v2, v1
    const/4 v3, 0x0
    .local v3, "$i$a$-apply-ExportProvider$exportCsv$2":I
    const-string v4, "result_fd"
    const/4 v5, 0x0
    aget-object v0, v0, v5
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {v2, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .end local v3    # "$i$a$-apply-ExportProvider$exportCsv$2":I
    return-object v1
    .line 59
    :catchall_0
    move-exception v0
    .line 60
    :try_start_1
    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    .line 61
    :catchall_1
    move-exception v2
    invoke-static {v1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v2
.end method

.method private final peekLog()Landroid/os/Bundle;
    .registers 11
    .line 50
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r16p/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "app.log"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 51
    const/high16 v1, 0x10000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    const-string v2, "open(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v1, Ljava/io/Closeable;
    const/4 v2, 0x0
    .line 59
    :try_start_0
    move-object v3, v1
    check-cast v3, Landroid/os/ParcelFileDescriptor;
    .local v3, "pfd":Landroid/os/ParcelFileDescriptor;
    const/4 v4, 0x0
    .local v4, "$i$a$-use-ExportProvider$peekLog$size$1":I
    .line 52
    invoke-virtual {v3}, Landroid/os/ParcelFileDescriptor;->getStatSize()J
    move-result-wide v5
    .end local v3    # "pfd":Landroid/os/ParcelFileDescriptor;
    .end local v4    # "$i$a$-use-ExportProvider$peekLog$size$1":I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 59
    invoke-static {v1, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    # near miss CETP612: parseMode("r") is MODE_READ_ONLY
    .line 54
    const-string v1, "r"
    invoke-static {v1}, Landroid/os/ParcelFileDescriptor;->parseMode(Ljava/lang/String;)I
    move-result v1
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 55
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"size\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const/16 v2, 0x7d
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/r16p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    move-object v2, v1
    const/4 v3, 0x0
    .local v3, "$i$a$-apply-ExportProvider$peekLog$1":I
    const-string v4, "result_fd"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {v2, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .end local v3    # "$i$a$-apply-ExportProvider$peekLog$1":I
    return-object v1
    .line 59
    :catchall_0
    move-exception v0
    .line 60
    :try_start_1
    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    .line 61
    :catchall_1
    move-exception v2
    invoke-static {v1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v2
.end method
