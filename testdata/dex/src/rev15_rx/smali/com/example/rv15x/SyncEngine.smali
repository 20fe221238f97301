.class final Lcom/example/rv15x/SyncEngine;
.super Ljava/lang/Object;
.source "SyncEngine.java"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static describe(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 13
    if-nez p0, :cond_0
    const-string p0, "{\"state\":\"idle\"}"
    return-object p0
    :cond_0
    const-string p0, "{\"state\":\"ready\"}"
    return-object p0
.end method

.method static run(I)Ljava/lang/Integer;
    .registers 3
    .line 9
    const-string v0, "sync"
    const-string v1, "sync run"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 10
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method

.method static lastRun()Lio/reactivex/rxjava3/core/Single;
    .registers 2
    .line 17
    const/4 v0, 0x0
    invoke-static {v0}, Lcom/example/rv15x/SyncEngine;->run(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    return-object v0
.end method

.method static writeLog(Landroid/os/ParcelFileDescriptor;)V
    .registers 4
    .line 21
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v0, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    .line 22
    const-string p0, "sync log"
    invoke-virtual {p0}, Ljava/lang/String;->getBytes()[B
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/io/OutputStream;->write([B)V
    .line 23
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    :catch_0
    return-void
.end method
