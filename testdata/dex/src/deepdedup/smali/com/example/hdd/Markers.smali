.class final Lcom/example/hdd/Markers;
.super Ljava/lang/Object;
.source "Markers.java"

# Java sketch: sketch/Markers.java (javac 17 + D8 --min-api 24).
# One marker file per executed request, named by the request id (upload_photo's durable record).

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    return-void
.end method

.method static exists(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 3
    .line 15
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p0
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->exists()Z
    move-result p0
    return p0
.end method

.method static write(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 19
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p0
    invoke-direct {v1, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    .line 21
    :try_start_0
    sget-object p0, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p2, p0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 23
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 25
    return-void
    :catchall_0
    move-exception p0
    .line 23
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 24
    throw p0
.end method
