.class public final Lapp/quillmark/notes/data/AttachmentStoreKt;
.super Ljava/lang/Object;
.source "AttachmentStore.kt"


# direct methods
.method public static final synthetic access$fill(Ljava/io/File;Ljava/io/InputStream;)J
    .registers 4

    .line 1
    invoke-static {p0, p1}, Lapp/quillmark/notes/data/AttachmentStoreKt;->fill(Ljava/io/File;Ljava/io/InputStream;)J

    move-result-wide v0

    return-wide v0
.end method

.method public static final synthetic access$getAttachment(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Attachment;
    .registers 2

    .line 1
    invoke-static {p0}, Lapp/quillmark/notes/data/AttachmentStoreKt;->getAttachment(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Attachment;

    move-result-object v0

    return-object v0
.end method

.method private static final fill(Ljava/io/File;Ljava/io/InputStream;)J
    .registers 12

    new-instance v5, Ljava/io/FileOutputStream;

    .line 19
    invoke-direct {v5, p0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    check-cast v5, Ljava/io/Closeable;

    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Ljava/io/FileOutputStream;

    move-object v7, v0

    .line 85
    const/4 v9, 0x0

    .line 19
    move-object v1, v7

    check-cast v1, Ljava/io/OutputStream;

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {p1, v1, v2, v3, v4}, Lkotlin/io/ByteStreamsKt;->copyTo$default(Ljava/io/InputStream;Ljava/io/OutputStream;IILjava/lang/Object;)J

    move-result-wide v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-wide v0, v7

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v9

    move-object v6, v9

    throw v9
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v9

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v9

    :goto_0
    return-wide v0
.end method

.method private static final getAttachment(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Attachment;
    .registers 14

    .line 16
    new-instance v0, Lapp/quillmark/notes/data/Attachment;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v4

    const/4 v7, 0x2

    invoke-interface {p0, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v8, 0x3

    invoke-interface {p0, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    if-nez v7, :cond_0

    const-string v7, "application/octet-stream"

    :cond_0
    const/4 v9, 0x4

    invoke-interface {p0, v9}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v8

    .line 17
    const/4 v11, 0x5

    invoke-interface {p0, v11}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v10

    const-string v12, "getString(...)"

    invoke-static {v10, v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    move-wide v1, v2

    move-wide v3, v4

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    move-object v9, v10

    invoke-direct/range {v0 .. v9}, Lapp/quillmark/notes/data/Attachment;-><init>(JJLjava/lang/String;Ljava/lang/String;JLjava/lang/String;)V

    .line 17
    return-object v0
.end method
