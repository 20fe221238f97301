.class public final Lio/quillkit/notes/cetp/RequestLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"


# instance fields
.field private final digest:Lio/quillkit/notes/core/PlatformDigest;

.field private final dir:Ljava/nio/file/Path;

.field private final providerId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/nio/file/Path;Ljava/lang/String;Lio/quillkit/notes/core/PlatformDigest;)V
    .registers 5

    const-string v0, "dir"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/RequestLedger;->dir:Ljava/nio/file/Path;

    iput-object p2, p0, Lio/quillkit/notes/cetp/RequestLedger;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lio/quillkit/notes/cetp/RequestLedger;->digest:Lio/quillkit/notes/core/PlatformDigest;

    return-void
.end method

.method private final load(Ljava/nio/file/Path;)Lio/quillkit/notes/cetp/LedgerEntry;
    .registers 10

    .line 59
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

    .line 66
    const/4 v7, 0x0

    .line 59
    sget-object v0, Lio/quillkit/notes/cetp/LedgerEntrySerializer;->INSTANCE:Lio/quillkit/notes/cetp/LedgerEntrySerializer;

    check-cast v0, Lio/quillkit/notes/core/Serializer;

    new-instance v1, Ljava/lang/String;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v6}, Lkotlin/io/ByteStreamsKt;->readBytes(Ljava/io/InputStream;)[B

    move-result-object v2

    sget-object v3, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v1, v2, v3}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    invoke-static {v0, v1}, Lio/quillkit/notes/core/JsonKt;->decodeText(Lio/quillkit/notes/core/Serializer;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lio/quillkit/notes/cetp/LedgerEntry;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

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

    :goto_0
    return-object v0
.end method

.method private final store(Ljava/nio/file/Path;Lio/quillkit/notes/cetp/LedgerEntry;)V
    .registers 11

    .line 62
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

    .line 66
    const/4 v7, 0x0

    .line 62
    sget-object v1, Lio/quillkit/notes/cetp/LedgerEntrySerializer;->INSTANCE:Lio/quillkit/notes/cetp/LedgerEntrySerializer;

    invoke-virtual {v1, p2}, Lio/quillkit/notes/cetp/LedgerEntrySerializer;->encode(Lio/quillkit/notes/cetp/LedgerEntry;)Lorg/json/JSONObject;

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

    .line 63
    :goto_0
    return-void
.end method


# virtual methods
.method public final declared-synchronized once(Lio/quillkit/notes/cetp/LedgerKey;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;
    .registers 15

    monitor-enter p0

    :try_start_0
    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "work"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    iget-object v0, p0, Lio/quillkit/notes/cetp/RequestLedger;->dir:Ljava/nio/file/Path;

    iget-object v1, p0, Lio/quillkit/notes/cetp/RequestLedger;->digest:Lio/quillkit/notes/core/PlatformDigest;

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getUid()I

    move-result v2

    iget-object v3, p0, Lio/quillkit/notes/cetp/RequestLedger;->providerId:Ljava/lang/String;

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getRequestId()Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, "|"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, "|"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v9, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v2

    const-string v4, "getBytes(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {v1, v2}, Lio/quillkit/notes/core/PlatformDigest;->sha256([B)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ".json"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v8

    .line 38
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v8, v1}, Ljava/nio/file/Files;->exists(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 39
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v8}, Lio/quillkit/notes/cetp/RequestLedger;->load(Ljava/nio/file/Path;)Lio/quillkit/notes/cetp/LedgerEntry;

    move-result-object v9

    .line 40
    invoke-virtual {v9}, Lio/quillkit/notes/cetp/LedgerEntry;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v9}, Lio/quillkit/notes/cetp/LedgerEntry;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 41
    :cond_1
    invoke-virtual {v9}, Lio/quillkit/notes/cetp/LedgerEntry;->getResult()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_2

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$InFlight;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$InFlight;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_2
    monitor-exit p0

    return-object v0

    .line 43
    :cond_3
    iget-object v0, p0, Lio/quillkit/notes/cetp/RequestLedger;->dir:Ljava/nio/file/Path;

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/attribute/FileAttribute;

    invoke-static {v0, v1}, Ljava/nio/file/Files;->createDirectories(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;

    .line 44
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    new-instance v2, Lio/quillkit/notes/cetp/LedgerEntry;

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getTool()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quillkit/notes/cetp/LedgerEntry;-><init>(Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;)V

    invoke-direct {p0, v8, v2}, Lio/quillkit/notes/cetp/RequestLedger;->store(Ljava/nio/file/Path;Lio/quillkit/notes/cetp/LedgerEntry;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 46
    :try_start_1
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Lorg/json/JSONObject;
    :try_end_1
    .catch Lio/quillkit/notes/cetp/ToolException; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :try_start_2
    goto :goto_0

    .line 47
    :catch_0
    move-exception v11

    .line 48
    invoke-static {v8}, Ljava/nio/file/Files;->deleteIfExists(Ljava/nio/file/Path;)Z

    .line 49
    throw v11

    .line 50
    :catch_1
    move-exception v11

    .line 51
    invoke-static {v8}, Ljava/nio/file/Files;->deleteIfExists(Ljava/nio/file/Path;)Z

    .line 52
    throw v11

    .line 45
    :goto_0
    move-object v9, v10

    .line 54
    new-instance v2, Lio/quillkit/notes/cetp/LedgerEntry;

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getTool()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/LedgerKey;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    const/4 v6, 0x1

    invoke-direct {v2, v4, v5, v6, v9}, Lio/quillkit/notes/cetp/LedgerEntry;-><init>(Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;)V

    invoke-direct {p0, v8, v2}, Lio/quillkit/notes/cetp/RequestLedger;->store(Ljava/nio/file/Path;Lio/quillkit/notes/cetp/LedgerEntry;)V

    .line 55
    monitor-exit p0

    return-object v9
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
