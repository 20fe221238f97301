.class public final Lcom/quillbox/ExportJob;
.super Ljava/lang/Object;
.source "FileWorker.kt"

# interfaces
.implements Lcom/quillbox/FileJob;

# instance fields
.field private final dir:Ljava/io/File;
.field private final fileName:Ljava/lang/String;
.field private final notes:Ljava/util/List;
.field private final reply:Lkotlinx/coroutines/channels/SendChannel;


# direct methods
.method public constructor <init>(Ljava/io/File;Ljava/lang/String;Ljava/util/List;Lkotlinx/coroutines/channels/SendChannel;)V
    .registers 6
    const-string v0, "dir"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "fileName"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "notes"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "reply"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 28
    iput-object p1, p0, Lcom/quillbox/ExportJob;->dir:Ljava/io/File;
    .line 29
    iput-object p2, p0, Lcom/quillbox/ExportJob;->fileName:Ljava/lang/String;
    .line 30
    iput-object p3, p0, Lcom/quillbox/ExportJob;->notes:Ljava/util/List;
    .line 31
    iput-object p4, p0, Lcom/quillbox/ExportJob;->reply:Lkotlinx/coroutines/channels/SendChannel;
    .line 27
    return-void
.end method

.method public static final perform$lambda$0(Lcom/quillbox/Note;)Ljava/lang/CharSequence;
    .registers 5
    const-string v1, "it"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-virtual {p0}, Lcom/quillbox/Note;->getTitle()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0}, Lcom/quillbox/Note;->getBody()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "# "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\n\n"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method


# virtual methods
.method public failure(Ljava/io/IOException;)Lcom/quillbox/Outcome$Failed;
    .registers 5
    const-string v1, "e"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    new-instance v0, Lcom/quillbox/Outcome$Failed;
    invoke-virtual {p1}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L21
    const-string v2, "export failed"
:L21
    invoke-direct {v0, v2}, Lcom/quillbox/Outcome$Failed;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public getReply()Lkotlinx/coroutines/channels/SendChannel;
    .registers 2
    .line 31
    iget-object v0, p0, Lcom/quillbox/ExportJob;->reply:Lkotlinx/coroutines/channels/SendChannel;
    return-object v0
.end method

.method public perform()Lcom/quillbox/Outcome$Written;
    .registers 16
    .line 34
    iget-object v0, p0, Lcom/quillbox/ExportJob;->dir:Ljava/io/File;
    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z
    .line 35
    new-instance v9, Ljava/io/File;
    iget-object v2, p0, Lcom/quillbox/ExportJob;->dir:Ljava/io/File;
    iget-object v3, p0, Lcom/quillbox/ExportJob;->fileName:Ljava/lang/String;
    invoke-direct {v9, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 36
    iget-object v0, p0, Lcom/quillbox/ExportJob;->notes:Ljava/util/List;
    check-cast v0, Ljava/lang/Iterable;
    const-string v1, "\n\n"
    check-cast v1, Ljava/lang/CharSequence;
    sget-object v6, Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillbox/ExportJob$$ExternalSyntheticLambda0;
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/16 v7, 0x1e
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v10
    .line 37
    new-instance v11, Ljava/io/FileOutputStream;
    invoke-direct {v11, v9}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v11, Ljava/io/Closeable;
    const/4 v12, 0x0
:L67
    move-object v0, v11
    check-cast v0, Ljava/io/FileOutputStream;
    move-object v13, v0
    .line 91
    const/4 v14, 0x0
    .line 37
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v1, v2
    invoke-virtual {v10, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v13, v1}, Ljava/io/FileOutputStream;->write([B)V
    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L102
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L131
:L111
    move-exception v14
    move-object v12, v14
    throw v14
:L120
    move-exception v14
:L122
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v14
:L131
    .line 38
    new-instance v0, Lcom/quillbox/Outcome$Written;
    invoke-virtual {v9}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v2
    const-string v4, "getName(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v10}, Ljava/lang/String;->length()I
    move-result v3
    invoke-direct {v0, v2, v3}, Lcom/quillbox/Outcome$Written;-><init>(Ljava/lang/String;I)V
    return-object v0
    .catch Ljava/lang/Throwable; {:L67 .. :L102} :L111
    .catchall {:L67 .. :L102} :L120
    .catchall {:L111 .. :L120} :L120
.end method
