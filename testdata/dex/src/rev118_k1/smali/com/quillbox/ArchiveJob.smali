.class public final Lcom/quillbox/ArchiveJob;
.super Ljava/lang/Object;
.source "FileWorker.kt"

# interfaces
.implements Lcom/quillbox/FileJob;

# instance fields
.field private final dir:Ljava/io/File;
.field private final name:Ljava/lang/String;
.field private final notes:Ljava/util/List;
.field private final reply:Lkotlinx/coroutines/channels/SendChannel;


# direct methods
.method public constructor <init>(Ljava/io/File;Ljava/lang/String;Ljava/util/List;Lkotlinx/coroutines/channels/SendChannel;)V
    .registers 6
    const-string v0, "dir"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "notes"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "reply"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 45
    iput-object p1, p0, Lcom/quillbox/ArchiveJob;->dir:Ljava/io/File;
    .line 46
    iput-object p2, p0, Lcom/quillbox/ArchiveJob;->name:Ljava/lang/String;
    .line 47
    iput-object p3, p0, Lcom/quillbox/ArchiveJob;->notes:Ljava/util/List;
    .line 48
    iput-object p4, p0, Lcom/quillbox/ArchiveJob;->reply:Lkotlinx/coroutines/channels/SendChannel;
    .line 44
    return-void
.end method


# virtual methods
.method public failure(Ljava/io/IOException;)Lcom/quillbox/Outcome$Failed;
    .registers 5
    const-string v1, "e"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    move-object v2, p1
    check-cast v2, Ljava/lang/Throwable;
    const-string v0, "Quillbox"
    const-string v1, "archive failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 67
    new-instance v0, Lcom/quillbox/Outcome$Failed;
    const-string v2, "The archive could not be written"
    invoke-direct {v0, v2}, Lcom/quillbox/Outcome$Failed;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public getReply()Lkotlinx/coroutines/channels/SendChannel;
    .registers 2
    .line 48
    iget-object v0, p0, Lcom/quillbox/ArchiveJob;->reply:Lkotlinx/coroutines/channels/SendChannel;
    return-object v0
.end method

.method public perform()Lcom/quillbox/Outcome$Written;
    .registers 16
    .line 51
    iget-object v0, p0, Lcom/quillbox/ArchiveJob;->dir:Ljava/io/File;
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v7
    .line 52
    invoke-virtual {v7}, Ljava/io/File;->mkdirs()Z
    .line 53
    new-instance v0, Ljava/io/File;
    iget-object v3, p0, Lcom/quillbox/ArchiveJob;->name:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ".zip"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v7, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v8
    .line 54
    invoke-virtual {v8}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v0
    const-string v2, "getPath(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v7}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v1
    sget-object v2, Ljava/io/File;->separator:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    if-nez v0, :L79
    new-instance v0, Ljava/io/IOException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "archive name leaves "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
:L79
    .line 55
    new-instance v9, Ljava/util/zip/ZipOutputStream;
    new-instance v2, Ljava/io/FileOutputStream;
    invoke-direct {v2, v8}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v2, Ljava/io/OutputStream;
    invoke-direct {v9, v2}, Ljava/util/zip/ZipOutputStream;-><init>(Ljava/io/OutputStream;)V
    check-cast v9, Ljava/io/Closeable;
    const/4 v10, 0x0
:L104
    move-object v0, v9
    check-cast v0, Ljava/util/zip/ZipOutputStream;
    move-object v11, v0
    const/4 v12, 0x0
    .line 56
    iget-object v0, p0, Lcom/quillbox/ArchiveJob;->notes:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v13
:L125
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L211
    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v14
    check-cast v14, Lcom/quillbox/Note;
    .line 57
    new-instance v1, Ljava/util/zip/ZipEntry;
    invoke-virtual {v14}, Lcom/quillbox/Note;->getId()J
    move-result-wide v3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, ".md"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v3}, Ljava/util/zip/ZipEntry;-><init>(Ljava/lang/String;)V
    invoke-virtual {v11, v1}, Ljava/util/zip/ZipOutputStream;->putNextEntry(Ljava/util/zip/ZipEntry;)V
    .line 58
    invoke-virtual {v14}, Lcom/quillbox/Note;->getTitle()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v14}, Lcom/quillbox/Note;->getBody()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "# "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\n\n"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v11, v1}, Ljava/util/zip/ZipOutputStream;->write([B)V
    .line 59
    invoke-virtual {v11}, Ljava/util/zip/ZipOutputStream;->closeEntry()V
    goto :L125
:L211
    .line 61
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L217
    .line 55
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L246
:L226
    move-exception v12
    move-object v10, v12
    throw v12
:L235
    move-exception v12
:L237
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L246
    .line 62
    new-instance v0, Lcom/quillbox/Outcome$Written;
    invoke-virtual {v8}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v2
    const-string v4, "getName(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v3, p0, Lcom/quillbox/ArchiveJob;->notes:Ljava/util/List;
    invoke-interface {v3}, Ljava/util/List;->size()I
    move-result v3
    invoke-direct {v0, v2, v3}, Lcom/quillbox/Outcome$Written;-><init>(Ljava/lang/String;I)V
    return-object v0
    .catch Ljava/lang/Throwable; {:L104 .. :L217} :L226
    .catchall {:L104 .. :L217} :L235
    .catchall {:L226 .. :L235} :L235
.end method
