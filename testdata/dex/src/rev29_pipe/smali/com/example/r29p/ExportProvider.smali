.class public Lcom/example/r29p/ExportProvider;
.super Landroid/content/ContentProvider;
.source "ExportProvider.java"

.field private static final RAW:[B

.field private final io:Ljava/util/concurrent/ExecutorService;

.method static constructor <clinit>()V
    .registers 1
    .line 8
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r29p/ExportProvider;->RAW:[B
    return-void
    :array_0
    .array-data 1
        0x43t
        0x45t
        0x54t
        0x50t
    .end array-data
.end method

.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 9
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r29p/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;
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
    invoke-virtual {p0}, Lcom/example/r29p/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r29p/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r29p/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r29p/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "export_log"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    const-string p1, "log"
    invoke-direct {p0, p1}, Lcom/example/r29p/ExportProvider;->exportFile(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_30
    .line 30
    const-string v0, "export_db"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    const-string p1, "db"
    invoke-direct {p0, p1}, Lcom/example/r29p/ExportProvider;->exportFile(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_31
    .line 31
    const-string v0, "stream_notes"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_32
    invoke-direct {p0}, Lcom/example/r29p/ExportProvider;->streamNotes()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_32
    .line 32
    const-string v0, "stream_raw"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_33
    invoke-direct {p0}, Lcom/example/r29p/ExportProvider;->streamRaw()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_33
    .line 33
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private exportFile(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 36
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r29p/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, ".bin"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 38
    :try_start_0
    invoke-static {p1}, Lcom/example/r29p/Modes;->forKind(Ljava/lang/String;)I
    move-result p1
    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 39
    invoke-static {p1}, Lcom/example/r29p/ExportProvider;->fileResult(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    :catch_0
    move-exception p1
    .line 41
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "export failed: "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/io/FileNotFoundException;->getLocalizedMessage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "INTERNAL"
    invoke-static {v0, p1}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private streamNotes()Landroid/os/Bundle;
    .registers 5
    .line 46
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 47
    const-string v1, "notes"
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    .line 48
    new-instance v2, Lcom/example/r29p/ExportProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v0, v1}, Lcom/example/r29p/ExportProvider$$ExternalSyntheticLambda0;-><init>([Landroid/os/ParcelFileDescriptor;[B)V
    iget-object v1, p0, Lcom/example/r29p/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;
    invoke-static {v2, v1}, Ljava/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    .line 49
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-static {v0}, Lcom/example/r29p/ExportProvider;->fileResult(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    :catch_0
    move-exception v0
    .line 51
    const-string v1, "export"
    const-string v2, "pipe failed"
    invoke-static {v1, v2, v0}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 52
    const-string v0, "INTERNAL"
    const-string v1, "export failed"
    invoke-static {v0, v1}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private streamRaw()Landroid/os/Bundle;
    .registers 4
    .line 57
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 58
    iget-object v1, p0, Lcom/example/r29p/ExportProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/example/r29p/ExportProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v0}, Lcom/example/r29p/ExportProvider$$ExternalSyntheticLambda1;-><init>([Landroid/os/ParcelFileDescriptor;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 59
    const/4 v1, 0x1
    aget-object v0, v0, v1
    invoke-static {v0}, Lcom/example/r29p/ExportProvider;->fileResult(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    :catch_0
    .line 61
    const-string v0, "INTERNAL"
    const-string v1, "export failed"
    invoke-static {v0, v1}, Lcom/example/r29p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private static fileResult(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    .registers 3
    .line 65
    const-string v0, "{\"kind\":\"file\"}"
    invoke-static {v0}, Lcom/example/r29p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 66
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 67
    return-object v0
.end method

.method static synthetic lambda$streamNotes$0([Landroid/os/ParcelFileDescriptor;[B)V
    .registers 3
    .line 48
    const/4 v0, 0x1
    aget-object p0, p0, v0
    invoke-static {p0, p1}, Lcom/example/r29p/Pump;->write(Landroid/os/ParcelFileDescriptor;[B)V
    return-void
.end method

.method static synthetic lambda$streamRaw$1([Landroid/os/ParcelFileDescriptor;)V
    .registers 3
    .line 58
    const/4 v0, 0x0
    aget-object p0, p0, v0
    sget-object v0, Lcom/example/r29p/ExportProvider;->RAW:[B
    invoke-static {p0, v0}, Lcom/example/r29p/Pump;->write(Landroid/os/ParcelFileDescriptor;[B)V
    return-void
.end method
