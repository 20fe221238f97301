.class public final Lcom/quaywire/cetp/FileOutcomes;
.super Lcom/quaywire/cetp/MemoryOutcomes;
.source "FileOutcomes.java"


# instance fields
.field private final dir:Ljava/io/File;


# direct methods
.method public constructor <init>(Ljava/io/File;Ljava/lang/String;)V
    .registers 3

    .line 16
    invoke-direct {p0, p2}, Lcom/quaywire/cetp/MemoryOutcomes;-><init>(Ljava/lang/String;)V

    .line 17
    iput-object p1, p0, Lcom/quaywire/cetp/FileOutcomes;->dir:Ljava/io/File;

    .line 18
    invoke-virtual {p1}, Ljava/io/File;->mkdirs()Z

    .line 19
    return-void
.end method


# virtual methods
.method public keep(Lcom/quaywire/cetp/Call;Ljava/lang/String;)V
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 40
    invoke-super {p0, p1, p2}, Lcom/quaywire/cetp/MemoryOutcomes;->keep(Lcom/quaywire/cetp/Call;Ljava/lang/String;)V

    .line 41
    new-instance v4, Ljava/io/File;

    iget-object v2, p0, Lcom/quaywire/cetp/FileOutcomes;->dir:Ljava/io/File;

    invoke-virtual {p0, p1}, Lcom/quaywire/cetp/FileOutcomes;->key(Lcom/quaywire/cetp/Call;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/quaywire/cetp/Ledger;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v4, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 42
    :try_start_0
    new-instance v0, Ljava/io/FileOutputStream;

    invoke-direct {v0, v4}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v5, v0

    .line 43
    :try_start_1
    invoke-super {p0, p1}, Lcom/quaywire/cetp/MemoryOutcomes;->lookup(Lcom/quaywire/cetp/Call;)Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v5, v1}, Ljava/io/FileOutputStream;->write([B)V

    .line 44
    invoke-virtual {v5}, Ljava/io/FileOutputStream;->getFD()Ljava/io/FileDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/FileDescriptor;->sync()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2

    .line 45
    :try_start_2
    invoke-virtual {v5}, Ljava/io/FileOutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_1

    :catch_0
    move-exception v6

    .line 42
    :try_start_3
    invoke-virtual {v5}, Ljava/io/FileOutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_0

    :catch_1
    move-exception v7

    :try_start_4
    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v6
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2

    .line 47
    :goto_1
    goto :goto_2

    :catch_2
    move-exception v5

    .line 46
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "outcome not written"

    invoke-direct {v0, v2, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 48
    :goto_2
    return-void
.end method

.method public lookup(Lcom/quaywire/cetp/Call;)Ljava/lang/String;
    .registers 10

    .line 23
    invoke-super {p0, p1}, Lcom/quaywire/cetp/MemoryOutcomes;->lookup(Lcom/quaywire/cetp/Call;)Ljava/lang/String;

    move-result-object v3

    .line 24
    if-eqz v3, :cond_0

    .line 25
    return-object v3

    .line 27
    :cond_0
    new-instance v4, Ljava/io/File;

    iget-object v1, p0, Lcom/quaywire/cetp/FileOutcomes;->dir:Ljava/io/File;

    invoke-virtual {p0, p1}, Lcom/quaywire/cetp/FileOutcomes;->key(Lcom/quaywire/cetp/Call;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/quaywire/cetp/Ledger;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v4, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 28
    invoke-virtual {v4}, Ljava/io/File;->exists()Z

    move-result v0

    if-nez v0, :cond_1

    .line 29
    const/4 v0, 0x0

    return-object v0

    .line 31
    :cond_1
    :try_start_0
    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, v4}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v5, v0

    .line 32
    :try_start_1
    invoke-static {v5}, Lcom/quaywire/data/DiskCache;->readAll(Ljava/io/InputStream;)Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2

    move-result-object v6

    .line 33
    :try_start_2
    invoke-virtual {v5}, Ljava/io/FileInputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2

    .line 32
    return-object v6

    :catch_0
    move-exception v6

    .line 31
    :try_start_3
    invoke-virtual {v5}, Ljava/io/FileInputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_0

    :catch_1
    move-exception v7

    :try_start_4
    invoke-virtual {v6, v7}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v6
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2

    :catch_2
    move-exception v5

    .line 34
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "outcome unreadable"

    invoke-direct {v0, v1, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method
