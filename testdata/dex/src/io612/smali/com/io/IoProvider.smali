.class public Lcom/io/IoProvider;
.super Landroid/content/ContentProvider;
.source "IoProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private static save(Ljava/io/File;)Landroid/os/Bundle;
    .registers 7
    .line 48
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, v6}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v3, v0
:L9
    .line 49
    const/4 v1, 0x1
    invoke-virtual {v3, v1}, Ljava/io/FileOutputStream;->write(I)V
:L14
    .line 50
    invoke-virtual {v3}, Ljava/io/FileOutputStream;->close()V
    goto :L37
:L21
    .line 48
    move-exception v4
:L22
    invoke-virtual {v3}, Ljava/io/FileOutputStream;->close()V
:L26
    goto :L35
:L29
    move-exception v5
    invoke-virtual {v4, v5}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L35
    throw v4
:L37
    .line 51
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 52
    const-string v1, "result"
    const-string v2, "{}"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    return-object v3
    .catch Ljava/lang/Throwable; {:L9 .. :L14} :L21
    .catch Ljava/lang/Throwable; {:L22 .. :L26} :L29
.end method

.method private static give(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    .registers 4
    .line 57
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v2, v0
    .line 58
    const-string v1, "result_fd"
    invoke-virtual {v2, v1, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 59
    return-object v2
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 16
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 21
    if-eqz v13, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 24
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 25
    const-string v1, "file_name"
    const-string v2, ""
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
:L50
    .line 27
    move-object v7, v9
    const/4 v6, -0x1
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_62
    goto :L165
:L104
    const-string v1, "cache_note"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L165
    const/4 v6, 0x0
    goto :L165
:L120
    const-string v1, "save_note"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L165
    const/4 v6, 0x1
    goto :L165
:L136
    const-string v1, "stream_out"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L165
    const/4 v6, 0x2
    goto :L165
:L152
    const-string v1, "stream_in"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L165
    const/4 v6, 0x3
:L165
    packed-switch v6, :sw_167
    goto :L264
:L196
    .line 29
    new-instance v0, Ljava/io/File;
    invoke-virtual {v10}, Lcom/io/IoProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v2
    invoke-static {v8}, Lcom/io/Names;->digest(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ".txt"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/io/IoProvider;->save(Ljava/io/File;)Landroid/os/Bundle;
    move-result-object v0
:L223
    return-object v0
:L224
    .line 31
    new-instance v0, Ljava/io/File;
    invoke-virtual {v10}, Lcom/io/IoProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v2
    invoke-direct {v0, v2, v8}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/io/IoProvider;->save(Ljava/io/File;)Landroid/os/Bundle;
    move-result-object v0
:L243
    return-object v0
:L244
    .line 33
    invoke-static {}, Lcom/io/Pipe;->open()Lcom/io/Pipe;
    move-result-object v0
    invoke-virtual {v0}, Lcom/io/Pipe;->source()Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-static {v0}, Lcom/io/IoProvider;->give(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
:L253
    return-object v0
:L254
    .line 35
    invoke-static {}, Lcom/io/Pipe;->open()Lcom/io/Pipe;
    move-result-object v0
    invoke-virtual {v0}, Lcom/io/Pipe;->sink()Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-static {v0}, Lcom/io/IoProvider;->give(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
:L263
    return-object v0
:L264
    .line 37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L271
    return-object v0
:L272
    .line 39
    move-exception v7
    .line 40
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 41
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v1, "error_message"
    const-string v2, "the file could not be written"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    return-object v6
:sw_62
    .sparse-switch
        -0x473191f1 -> :L136
        -0x12d00dbc -> :L152
        0x1b91a8f -> :L104
        0xaf70d74 -> :L120
    .end sparse-switch
:sw_167
    .packed-switch 0x0
        :L196
        :L224
        :L244
        :L254
    .end packed-switch
    .catch Ljava/io/IOException; {:L50 .. :L223} :L272
    .catch Ljava/io/IOException; {:L224 .. :L243} :L272
    .catch Ljava/io/IOException; {:L244 .. :L253} :L272
    .catch Ljava/io/IOException; {:L254 .. :L263} :L272
    .catch Ljava/io/IOException; {:L264 .. :L271} :L272
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 64
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 69
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 74
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 79
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 84
    const/4 v0, 0x0
    return v0
.end method

