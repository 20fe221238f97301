.class final Lcom/example/hdd/ExportJobs;
.super Ljava/lang/Object;
.source "ExportJobs.java"

# Java sketch: sketch/ExportJobs.java (javac 17 + D8 --min-api 24).
# start_export (near miss): a cancellation registry keyed by request_id; put's result is ignored.

.field private static final running:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Thread;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 1
    .line 14
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/hdd/ExportJobs;->running:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 17
    return-void
.end method

.method static cancel(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    .line 27
    sget-object v0, Lcom/example/hdd/ExportJobs;->running:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Thread;
    .line 28
    if-eqz v0, :cond_0
    .line 29
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V
    .line 31
    :cond_0
    const-string v0, "{\"state\":\"cancellation_requested\"}"
    invoke-static {p0, v0}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method private static export(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 36
    :try_start_0
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object p0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "export."
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-direct {v0, p0, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/hdd/ExportJobs;->writeCsv(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 40
    sget-object p0, Lcom/example/hdd/ExportJobs;->running:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    goto :goto_0
    :catch_0
    sget-object p0, Lcom/example/hdd/ExportJobs;->running:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    goto :goto_0
    :catchall_0
    move-exception p0
    sget-object p2, Lcom/example/hdd/ExportJobs;->running:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p2, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 41
    throw p0
    .line 42
    :goto_0
    return-void
.end method

.method static synthetic lambda$start$0(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 20
    invoke-static {p0, p1, p2}, Lcom/example/hdd/ExportJobs;->export(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static start(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 20
    new-instance v0, Ljava/lang/Thread;
    new-instance v1, Lcom/example/hdd/ExportJobs$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0, p1, p2}, Lcom/example/hdd/ExportJobs$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    const-string p0, "export"
    invoke-direct {v0, v1, p0}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    .line 21
    sget-object p0, Lcom/example/hdd/ExportJobs;->running:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p0, p1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 22
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    .line 23
    const-string p0, "{\"started\":true}"
    invoke-static {p1, p0}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method private static writeCsv(Ljava/io/File;)V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 45
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, p0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    .line 47
    :try_start_0
    const-string p0, "id,body\n"
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 49
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 51
    return-void
    :catchall_0
    move-exception p0
    .line 49
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 50
    throw p0
.end method
