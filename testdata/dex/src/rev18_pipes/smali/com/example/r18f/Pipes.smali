.class final Lcom/example/r18f/Pipes;
.super Ljava/lang/Object;
.source "Pipes.java"

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static feed(Ljava/lang/String;)[Landroid/os/ParcelFileDescriptor;
    .registers 4
    .line 11
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 12
    new-instance v1, Ljava/lang/Thread;
    new-instance v2, Lcom/example/r18f/Pipes$$ExternalSyntheticLambda0;
    invoke-direct {v2, v0, p0}, Lcom/example/r18f/Pipes$$ExternalSyntheticLambda0;-><init>([Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    .line 13
    return-object v0
.end method

.method static synthetic lambda$feed$0([Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    .registers 3
    .line 12
    const/4 v0, 0x1
    aget-object p0, p0, v0
    invoke-static {p0, p1}, Lcom/example/r18f/Pipes;->write(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    return-void
.end method

.method static open()[Landroid/os/ParcelFileDescriptor;
    .registers 1
    .line 16
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method

.method private static write(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    .registers 5
    .line 19
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v0, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2
    .line 20
    :try_start_1
    sget-object p0, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, p0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/io/OutputStream;->write([B)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    .line 21
    :try_start_2
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    goto :goto_1
    .line 19
    :catchall_0
    move-exception p0
    :try_start_3
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1
    goto :goto_0
    :catchall_1
    move-exception p1
    :try_start_4
    invoke-virtual {p0, p1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :goto_0
    throw p0
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2
    :catch_2
    move-exception p0
    .line 22
    const-string p1, "Pipes"
    const-string v0, "write failed"
    invoke-static {p1, v0, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 24
    :goto_1
    return-void
.end method
