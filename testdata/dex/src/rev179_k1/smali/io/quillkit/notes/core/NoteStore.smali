.class public final Lio/quillkit/notes/core/NoteStore;
.super Ljava/lang/Object;
.source "NoteStore.kt"


# instance fields
.field private final storage:Lio/quillkit/notes/core/PlatformStorage;


# direct methods
.method public constructor <init>(Lio/quillkit/notes/core/PlatformStorage;)V
    .registers 3

    const-string v0, "storage"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/core/NoteStore;->storage:Lio/quillkit/notes/core/PlatformStorage;

    return-void
.end method


# virtual methods
.method public final all()Lkotlin/sequences/Sequence;
    .registers 3

    .line 21
    new-instance v0, Lio/quillkit/notes/core/NoteStore$all$1;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lio/quillkit/notes/core/NoteStore$all$1;-><init>(Lio/quillkit/notes/core/NoteStore;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->sequence(Lkotlin/jvm/functions/Function2;)Lkotlin/sequences/Sequence;

    move-result-object v0

    .line 25
    return-object v0
.end method

.method public final bookDirs()Ljava/util/List;
    .registers 16

    .line 11
    invoke-virtual {p0}, Lio/quillkit/notes/core/NoteStore;->getBooks()Ljava/nio/file/Path;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v0, v1}, Ljava/nio/file/Files;->isDirectory(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0

    .line 12
    :cond_0
    invoke-virtual {p0}, Lio/quillkit/notes/core/NoteStore;->getBooks()Ljava/nio/file/Path;

    move-result-object v0

    invoke-static {v0}, Ljava/nio/file/Files;->newDirectoryStream(Ljava/nio/file/Path;)Ljava/nio/file/DirectoryStream;

    move-result-object v2

    check-cast v2, Ljava/io/Closeable;

    const/4 v3, 0x0

    :try_start_0
    move-object v0, v2

    check-cast v0, Ljava/nio/file/DirectoryStream;

    move-object v4, v0

    .line 92
    const/4 v5, 0x0

    .line 12
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v4

    check-cast v0, Ljava/lang/Iterable;

    move-object v6, v0

    const/4 v7, 0x0

    .line 93
    move-object v8, v6

    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 94
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_1
    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Ljava/nio/file/Path;

    move-object v13, v0

    const/4 v14, 0x0

    .line 12
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v13, v1}, Ljava/nio/file/Files;->isDirectory(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    .line 94
    if-eqz v0, :cond_1

    invoke-interface {v9, v12}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 95
    :cond_2
    move-object v0, v9

    check-cast v0, Ljava/util/List;

    .line 12
    move-object v4, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v4

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v5

    move-object v3, v5

    throw v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v5

    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v5

    :goto_1
    return-object v0
.end method

.method public final delete(Lio/quillkit/notes/core/Note;)Z
    .registers 4

    const-string v1, "note"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-virtual {p0, p1}, Lio/quillkit/notes/core/NoteStore;->pathOf(Lio/quillkit/notes/core/Note;)Ljava/nio/file/Path;

    move-result-object v0

    invoke-static {v0}, Ljava/nio/file/Files;->deleteIfExists(Ljava/nio/file/Path;)Z

    move-result v0

    return v0
.end method

.method public final find(Ljava/lang/String;)Lio/quillkit/notes/core/Note;
    .registers 10

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-virtual {p0}, Lio/quillkit/notes/core/NoteStore;->all()Lkotlin/sequences/Sequence;

    move-result-object v2

    const/4 v3, 0x0

    .line 100
    invoke-interface {v2}, Lkotlin/sequences/Sequence;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lio/quillkit/notes/core/Note;

    move-object v6, v0

    const/4 v7, 0x0

    .line 27
    invoke-virtual {v6}, Lio/quillkit/notes/core/Note;->getId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 100
    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_0

    .line 101
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lio/quillkit/notes/core/Note;

    .line 27
    return-object v0
.end method

.method public final getBooks()Ljava/nio/file/Path;
    .registers 4

    .line 8
    iget-object v0, p0, Lio/quillkit/notes/core/NoteStore;->storage:Lio/quillkit/notes/core/PlatformStorage;

    invoke-interface {v0}, Lio/quillkit/notes/core/PlatformStorage;->getRoot()Ljava/nio/file/Path;

    move-result-object v0

    const-string v1, "books"

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    const-string v2, "resolve(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final load(Ljava/nio/file/Path;)Lio/quillkit/notes/core/Note;
    .registers 10

    const-string v1, "path"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/OpenOption;

    invoke-static {p1, v1}, Ljava/nio/file/Files;->newInputStream(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)Ljava/io/InputStream;

    move-result-object v4

    check-cast v4, Ljava/io/Closeable;

    const/4 v5, 0x0

    :try_start_0
    move-object v0, v4

    check-cast v0, Ljava/io/InputStream;

    move-object v6, v0

    const/4 v7, 0x0

    .line 30
    sget-object v0, Lio/quillkit/notes/core/NoteSerializer;->INSTANCE:Lio/quillkit/notes/core/NoteSerializer;

    check-cast v0, Lio/quillkit/notes/core/Serializer;

    new-instance v1, Ljava/lang/String;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v6}, Lkotlin/io/ByteStreamsKt;->readBytes(Ljava/io/InputStream;)[B

    move-result-object v2

    sget-object v3, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v1, v2, v3}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    invoke-static {v0, v1}, Lio/quillkit/notes/core/JsonKt;->decodeText(Lio/quillkit/notes/core/Serializer;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lio/quillkit/notes/core/Note;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 29
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v6

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v7

    move-object v5, v7

    throw v7
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v7

    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v7

    .line 31
    :goto_0
    return-object v0
.end method

.method public final notesIn(Ljava/nio/file/Path;)Ljava/util/List;
    .registers 17

    move-object/from16 v0, p1

    const-string v1, "book"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    move-object/from16 v0, p1

    invoke-static {v0, v1}, Ljava/nio/file/Files;->isDirectory(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0

    .line 17
    :cond_0
    move-object/from16 v0, p1

    const-string v1, "*.json"

    invoke-static {v0, v1}, Ljava/nio/file/Files;->newDirectoryStream(Ljava/nio/file/Path;Ljava/lang/String;)Ljava/nio/file/DirectoryStream;

    move-result-object v5

    check-cast v5, Ljava/io/Closeable;

    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Ljava/nio/file/DirectoryStream;

    move-object v7, v0

    .line 92
    const/4 v8, 0x0

    .line 17
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v7

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v7

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v8

    move-object v6, v8

    throw v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v8

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v8

    :goto_0
    move-object v4, v0

    .line 18
    move-object v0, v4

    check-cast v0, Ljava/lang/Iterable;

    move-object v5, v0

    const/4 v6, 0x0

    .line 96
    move-object v7, v5

    new-instance v8, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v5, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v8, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v8, Ljava/util/Collection;

    const/4 v9, 0x0

    .line 97
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_1
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    .line 98
    move-object v1, v11

    check-cast v1, Ljava/nio/file/Path;

    move-object v12, v1

    move-object v14, v8

    const/4 v13, 0x0

    .line 18
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {p0, v12}, Lio/quillkit/notes/core/NoteStore;->load(Ljava/nio/file/Path;)Lio/quillkit/notes/core/Note;

    move-result-object v0

    .line 98
    invoke-interface {v14, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 99
    :cond_1
    move-object v0, v8

    check-cast v0, Ljava/util/List;

    .line 18
    return-object v0
.end method

.method public final pathOf(Lio/quillkit/notes/core/Note;)Ljava/nio/file/Path;
    .registers 6

    const-string v1, "note"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-virtual {p0}, Lio/quillkit/notes/core/NoteStore;->getBooks()Ljava/nio/file/Path;

    move-result-object v0

    invoke-virtual {p1}, Lio/quillkit/notes/core/Note;->getBook()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    invoke-virtual {p1}, Lio/quillkit/notes/core/Note;->getId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ".json"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    const-string v2, "resolve(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final save(Lio/quillkit/notes/core/Note;)Lio/quillkit/notes/core/Note;
    .registers 11

    const-string v1, "note"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-virtual {p0, p1}, Lio/quillkit/notes/core/NoteStore;->pathOf(Lio/quillkit/notes/core/Note;)Ljava/nio/file/Path;

    move-result-object v4

    .line 37
    invoke-interface {v4}, Ljava/nio/file/Path;->getParent()Ljava/nio/file/Path;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/attribute/FileAttribute;

    invoke-static {v0, v1}, Ljava/nio/file/Files;->createDirectories(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;

    .line 38
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/OpenOption;

    invoke-static {v4, v1}, Ljava/nio/file/Files;->newOutputStream(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)Ljava/io/OutputStream;

    move-result-object v5

    check-cast v5, Ljava/io/Closeable;

    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Ljava/io/OutputStream;

    move-object v7, v0

    const/4 v8, 0x0

    .line 39
    sget-object v1, Lio/quillkit/notes/core/NoteSerializer;->INSTANCE:Lio/quillkit/notes/core/NoteSerializer;

    invoke-virtual {v1, p1}, Lio/quillkit/notes/core/NoteSerializer;->encode(Lio/quillkit/notes/core/Note;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

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

    invoke-virtual {v7, v1}, Ljava/io/OutputStream;->write([B)V

    .line 40
    sget-object v7, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 38
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v8

    move-object v6, v8

    throw v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v8

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v8

    .line 41
    :goto_0
    return-object p1
.end method
