.class public Lcom/gridnote/meter/MeterProvider;
.super Lcom/gridnote/tools/ToolBase;
.source "MeterProvider.java"


# instance fields
.field private db:Lcom/gridnote/data/GridDb;

.field private io:Ljava/util/concurrent/ExecutorService;

.field private tools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/gridnote/tools/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 24
    invoke-direct {p0}, Lcom/gridnote/tools/ToolBase;-><init>()V

    return-void
.end method

.method private correctReading(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6

    .line 59
    invoke-static {p1}, Lcom/gridnote/meter/MeterProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p1

    .line 60
    const-string v0, "reading_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 61
    const-string v0, "kwh"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v3

    .line 62
    iget v5, p0, Lcom/gridnote/meter/MeterProvider;->callerUid:I

    .line 63
    new-instance v0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;

    move-object v1, p0

    invoke-direct/range {v0 .. v5}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda7;-><init>(Lcom/gridnote/meter/MeterProvider;Ljava/lang/String;JI)V

    invoke-static {v0}, Lj$/util/function/Supplier$Wrapper;->convert(Lj$/util/function/Supplier;)Ljava/util/function/Supplier;

    move-result-object p1

    iget-object v0, p0, Lcom/gridnote/meter/MeterProvider;->io:Ljava/util/concurrent/ExecutorService;

    .line 64
    invoke-static {p1, v0}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    new-instance v0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda8;

    invoke-direct {v0, p0}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda8;-><init>(Lcom/gridnote/meter/MeterProvider;)V

    invoke-static {v0}, Lj$/util/function/Function$Wrapper;->convert(Lj$/util/function/Function;)Ljava/util/function/Function;

    move-result-object v0

    .line 66
    invoke-virtual {p1, v0}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    .line 67
    invoke-virtual {p1}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Landroid/os/Bundle;

    .line 63
    return-object p1
.end method

.method private exportReadings(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3

    .line 89
    iget-object p1, p0, Lcom/gridnote/meter/MeterProvider;->db:Lcom/gridnote/data/GridDb;

    iget v0, p0, Lcom/gridnote/meter/MeterProvider;->callerUid:I

    invoke-virtual {p1, v0}, Lcom/gridnote/data/GridDb;->csv(I)Ljava/lang/String;

    move-result-object p1

    .line 91
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 92
    new-instance v1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    const/4 v2, 0x1

    aget-object v2, v0, v2

    invoke-direct {v1, v2}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_io

    .line 94
    :try_start_1
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v2

    invoke-virtual {v1, v2}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 95
    :try_start_2
    invoke-virtual {v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->close()V

    .line 96
    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result p1

    int-to-long v1, p1

    invoke-virtual {p0, v0, v1, v2}, Lcom/gridnote/meter/MeterProvider;->file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;

    move-result-object p1
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_io

    return-object p1

    .line 92
    :catchall_0
    move-exception p1

    :try_start_3
    invoke-virtual {v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :goto_rethrow

    :catchall_1
    move-exception v0

    :try_start_4
    invoke-virtual {p1, v0}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_rethrow
    throw p1
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_io

    .line 97
    :catch_io
    move-exception p1

    .line 98
    const-string v0, "INTERNAL_ERROR"

    invoke-virtual {p1}, Ljava/io/IOException;->getMessage()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lj$/util/Optional;->ofNullable(Ljava/lang/Object;)Lj$/util/Optional;

    move-result-object p1

    new-instance v1, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda9;-><init>()V

    .line 99
    invoke-virtual {p1, v1}, Lj$/util/Optional;->map(Lj$/util/function/Function;)Lj$/util/Optional;

    move-result-object p1

    .line 100
    const-string v1, "export failed"

    invoke-virtual {p1, v1}, Lj$/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/String;

    .line 98
    invoke-static {v0, p1}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public static synthetic lambda$exportReadings$9(Ljava/lang/String;)Ljava/lang/String;
    .locals 2

    .line 99
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "export failed: "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    return-object p0
.end method

.method private meterPhoto(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4

    .line 71
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/gridnote/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "photo_"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {p1}, Lcom/gridnote/meter/MeterProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p1

    const-string v3, "meter_no"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result p1

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string p1, ".jpg"

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 73
    :try_start_0
    invoke-static {}, Lcom/gridnote/util/FileModes;->share()I

    move-result p1

    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p1

    invoke-virtual {v0}, Ljava/io/File;->length()J

    move-result-wide v0

    invoke-virtual {p0, p1, v0, v1}, Lcom/gridnote/meter/MeterProvider;->file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 74
    :catch_0
    move-exception p1

    .line 75
    const-string p1, "NOT_FOUND"

    const-string v0, "no photo for this meter"

    invoke-static {p1, v0}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private usageChart(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4

    .line 80
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/gridnote/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "usage_"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {p1}, Lcom/gridnote/meter/MeterProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p1

    const-string v3, "year"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result p1

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string p1, ".png"

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 82
    :try_start_0
    invoke-static {}, Lcom/gridnote/util/FileModes;->view()I

    move-result p1

    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p1

    invoke-virtual {v0}, Ljava/io/File;->length()J

    move-result-wide v0

    invoke-virtual {p0, p1, v0, v1}, Lcom/gridnote/meter/MeterProvider;->file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 83
    :catch_0
    move-exception p1

    .line 84
    const-string p1, "NOT_FOUND"

    const-string v0, "no chart for that year"

    invoke-static {p1, v0}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private submitReading(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5

    .line 48
    invoke-static {p1}, Lcom/gridnote/meter/MeterProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p1

    .line 49
    const-string v0, "meter_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 50
    const-string v1, "kwh"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v1

    .line 51
    new-instance p1, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda5;

    invoke-direct {p1, p0, v0, v1, v2}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda5;-><init>(Lcom/gridnote/meter/MeterProvider;Ljava/lang/String;J)V

    invoke-static {p1}, Lj$/util/function/Supplier$Wrapper;->convert(Lj$/util/function/Supplier;)Ljava/util/function/Supplier;

    move-result-object p1

    iget-object v0, p0, Lcom/gridnote/meter/MeterProvider;->io:Ljava/util/concurrent/ExecutorService;

    .line 52
    invoke-static {p1, v0}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    new-instance v0, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda6;

    invoke-direct {v0, p0}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda6;-><init>(Lcom/gridnote/meter/MeterProvider;)V

    invoke-static {v0}, Lj$/util/function/Function$Wrapper;->convert(Lj$/util/function/Function;)Ljava/util/function/Function;

    move-result-object v0

    .line 54
    invoke-virtual {p1, v0}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    .line 55
    invoke-virtual {p1}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Landroid/os/Bundle;

    .line 51
    return-object p1
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-gridnote-meter-MeterProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 34
    invoke-direct {p0, p1}, Lcom/gridnote/meter/MeterProvider;->submitReading(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$1$com-gridnote-meter-MeterProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 35
    invoke-direct {p0, p1}, Lcom/gridnote/meter/MeterProvider;->correctReading(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$2$com-gridnote-meter-MeterProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 36
    invoke-direct {p0, p1}, Lcom/gridnote/meter/MeterProvider;->meterPhoto(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$3$com-gridnote-meter-MeterProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 37
    invoke-direct {p0, p1}, Lcom/gridnote/meter/MeterProvider;->usageChart(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$4$com-gridnote-meter-MeterProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 38
    invoke-direct {p0, p1}, Lcom/gridnote/meter/MeterProvider;->exportReadings(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$correctReading$8$com-gridnote-meter-MeterProvider(Ljava/lang/Integer;)Landroid/os/Bundle;
    .locals 2

    .line 66
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"corrected\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/gridnote/meter/MeterProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$submitReading$6$com-gridnote-meter-MeterProvider(Ljava/lang/Integer;)Landroid/os/Bundle;
    .locals 2

    .line 54
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"stored\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/gridnote/meter/MeterProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$correctReading$7$com-gridnote-meter-MeterProvider(Ljava/lang/String;JI)Ljava/lang/Integer;
    .locals 1

    .line 64
    iget-object v0, p0, Lcom/gridnote/meter/MeterProvider;->db:Lcom/gridnote/data/GridDb;

    invoke-virtual {v0, p1, p2, p3, p4}, Lcom/gridnote/data/GridDb;->correct(Ljava/lang/String;JI)I

    move-result p1

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$submitReading$5$com-gridnote-meter-MeterProvider(Ljava/lang/String;J)Ljava/lang/Integer;
    .locals 2

    .line 52
    iget-object v0, p0, Lcom/gridnote/meter/MeterProvider;->db:Lcom/gridnote/data/GridDb;

    .line 53
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 52
    invoke-virtual {v0, p1, p2, p3, v1}, Lcom/gridnote/data/GridDb;->record(Ljava/lang/String;JI)I

    move-result p1

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    return-object p1
.end method

.method public onCreate()Z
    .locals 5

    .line 31
    new-instance v0, Lcom/gridnote/data/GridDb;

    invoke-virtual {p0}, Lcom/gridnote/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/gridnote/data/GridDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/gridnote/meter/MeterProvider;->db:Lcom/gridnote/data/GridDb;

    .line 32
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/gridnote/meter/MeterProvider;->io:Ljava/util/concurrent/ExecutorService;

    .line 33
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/gridnote/tools/ToolSpec;

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda0;-><init>(Lcom/gridnote/meter/MeterProvider;)V

    const-string v3, "submit_reading"

    const-string v4, "write"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda1;-><init>(Lcom/gridnote/meter/MeterProvider;)V

    const-string v3, "correct_reading"

    const-string v4, "write"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda2;-><init>(Lcom/gridnote/meter/MeterProvider;)V

    const-string v3, "meter_photo"

    const-string v4, "read"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x2

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda3;-><init>(Lcom/gridnote/meter/MeterProvider;)V

    const-string v3, "usage_chart"

    const-string v4, "read"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x3

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0}, Lcom/gridnote/meter/MeterProvider$$ExternalSyntheticLambda4;-><init>(Lcom/gridnote/meter/MeterProvider;)V

    const-string v3, "export_readings"

    const-string v4, "read"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x4

    aput-object v1, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/gridnote/meter/MeterProvider;->tools:Ljava/util/List;

    .line 39
    const/4 v0, 0x1

    return v0
.end method

.method protected tools()Ljava/util/List;
    .locals 1
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/gridnote/tools/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 44
    iget-object v0, p0, Lcom/gridnote/meter/MeterProvider;->tools:Ljava/util/List;

    return-object v0
.end method
