.class public Lcom/example/r30j4/BackupProvider;
.super Landroid/content/ContentProvider;
.source "BackupProvider.java"

# Java sketch: sketch/BackupProvider.java (javac 17 + D8 --min-api 21).

.field private static final TAG:Ljava/lang/String; = "BackupProvider"

.field private archive:Lcom/example/r30j4/Archive;

.field private final writer:Ljava/util/concurrent/ExecutorService;

.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r30j4/BackupProvider;->writer:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 17
    new-instance v0, Lcom/example/r30j4/Archive;
    invoke-virtual {p0}, Lcom/example/r30j4/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r30j4/Archive;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/example/r30j4/BackupProvider;->archive:Lcom/example/r30j4/Archive;
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r30j4/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r30j4/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r30j4/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30j4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r30j4/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "export_db"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_29
    invoke-direct {p0}, Lcom/example/r30j4/BackupProvider;->exportDb()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_29
    const-string v0, "export_log"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_30
    invoke-direct {p0}, Lcom/example/r30j4/BackupProvider;->exportLog()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_30
    const-string v0, "restore_db"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_31
    invoke-direct {p0}, Lcom/example/r30j4/BackupProvider;->restoreDb()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_31
    const-string v0, "restore_prefs"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_32
    invoke-direct {p0}, Lcom/example/r30j4/BackupProvider;->restorePrefs()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_32
    const-string v0, "verify_backup"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_33
    invoke-direct {p0}, Lcom/example/r30j4/BackupProvider;->verify()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_33
    const-string v0, "share_backup"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_34
    invoke-virtual {p0}, Lcom/example/r30j4/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r30j4/Owners;->primary(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j4/BackupProvider;->share(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_34
    const-string v0, "share_latest"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_35
    invoke-virtual {p0}, Lcom/example/r30j4/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r30j4/Owners;->sole(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r30j4/BackupProvider;->share(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_35
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private exportDb()Landroid/os/Bundle;
    .registers 5
    .line 40
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 41
    iget-object v1, p0, Lcom/example/r30j4/BackupProvider;->writer:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, v0}, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r30j4/BackupProvider;[Landroid/os/ParcelFileDescriptor;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 42
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-static {v0}, Lcom/example/r30j4/BackupProvider;->fileResult(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    .line 43
    :catch_0
    move-exception v0
    .line 44
    const-string v1, "BackupProvider"
    const-string v2, "pipe failed"
    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 45
    const-string v0, "UNAVAILABLE"
    const-string v1, "export unavailable"
    invoke-static {v0, v1}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private exportLog()Landroid/os/Bundle;
    .registers 5
    .line 50
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 51
    iget-object v1, p0, Lcom/example/r30j4/BackupProvider;->writer:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v0}, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r30j4/BackupProvider;[Landroid/os/ParcelFileDescriptor;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 52
    const/4 v1, 0x1
    aget-object v0, v0, v1
    invoke-static {v0}, Lcom/example/r30j4/BackupProvider;->fileResult(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    .line 53
    :catch_0
    move-exception v0
    .line 54
    const-string v1, "BackupProvider"
    const-string v2, "pipe failed"
    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 55
    const-string v0, "UNAVAILABLE"
    const-string v1, "export unavailable"
    invoke-static {v0, v1}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private restoreDb()Landroid/os/Bundle;
    .registers 3
    .line 60
    :try_start_0
    iget-object v0, p0, Lcom/example/r30j4/BackupProvider;->archive:Lcom/example/r30j4/Archive;
    const-string v1, "db"
    invoke-virtual {v0, v1}, Lcom/example/r30j4/Archive;->restore(Ljava/lang/String;)V
    .line 61
    const-string v0, "{\"restored\":\"db\"}"
    invoke-static {v0}, Lcom/example/r30j4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    .line 62
    :catch_0
    move-exception v0
    .line 63
    invoke-static {v0}, Lcom/example/r30j4/Errors;->reason(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "INTERNAL_ERROR"
    invoke-static {v1, v0}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private restorePrefs()Landroid/os/Bundle;
    .registers 5
    .line 68
    :try_start_0
    iget-object v0, p0, Lcom/example/r30j4/BackupProvider;->archive:Lcom/example/r30j4/Archive;
    const-string v1, "prefs"
    invoke-virtual {v0, v1}, Lcom/example/r30j4/Archive;->restore(Ljava/lang/String;)V
    .line 69
    const-string v0, "{\"restored\":\"prefs\"}"
    invoke-static {v0}, Lcom/example/r30j4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    .line 70
    :catch_0
    move-exception v0
    .line 71
    invoke-static {v0}, Landroid/util/Log;->getStackTraceString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "restore failed: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "BackupProvider"
    invoke-static {v2, v1, v0}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 72
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "restore failed"
    invoke-static {v0, v1}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private verify()Landroid/os/Bundle;
    .registers 3
    .line 77
    :try_start_0
    iget-object v0, p0, Lcom/example/r30j4/BackupProvider;->archive:Lcom/example/r30j4/Archive;
    invoke-virtual {v0}, Lcom/example/r30j4/Archive;->verify()V
    .line 78
    const-string v0, "{\"ok\":true}"
    invoke-static {v0}, Lcom/example/r30j4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v0
    .line 79
    :catch_0
    move-exception v0
    .line 80
    sget-boolean v1, Lcom/example/r30j4/BuildConfig;->DEBUG:Z
    if-eqz v1, :cond_0
    invoke-static {v0}, Lcom/example/r30j4/Errors;->trace(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    goto :goto_0
    :cond_0
    const-string v0, "verification failed"
    :goto_0
    const-string v1, "INTERNAL_ERROR"
    invoke-static {v1, v0}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private share(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 84
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "ambiguous caller"
    invoke-static {p1, v0}, Lcom/example/r30j4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 85
    :cond_0
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"shared_with\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30j4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static fileResult(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    .registers 3
    .line 88
    const-string v0, "{\"kind\":\"file\",\"media_type\":\"application/json\"}"
    invoke-static {v0}, Lcom/example/r30j4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 89
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 90
    return-object v0
.end method

.method public synthetic lambda$exportDb$0$com-example-r30j4-BackupProvider([Landroid/os/ParcelFileDescriptor;)V
    .registers 4
    .line 41
    iget-object v0, p0, Lcom/example/r30j4/BackupProvider;->archive:Lcom/example/r30j4/Archive;
    const/4 v1, 0x1
    aget-object p1, p1, v1
    const-string v1, "db"
    invoke-virtual {v0, p1, v1}, Lcom/example/r30j4/Archive;->dump(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    return-void
.end method

.method public synthetic lambda$exportLog$1$com-example-r30j4-BackupProvider([Landroid/os/ParcelFileDescriptor;)V
    .registers 4
    .line 51
    iget-object v0, p0, Lcom/example/r30j4/BackupProvider;->archive:Lcom/example/r30j4/Archive;
    const/4 v1, 0x0
    aget-object p1, p1, v1
    const-string v1, "log"
    invoke-virtual {v0, p1, v1}, Lcom/example/r30j4/Archive;->dump(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    return-void
.end method
