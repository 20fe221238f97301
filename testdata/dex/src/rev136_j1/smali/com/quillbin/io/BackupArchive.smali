.class public final Lcom/quillbin/io/BackupArchive;
.super Ljava/lang/Object;
.source "BackupArchive.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillbin/io/BackupArchive$Contents;
    }
.end annotation


# static fields
.field static final ATTACHMENTS:Ljava/lang/String; = "attachments.json"

.field static final FILES:Ljava/lang/String; = "files/"

.field private static final MAX_JSON_BYTES:J = 0x2000000L

.field static final NOTEBOOKS:Ljava/lang/String; = "notebooks.json"

.field static final NOTES:Ljava/lang/String; = "notes.json"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    return-void
.end method

.method private static putText(Ljava/util/zip/ZipOutputStream;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 106
    new-instance v0, Ljava/util/zip/ZipEntry;

    invoke-direct {v0, p1}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V

    invoke-virtual {p0, v0}, Ljava/util/zip/ZipOutputStream;->putNextEntry(Ljava/util/zip/ZipEntry;)V

    .line 107
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p2, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-virtual {p0, v0}, Ljava/util/zip/ZipOutputStream;->write([B)V

    .line 108
    invoke-virtual {p0}, Ljava/util/zip/ZipOutputStream;->closeEntry()V

    .line 109
    return-void
.end method

.method public static read(Ljava/io/InputStream;Ljava/io/File;)Lcom/quillbin/io/BackupArchive$Contents;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 71
    new-instance v5, Lcom/quillbin/io/BackupArchive$Contents;

    invoke-direct {v5}, Lcom/quillbin/io/BackupArchive$Contents;-><init>()V

    .line 72
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v6

    .line 73
    new-instance v7, Ljava/util/zip/ZipInputStream;

    new-instance v2, Ljava/io/BufferedInputStream;

    invoke-direct {v2, p0}, Ljava/io/BufferedInputStream;-><init>(Ljava/io/InputStream;)V

    invoke-direct {v7, v2}, Ljava/util/zip/ZipInputStream;-><init>(Ljava/io/InputStream;)V

    .line 74
    :try_start_0
    invoke-virtual {v7}, Ljava/util/zip/ZipInputStream;->getNextEntry()Ljava/util/zip/ZipEntry;

    move-result-object v8

    :goto_0
    if-eqz v8, :cond_6

    .line 75
    invoke-virtual {v8}, Ljava/util/zip/ZipEntry;->getName()Ljava/lang/String;

    move-result-object v9

    .line 76
    invoke-virtual {v8}, Ljava/util/zip/ZipEntry;->isDirectory()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 77
    goto/16 :goto_3

    .line 79
    :cond_0
    const-string v1, "files/"

    invoke-virtual {v9, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 80
    new-instance v0, Ljava/io/File;

    const-string v4, "files/"

    invoke-virtual {v4}, Ljava/lang/String;->length()I

    move-result v4

    invoke-virtual {v9, v4}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v6, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v10

    .line 81
    invoke-virtual {v10}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v1

    invoke-virtual {v6, v1}, Ljava/io/File;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 82
    new-instance v0, Ljava/util/zip/ZipException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "entry escapes the attachment folder: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 84
    :cond_1
    new-instance v0, Ljava/io/FileOutputStream;

    invoke-direct {v0, v10}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_2

    move-object v11, v0

    .line 85
    :try_start_1
    invoke-static {v7, v11}, Lcom/quillbin/io/Streams;->copy(Ljava/io/InputStream;Ljava/io/OutputStream;)J
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    .line 86
    :try_start_2
    invoke-virtual {v11}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v12

    .line 84
    :try_start_3
    invoke-virtual {v11}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_1

    :catch_1
    move-exception v13

    :try_start_4
    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v12

    .line 87
    :goto_2
    iget v1, v5, Lcom/quillbin/io/BackupArchive$Contents;->files:I

    add-int/lit8 v1, v1, 0x1

    iput v1, v5, Lcom/quillbin/io/BackupArchive$Contents;->files:I

    .line 88
    goto :goto_3

    :cond_2
    const-string v0, "notebooks.json"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 89
    new-instance v1, Lorg/json/JSONArray;

    invoke-static {v7}, Lcom/quillbin/io/BackupArchive;->readText(Ljava/util/zip/ZipInputStream;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    iput-object v1, v5, Lcom/quillbin/io/BackupArchive$Contents;->notebooks:Lorg/json/JSONArray;

    goto :goto_3

    .line 90
    :cond_3
    const-string v0, "notes.json"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 91
    new-instance v1, Lorg/json/JSONArray;

    invoke-static {v7}, Lcom/quillbin/io/BackupArchive;->readText(Ljava/util/zip/ZipInputStream;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    iput-object v1, v5, Lcom/quillbin/io/BackupArchive$Contents;->notes:Lorg/json/JSONArray;

    goto :goto_3

    .line 92
    :cond_4
    const-string v0, "attachments.json"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 93
    new-instance v1, Lorg/json/JSONArray;

    invoke-static {v7}, Lcom/quillbin/io/BackupArchive;->readText(Ljava/util/zip/ZipInputStream;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    iput-object v1, v5, Lcom/quillbin/io/BackupArchive$Contents;->attachments:Lorg/json/JSONArray;

    goto :goto_3

    .line 95
    :cond_5
    new-instance v0, Ljava/util/zip/ZipException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unexpected entry "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 74
    :goto_3
    invoke-virtual {v7}, Ljava/util/zip/ZipInputStream;->getNextEntry()Ljava/util/zip/ZipEntry;
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    move-result-object v8

    goto/16 :goto_0

    .line 98
    :cond_6
    invoke-virtual {v7}, Ljava/util/zip/ZipInputStream;->close()V

    goto :goto_5

    :catch_2
    move-exception v8

    .line 73
    :try_start_5
    invoke-virtual {v7}, Ljava/util/zip/ZipInputStream;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_3

    goto :goto_4

    :catch_3
    move-exception v9

    invoke-virtual {v8, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_4
    throw v8

    .line 99
    :goto_5
    iget-object v0, v5, Lcom/quillbin/io/BackupArchive$Contents;->notebooks:Lorg/json/JSONArray;

    if-eqz v0, :cond_7

    iget-object v0, v5, Lcom/quillbin/io/BackupArchive$Contents;->notes:Lorg/json/JSONArray;

    if-eqz v0, :cond_7

    iget-object v0, v5, Lcom/quillbin/io/BackupArchive$Contents;->attachments:Lorg/json/JSONArray;

    if-nez v0, :cond_8

    .line 100
    :cond_7
    new-instance v0, Ljava/util/zip/ZipException;

    const-string v2, "not a Quillbin backup"

    invoke-direct {v0, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 102
    :cond_8
    return-object v5
.end method

.method private static readText(Ljava/util/zip/ZipInputStream;)Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 113
    new-instance v4, Ljava/io/ByteArrayOutputStream;

    invoke-direct {v4}, Ljava/io/ByteArrayOutputStream;-><init>()V

    .line 114
    const/16 v0, 0x2000

    new-array v5, v0, [B

    .line 115
    invoke-virtual {p0, v5}, Ljava/util/zip/ZipInputStream;->read([B)I

    move-result v6

    :goto_0
    const/4 v1, -0x1

    if-eq v6, v1, :cond_1

    .line 116
    invoke-virtual {v4}, Ljava/io/ByteArrayOutputStream;->size()I

    move-result v0

    add-int/2addr v0, v6

    int-to-long v0, v0

    const-wide/32 v2, 0x2000000

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    .line 117
    new-instance v0, Ljava/util/zip/ZipException;

    const-string v2, "table entry too large"

    invoke-direct {v0, v2}, Ljava/util/zip/ZipException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 119
    :cond_0
    const/4 v2, 0x0

    invoke-virtual {v4, v5, v2, v6}, Ljava/io/ByteArrayOutputStream;->write([BII)V

    .line 115
    invoke-virtual {p0, v5}, Ljava/util/zip/ZipInputStream;->read([B)I

    move-result v6

    goto :goto_0

    .line 121
    :cond_1
    new-instance v0, Ljava/lang/String;

    invoke-virtual {v4}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B

    move-result-object v2

    sget-object v3, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v0, v2, v3}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    return-object v0
.end method

.method public static write(Lcom/quillbin/data/NotesDao;Ljava/io/File;Ljava/io/OutputStream;)I
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 45
    new-instance v6, Ljava/util/zip/ZipOutputStream;

    new-instance v2, Ljava/io/BufferedOutputStream;

    invoke-direct {v2, p2}, Ljava/io/BufferedOutputStream;-><init>(Ljava/io/OutputStream;)V

    invoke-direct {v6, v2}, Ljava/util/zip/ZipOutputStream;-><init>(Ljava/io/OutputStream;)V

    .line 46
    :try_start_0
    invoke-virtual {p0}, Lcom/quillbin/data/NotesDao;->notebooks()Lorg/json/JSONArray;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "notebooks.json"

    invoke-static {v6, v1, v2}, Lcom/quillbin/io/BackupArchive;->putText(Ljava/util/zip/ZipOutputStream;Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v7, v0

    .line 48
    invoke-virtual {p0}, Lcom/quillbin/data/NotesDao;->everyNote()Lcom/quillbin/data/NoteCursor;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v8

    .line 49
    :goto_0
    :try_start_1
    invoke-virtual {v8}, Lcom/quillbin/data/NoteCursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 50
    invoke-virtual {v8}, Lcom/quillbin/data/NoteCursor;->full()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    goto :goto_0

    .line 52
    :cond_0
    if-eqz v8, :cond_2

    :try_start_2
    invoke-virtual {v8}, Lcom/quillbin/data/NoteCursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v9

    .line 48
    if-eqz v8, :cond_1

    :try_start_3
    invoke-virtual {v8}, Lcom/quillbin/data/NoteCursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_1

    :catch_1
    move-exception v10

    :try_start_4
    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v9

    .line 53
    :cond_2
    :goto_2
    invoke-virtual {v7}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "notes.json"

    invoke-static {v6, v1, v2}, Lcom/quillbin/io/BackupArchive;->putText(Ljava/util/zip/ZipOutputStream;Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v8, v0

    .line 55
    invoke-virtual {p0}, Lcom/quillbin/data/NotesDao;->everyAttachment()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_3
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillbin/data/NotesDao$Attachment;

    move-object v10, v0

    .line 56
    invoke-virtual {v10}, Lcom/quillbin/data/NotesDao$Attachment;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 57
    new-instance v1, Ljava/util/zip/ZipEntry;

    iget-object v3, v10, Lcom/quillbin/data/NotesDao$Attachment;->file:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "files/"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    invoke-direct {v1, v3}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V

    invoke-virtual {v6, v1}, Ljava/util/zip/ZipOutputStream;->putNextEntry(Ljava/util/zip/ZipEntry;)V

    .line 58
    new-instance v0, Ljava/io/File;

    iget-object v3, v10, Lcom/quillbin/data/NotesDao$Attachment;->file:Ljava/lang/String;

    invoke-direct {v0, p1, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-static {v0, v6}, Lcom/quillbin/io/Streams;->send(Ljava/io/File;Ljava/io/OutputStream;)J

    .line 59
    invoke-virtual {v6}, Ljava/util/zip/ZipOutputStream;->closeEntry()V

    .line 60
    goto :goto_3

    .line 61
    :cond_3
    invoke-virtual {v8}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "attachments.json"

    invoke-static {v6, v1, v2}, Lcom/quillbin/io/BackupArchive;->putText(Ljava/util/zip/ZipOutputStream;Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    move-result v9

    .line 63
    invoke-virtual {v6}, Ljava/util/zip/ZipOutputStream;->close()V

    .line 62
    return v9

    :catch_2
    move-exception v7

    .line 45
    :try_start_5
    invoke-virtual {v6}, Ljava/util/zip/ZipOutputStream;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_3

    goto :goto_4

    :catch_3
    move-exception v8

    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_4
    throw v7
.end method
