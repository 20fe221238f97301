.class final Lcom/example/r34j2/Pipe;
.super Lcom/android/tools/r8/RecordTag;
.source "Pipe.java"


# instance fields
.field private final sink:Landroid/os/ParcelFileDescriptor;

.field private final source:Landroid/os/ParcelFileDescriptor;


# direct methods
.method constructor <init>(Landroid/os/ParcelFileDescriptor;Landroid/os/ParcelFileDescriptor;)V
    .locals 0

    .line 9
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/example/r34j2/Pipe;->source:Landroid/os/ParcelFileDescriptor;

    iput-object p2, p0, Lcom/example/r34j2/Pipe;->sink:Landroid/os/ParcelFileDescriptor;

    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .locals 4

    .line 9
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/example/r34j2/Pipe;->source:Landroid/os/ParcelFileDescriptor;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r34j2/Pipe;->sink:Landroid/os/ParcelFileDescriptor;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    return-object v0
.end method

.method static synthetic access$getFields(Lcom/example/r34j2/Pipe;)[Ljava/lang/Object;
    .locals 0

    invoke-direct {p0}, Lcom/example/r34j2/Pipe;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object p0

    return-object p0
.end method

.method static drain([BLandroid/os/ParcelFileDescriptor;)V
    .locals 2

    .line 16
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v0, p1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    .line 17
    :try_start_1
    invoke-virtual {v0, p0}, Ljava/io/OutputStream;->write([B)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 18
    :try_start_2
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_0

    goto :goto_1

    .line 16
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
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_0

    :catch_0
    move-exception p0

    .line 19
    const-string p1, "Pipe"

    const-string v0, "receipt pipe closed early"

    invoke-static {p1, v0, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 21
    :goto_1
    return-void
.end method

.method static open()Lcom/example/r34j2/Pipe;
    .locals 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 11
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 12
    new-instance v1, Lcom/example/r34j2/Pipe;

    const/4 v2, 0x1

    aget-object v2, v0, v2

    const/4 v3, 0x0

    aget-object v0, v0, v3

    invoke-direct {v1, v2, v0}, Lcom/example/r34j2/Pipe;-><init>(Landroid/os/ParcelFileDescriptor;Landroid/os/ParcelFileDescriptor;)V

    return-object v1
.end method


# virtual methods
.method public final equals(Ljava/lang/Object;)Z
    .locals 0

    .line 9
    invoke-static {p0, p1}, Lcom/example/r34j2/Pipe$$ExternalSyntheticRecord0;->m(Lcom/example/r34j2/Pipe;Ljava/lang/Object;)Z

    move-result p1

    return p1
.end method

.method public final hashCode()I
    .locals 1

    .line 9
    invoke-direct {p0}, Lcom/example/r34j2/Pipe;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public sink()Landroid/os/ParcelFileDescriptor;
    .locals 1

    .line 9
    iget-object v0, p0, Lcom/example/r34j2/Pipe;->sink:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public source()Landroid/os/ParcelFileDescriptor;
    .locals 1

    .line 9
    iget-object v0, p0, Lcom/example/r34j2/Pipe;->source:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .locals 3

    .line 9
    invoke-direct {p0}, Lcom/example/r34j2/Pipe;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/example/r34j2/Pipe;

    const-string v2, "source;sink"

    invoke-static {v0, v1, v2}, Lcom/example/r34j2/Pipe$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

