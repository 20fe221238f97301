.class public final Lcom/quirewell/vault/ShredFilePlugin;
.super Ljava/lang/Object;
.source "ShredFilePlugin.java"

# interfaces
.implements Lcom/quirewell/cetp/ToolPlugin;


# static fields
.field private static final TAG:Ljava/lang/String; = "ShredFilePlugin"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    return-void
.end method

.method private static overwrite(Ljava/io/File;)V
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 69
    const/16 v0, 0x2000

    new-array v6, v0, [B

    .line 70
    new-instance v7, Ljava/io/RandomAccessFile;

    const-string v2, "rw"

    invoke-direct {v7, p0, v2}, Ljava/io/RandomAccessFile;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 71
    :try_start_0
    invoke-virtual {v7}, Ljava/io/RandomAccessFile;->length()J

    move-result-wide v8

    :goto_0
    const-wide/16 v1, 0x0

    cmp-long v0, v8, v1

    if-lez v0, :cond_0

    .line 72
    array-length v4, v6

    int-to-long v4, v4

    invoke-static {v8, v9, v4, v5}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v2

    long-to-int v2, v2

    const/4 v1, 0x0

    invoke-virtual {v7, v6, v1, v2}, Ljava/io/RandomAccessFile;->write([BII)V

    .line 71
    array-length v1, v6

    int-to-long v1, v1

    sub-long/2addr v8, v1

    goto :goto_0

    .line 74
    :cond_0
    invoke-virtual {v7}, Ljava/io/RandomAccessFile;->getFD()Ljava/io/FileDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/FileDescriptor;->sync()V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 75
    invoke-virtual {v7}, Ljava/io/RandomAccessFile;->close()V

    goto :goto_2

    :catch_0
    move-exception v8

    .line 70
    :try_start_1
    invoke-virtual {v7}, Ljava/io/RandomAccessFile;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v9

    invoke-virtual {v8, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v8

    .line 76
    :goto_2
    return-void
.end method


# virtual methods
.method public execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/io/IOException;
        }
    .end annotation

    .line 39
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "file_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    .line 40
    move-object/from16 v0, p1

    invoke-interface {v0}, Lcom/quirewell/cetp/ToolHost;->database()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 41
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    invoke-static {v8, v9}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    move-object v11, v0

    .line 44
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "blob"

    aput-object v5, v2, v4

    move-object v0, v10

    const-string v1, "files"

    const-string v3, "_id = ? AND deleted = 0"

    move-object v4, v11

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v14

    .line 46
    :try_start_0
    invoke-interface {v14}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 47
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such file"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v15

    .line 51
    if-eqz v14, :cond_0

    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    .line 47
    :cond_0
    return-object v15

    .line 49
    :cond_1
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v14, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v12

    .line 50
    const/4 v1, 0x1

    invoke-interface {v14, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v13

    .line 51
    if-eqz v14, :cond_3

    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    goto :goto_1

    :catch_0
    move-exception v15

    .line 44
    if-eqz v14, :cond_2

    :try_start_2
    invoke-interface {v14}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v16

    move-object/from16 v1, v16

    invoke-virtual {v15, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v15

    .line 52
    :cond_3
    :goto_1
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 53
    const-string v0, "ShredFilePlugin"

    const-string v1, "ignoring a consumer-side confirmed flag: the user confirms on Quirewell Key"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 55
    :cond_4
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->approved()Z

    move-result v0

    if-nez v0, :cond_5

    .line 56
    move-object/from16 v0, p1

    invoke-interface {v0}, Lcom/quirewell/cetp/ToolHost;->confirmations()Lcom/quirewell/cetp/Confirmations;

    move-result-object v0

    sget-object v2, Lcom/quirewell/cetp/Screen;->SHRED_FILE:Lcom/quirewell/cetp/Screen;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Shred \""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\" for good"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v1, p2

    const/high16 v4, 0x44000000    # 512.0f

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quirewell/cetp/Confirmations;->ask(Lcom/quirewell/cetp/Invocation;Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_5
    new-instance v14, Ljava/io/File;

    new-instance v2, Ljava/io/File;

    move-object/from16 v4, p1

    invoke-interface {v4}, Lcom/quirewell/cetp/ToolHost;->context()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "vault"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v14, v2, v13}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 60
    invoke-static {v14}, Lcom/quirewell/vault/ShredFilePlugin;->overwrite(Ljava/io/File;)V

    .line 61
    invoke-virtual {v14}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_6

    .line 62
    new-instance v0, Ljava/io/IOException;

    invoke-virtual {v14}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "could not delete "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 64
    :cond_6
    const-string v1, "files"

    const-string v2, "_id = ?"

    invoke-virtual {v10, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 65
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "file_id"

    invoke-virtual {v1, v2, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "shredded"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lcom/quirewell/cetp/Replies;->success(Lcom/quirewell/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public providerKey()Ljava/lang/String;
    .registers 2

    .line 29
    const-string v0, "vault"

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 34
    const-string v0, "shred_file"

    return-object v0
.end method
