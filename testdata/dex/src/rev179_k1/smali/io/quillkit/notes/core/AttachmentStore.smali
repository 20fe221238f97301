.class public final Lio/quillkit/notes/core/AttachmentStore;
.super Ljava/lang/Object;
.source "NoteStore.kt"


# instance fields
.field private final clock:Lio/quillkit/notes/core/PlatformClock;

.field private final storage:Lio/quillkit/notes/core/PlatformStorage;


# direct methods
.method public constructor <init>(Lio/quillkit/notes/core/PlatformStorage;Lio/quillkit/notes/core/PlatformClock;)V
    .registers 4

    const-string v0, "storage"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "clock"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/core/AttachmentStore;->storage:Lio/quillkit/notes/core/PlatformStorage;

    iput-object p2, p0, Lio/quillkit/notes/core/AttachmentStore;->clock:Lio/quillkit/notes/core/PlatformClock;

    return-void
.end method

.method public static final freeName$lambda$0(I)Ljava/lang/Integer;
    .registers 2

    .line 71
    add-int/lit8 v0, p0, 0x1

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public static final freeName$lambda$1(Ljava/nio/file/Path;Ljava/lang/String;I)Ljava/nio/file/Path;
    .registers 7

    .line 72
    const/4 v1, 0x1

    if-ne p2, v1, :cond_0

    invoke-interface {p0, p1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    goto :goto_0

    :cond_0
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {p0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    :goto_0
    return-object v0
.end method


# virtual methods
.method public final all()Lkotlin/sequences/Sequence;
    .registers 3

    .line 51
    new-instance v0, Lio/quillkit/notes/core/AttachmentStore$all$1;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lio/quillkit/notes/core/AttachmentStore$all$1;-><init>(Lio/quillkit/notes/core/AttachmentStore;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->sequence(Lkotlin/jvm/functions/Function2;)Lkotlin/sequences/Sequence;

    move-result-object v0

    .line 59
    return-object v0
.end method

.method public final describe(Ljava/lang/String;Ljava/nio/file/Path;)Lio/quillkit/notes/core/Attachment;
    .registers 12

    const-string v1, "noteId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "file"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    new-instance v0, Lio/quillkit/notes/core/Attachment;

    .line 62
    invoke-interface {p2}, Ljava/nio/file/Path;->getFileName()Ljava/nio/file/Path;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "/"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 64
    invoke-static {p2}, Lio/quillkit/notes/core/NoteStoreKt;->getMediaType(Ljava/nio/file/Path;)Ljava/lang/String;

    move-result-object v4

    .line 65
    invoke-static {p2}, Ljava/nio/file/Files;->size(Ljava/nio/file/Path;)J

    move-result-wide v5

    .line 66
    const/4 v8, 0x0

    new-array v8, v8, [Ljava/nio/file/LinkOption;

    invoke-static {p2, v8}, Ljava/nio/file/Files;->getLastModifiedTime(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Ljava/nio/file/attribute/FileTime;

    move-result-object v7

    invoke-virtual {v7}, Ljava/nio/file/attribute/FileTime;->toMillis()J

    move-result-wide v7

    .line 61
    move-object v1, v2

    move-object v2, p1

    move-object v3, v4

    move-wide v4, v5

    move-wide v6, v7

    invoke-direct/range {v0 .. v7}, Lio/quillkit/notes/core/Attachment;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JJ)V

    .line 67
    return-object v0
.end method

.method public final freeName(Ljava/nio/file/Path;Ljava/lang/String;)Ljava/nio/file/Path;
    .registers 12

    const-string v1, "dir"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "base"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    const/4 v0, 0x1

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    sget-object v1, Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda0;->INSTANCE:Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda0;

    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->generateSequence(Ljava/lang/Object;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v0

    .line 72
    new-instance v1, Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1, p2}, Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda1;-><init>(Ljava/nio/file/Path;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->map(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v3

    .line 73
    const/4 v4, 0x0

    .line 92
    invoke-interface {v3}, Lkotlin/sequences/Sequence;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :cond_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    move-object v0, v6

    check-cast v0, Ljava/nio/file/Path;

    move-object v7, v0

    const/4 v8, 0x0

    .line 73
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v7, v1}, Ljava/nio/file/Files;->exists(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 92
    :goto_0
    if-eqz v0, :cond_0

    move-object v0, v6

    goto :goto_1

    .line 93
    :cond_2
    new-instance v0, Ljava/util/NoSuchElementException;

    const-string v2, "Sequence contains no element matching the predicate."

    invoke-direct {v0, v2}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 73
    :goto_1
    const-string v2, "first(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/nio/file/Path;

    return-object v0
.end method

.method public final getRoot()Ljava/nio/file/Path;
    .registers 4

    .line 49
    iget-object v0, p0, Lio/quillkit/notes/core/AttachmentStore;->storage:Lio/quillkit/notes/core/PlatformStorage;

    invoke-interface {v0}, Lio/quillkit/notes/core/PlatformStorage;->getRoot()Ljava/nio/file/Path;

    move-result-object v0

    const-string v1, "attachments"

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    invoke-interface {v0}, Ljava/nio/file/Path;->normalize()Ljava/nio/file/Path;

    move-result-object v0

    const-string v2, "normalize(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final now()J
    .registers 3

    .line 80
    iget-object v0, p0, Lio/quillkit/notes/core/AttachmentStore;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v0}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v0

    return-wide v0
.end method

.method public final write(Ljava/nio/file/Path;Ljava/lang/String;)V
    .registers 11

    const-string v1, "target"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "text"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 76
    invoke-interface {p1}, Ljava/nio/file/Path;->getParent()Ljava/nio/file/Path;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/attribute/FileAttribute;

    invoke-static {v0, v1}, Ljava/nio/file/Files;->createDirectories(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;

    .line 77
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/OpenOption;

    invoke-static {p1, v1}, Ljava/nio/file/Files;->newOutputStream(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)Ljava/io/OutputStream;

    move-result-object v4

    check-cast v4, Ljava/io/Closeable;

    const/4 v5, 0x0

    :try_start_0
    move-object v0, v4

    check-cast v0, Ljava/io/OutputStream;

    move-object v6, v0

    .line 94
    const/4 v7, 0x0

    .line 77
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p2, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v6, v1}, Ljava/io/OutputStream;->write([B)V

    sget-object v6, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

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

    .line 78
    :goto_0
    return-void
.end method
