.class public final Lcom/quillhaven/archive/ExportToolProvider;
.super Landroid/content/ContentProvider;
.source "ExportToolProvider.kt"


# static fields
.field public static final Companion:Lcom/quillhaven/archive/ExportToolProvider$Companion;

.field public static final SCOPES:Ljava/lang/String; = "[{\"name\":\"exports.read\",\"title\":\"See exports\",\"description\":\"List the exported folders\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"exports.write\",\"title\":\"Manage exports\",\"description\":\"Export folders and delete exports\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private archive:Lcom/quillhaven/archive/Archive;

.field private final opSeq:Ljava/util/concurrent/atomic/AtomicLong;

.field private final purgeLock:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/quillhaven/archive/ExportToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/quillhaven/archive/ExportToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/quillhaven/archive/ExportToolProvider;->Companion:Lcom/quillhaven/archive/ExportToolProvider$Companion;

    .line 163
    const/4 v0, 0x3

    new-array v7, v0, [Lcom/quillhaven/archive/ToolSpec;

    new-instance v2, Lcom/quillhaven/archive/ToolSpec;

    const-string v4, "exports.read"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "list_exports"

    const/4 v5, 0x0

    const-string v6, "{\"name\":\"list_exports\",\"title\":\"List exports\",\"description\":\"List the exports of a folder, or all exports\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\",\"maxLength\":120}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"exports\":{\"type\":\"array\"}},\"required\":[\"exports\"]},\"scopes\":[\"exports.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/quillhaven/archive/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    .line 164
    new-instance v2, Lcom/quillhaven/archive/ToolSpec;

    const-string v4, "exports.write"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "export_folder"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"export_folder\",\"title\":\"Export a folder\",\"description\":\"Export the scanned documents of a folder\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},\"required\":[\"folder\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"export_id\":{\"type\":\"integer\"},\"documents\":{\"type\":\"integer\"}},\"required\":[\"export_id\"]},\"scopes\":[\"exports.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\",\"idempotent\":false,\"open_world\":false,\"execution\":\"sync_or_async\"}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/quillhaven/archive/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    .line 165
    new-instance v2, Lcom/quillhaven/archive/ToolSpec;

    const-string v4, "exports.write"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "purge_export"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"purge_export\",\"title\":\"Delete an export\",\"description\":\"Delete an export for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"export_id\":{\"type\":\"integer\"}},\"required\":[\"export_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"boolean\"}},\"required\":[\"purged\"]},\"scopes\":[\"exports.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/quillhaven/archive/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v7, v1

    .line 162
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/quillhaven/archive/ExportToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 4

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 22
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-direct {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;-><init>(J)V

    iput-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->opSeq:Ljava/util/concurrent/atomic/AtomicLong;

    .line 23
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->purgeLock:Ljava/lang/Object;

    .line 20
    return-void
.end method

.method public static final synthetic access$getTOOLS$cp()Ljava/util/List;
    .registers 1

    .line 20
    sget-object v0, Lcom/quillhaven/archive/ExportToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method private final execute(Lcom/quillhaven/archive/Call;Ljava/util/Set;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;
    .registers 18

    .line 75
    sget-object v8, Lcom/quillhaven/archive/ExportToolProvider;->TOOLS:Ljava/util/List;

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 171
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lcom/quillhaven/archive/ToolSpec;

    move-object v12, v0

    const/4 v13, 0x0

    .line 75
    invoke-virtual {v12}, Lcom/quillhaven/archive/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 171
    if-eqz v0, :cond_0

    move-object v0, v11

    goto :goto_0

    .line 172
    :cond_1
    const/4 v0, 0x0

    .line 75
    :goto_0
    check-cast v0, Lcom/quillhaven/archive/ToolSpec;

    if-nez v0, :cond_2

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v6, v0

    .line 76
    invoke-virtual {v6}, Lcom/quillhaven/archive/ToolSpec;->getScopes()Ljava/util/Set;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    move-object/from16 v0, p2

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_3

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Scope not granted."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :cond_3
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_4

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v7, v0

    .line 78
    invoke-virtual {v6}, Lcom/quillhaven/archive/ToolSpec;->getMutating()Z

    move-result v0

    if-nez v0, :cond_8

    .line 79
    const-string v1, "folder"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v8

    .line 80
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_5

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v0

    move-object v1, v8

    check-cast v1, Ljava/lang/CharSequence;

    invoke-interface {v1}, Ljava/lang/CharSequence;->length()I

    move-result v1

    if-nez v1, :cond_6

    const/4 v1, 0x1

    goto :goto_1

    :cond_6
    const/4 v1, 0x0

    :goto_1
    if-eqz v1, :cond_7

    const/4 v1, 0x0

    goto :goto_2

    :cond_7
    move-object v1, v8

    :goto_2
    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ArchiveDb;->exports(Ljava/lang/String;)Ljava/util/List;

    move-result-object v9

    .line 81
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONArray;

    move-object v5, v9

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "exports"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lcom/quillhaven/archive/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :cond_8
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_9

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_9
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ReplayStore;->prior(Ljava/lang/String;)Lcom/quillhaven/archive/Replay;

    move-result-object v8

    if-eqz v8, :cond_a

    move-object v10, v8

    .line 170
    const/4 v11, 0x0

    .line 83
    invoke-static {v10, p1}, Lcom/quillhaven/archive/ProtocolKt;->replayOf(Lcom/quillhaven/archive/Replay;Lcom/quillhaven/archive/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 84
    :cond_a
    invoke-virtual {v6}, Lcom/quillhaven/archive/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "export_folder"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_b

    move-object/from16 v3, p3

    invoke-direct {p0, p1, v7, v3}, Lcom/quillhaven/archive/ExportToolProvider;->exportFolder(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    :cond_b
    invoke-direct {p0, p1, v7}, Lcom/quillhaven/archive/ExportToolProvider;->purge(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_3
    return-object v0
.end method

.method private final exportFolder(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;
    .registers 17

    .line 88
    const-string v1, "folder"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v6

    .line 89
    move-object v0, v6

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-virtual {v6}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x78

    if-le v0, v1, :cond_2

    :cond_1
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "folder is required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :cond_2
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 91
    :cond_3
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quillhaven/archive/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v7

    .line 92
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->opSeq:Ljava/util/concurrent/atomic/AtomicLong;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J

    move-result-wide v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "exp-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 93
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v9

    .line 94
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_4

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    if-eqz v7, :cond_5

    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    goto :goto_1

    :cond_5
    const/4 v4, 0x0

    :goto_1
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillhaven/archive/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 95
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 97
    :cond_6
    new-instance v10, Ljava/util/concurrent/FutureTask;

    new-instance v2, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, v8, v6, p1}, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/quillhaven/archive/ExportToolProvider;Ljava/lang/String;Ljava/lang/String;Lcom/quillhaven/archive/Call;)V

    invoke-direct {v10, v2}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/util/concurrent/Callable;)V

    .line 109
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_7

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getWorker()Lcom/quillhaven/archive/ExportWorker;

    move-result-object v0

    invoke-virtual {v0, v10}, Lcom/quillhaven/archive/ExportWorker;->submit(Ljava/util/concurrent/FutureTask;)V

    .line 111
    :try_start_0
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object v1, v10

    if-eqz v7, :cond_8

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->remainingMs()J

    move-result-wide v2

    const-wide/16 v4, 0x5dc

    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v2

    goto :goto_2

    :cond_8
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->remainingMs()J

    move-result-wide v2

    :goto_2
    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v1, v2, v3, v4}, Ljava/util/concurrent/FutureTask;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    const-string v3, "get(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v1, Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lcom/quillhaven/archive/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v11
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_1

    goto :goto_4

    .line 112
    :catch_0
    move-exception v12

    .line 113
    if-eqz v7, :cond_9

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v0, v9}, Lcom/quillhaven/archive/ProtocolKt;->accepted(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 114
    :cond_9
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The export is still running; ask again with the same request_id."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    :goto_3
    move-object v11, v0

    goto :goto_4

    .line 115
    :catch_1
    move-exception v12

    .line 116
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "export "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v12}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "Quillhaven"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 117
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The export failed."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v11

    .line 110
    :goto_4
    return-object v11
.end method

.method public static final exportFolder$lambda$0(Lcom/quillhaven/archive/ExportToolProvider;Ljava/lang/String;Ljava/lang/String;Lcom/quillhaven/archive/Call;)Lorg/json/JSONObject;
    .registers 12

    .line 98
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    invoke-virtual {v0}, Lcom/quillhaven/archive/OperationStore;->getRecords()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    new-instance v2, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p3, p0}, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/ExportToolProvider;)V

    new-instance v3, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v3, v2}, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda2;-><init>(Lkotlin/jvm/functions/Function1;)V

    move-object v2, v3

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "computeIfAbsent(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Lcom/quillhaven/archive/OperationRecord;

    move-object v4, v0

    .line 102
    :try_start_0
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_1

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getJobs()Lcom/quillhaven/archive/Jobs;

    move-result-object v0

    invoke-virtual {v0, v4, p2}, Lcom/quillhaven/archive/Jobs;->export(Lcom/quillhaven/archive/OperationRecord;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    move-object v6, v5

    .line 170
    const/4 v7, 0x0

    .line 102
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_2

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p3}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v6}, Lcom/quillhaven/archive/ProtocolKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillhaven/archive/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 103
    :catch_0
    move-exception v6

    .line 104
    invoke-virtual {v4}, Lcom/quillhaven/archive/OperationRecord;->getState()Ljava/util/concurrent/atomic/AtomicReference;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "cancelled"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_3

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The export failed."

    invoke-virtual {v0, v4, v2, v3}, Lcom/quillhaven/archive/OperationStore;->fail(Lcom/quillhaven/archive/OperationRecord;Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    :cond_4
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_5

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p3}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ReplayStore;->release(Ljava/lang/String;)V

    .line 106
    throw v6

    .line 107
    :goto_0
    return-object v5
.end method

.method public static final exportFolder$lambda$0$0(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/ExportToolProvider;Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;
    .registers 11

    const-string v1, "id"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 99
    new-instance v5, Lcom/quillhaven/archive/OperationRecord;

    invoke-virtual {p0}, Lcom/quillhaven/archive/Call;->getUid()I

    move-result v2

    invoke-virtual {p0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v5, p2, v2, v3, v4}, Lcom/quillhaven/archive/OperationRecord;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    move-object v6, v5

    .line 170
    const/4 v7, 0x0

    .line 99
    iget-object v0, p1, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/quillhaven/archive/OperationStore;->persist(Lcom/quillhaven/archive/OperationRecord;)V

    return-object v5
.end method

.method public static final exportFolder$lambda$0$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Lcom/quillhaven/archive/OperationRecord;
    .registers 3

    .line 98
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/OperationRecord;

    return-object v0
.end method

.method private final lookup(Landroid/os/Bundle;)Lcom/quillhaven/archive/OperationRecord;
    .registers 5

    .line 70
    const-string v1, "operation_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v2, v0

    .line 71
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_1

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    invoke-virtual {v0, v2}, Lcom/quillhaven/archive/OperationStore;->find(Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;

    move-result-object v0

    return-object v0
.end method

.method private final purge(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19

    .line 122
    move-object/from16 v0, p2

    const-string v1, "export_id"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 123
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v0

    invoke-virtual {v0, v7, v8}, Lcom/quillhaven/archive/ArchiveDb;->export(J)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_1

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such export."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v9, v0

    .line 124
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 125
    if-nez v10, :cond_2

    .line 126
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

    const-string v3, "folder"

    invoke-virtual {v9, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 127
    const-string v4, "documents"

    const/4 v5, 0x0

    invoke-virtual {v9, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the export of "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, " documents) for good"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 126
    move-object/from16 v1, p1

    invoke-virtual {v0, v1, v2}, Lcom/quillhaven/archive/ResumeLedger;->hold(Lcom/quillhaven/archive/Call;Ljava/lang/String;)Lcom/quillhaven/archive/Held;

    move-result-object v11

    .line 128
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/quillhaven/archive/ExportToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v1, v11}, Lcom/quillhaven/archive/ScreensKt;->confirmation(Landroid/content/Context;Lcom/quillhaven/archive/Held;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v11}, Lcom/quillhaven/archive/Held;->getToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lcom/quillhaven/archive/ProtocolKt;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 130
    :cond_2
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

    move-object/from16 v2, p1

    invoke-virtual {v0, v10, v2}, Lcom/quillhaven/archive/ResumeLedger;->takeFor(Ljava/lang/String;Lcom/quillhaven/archive/Call;)Lcom/quillhaven/archive/Held;

    move-result-object v0

    if-nez v0, :cond_3

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The purge was not approved."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_4

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 132
    :cond_4
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_5

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/quillhaven/archive/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillhaven/archive/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 133
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :cond_6
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v11

    .line 137
    :try_start_0
    move-object/from16 v0, p0

    invoke-direct {v0, v7, v8}, Lcom/quillhaven/archive/ExportToolProvider;->purgeLocked(J)I

    move-result v14
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 139
    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 140
    goto :goto_0

    .line 139
    :catchall_0
    move-exception v15

    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v15

    .line 136
    :goto_0
    move v13, v14

    .line 141
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "purge of export "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, " by uid "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, ": "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v13}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Quillhaven"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 142
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "export_id"

    invoke-virtual {v0, v1, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "purged"

    if-lez v13, :cond_7

    const/4 v2, 0x1

    goto :goto_1

    :cond_7
    const/4 v2, 0x0

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v14

    .line 143
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_8

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_8
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v14}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v14}, Lcom/quillhaven/archive/ProtocolKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillhaven/archive/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 144
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v14}, Lcom/quillhaven/archive/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final purgeLocked(J)I
    .registers 10

    .line 148
    iget-object v4, p0, Lcom/quillhaven/archive/ExportToolProvider;->purgeLock:Ljava/lang/Object;

    monitor-enter v4

    :try_start_0
    const/4 v5, 0x0

    .line 149
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Lcom/quillhaven/archive/ArchiveDb;->purgeExport(J)I

    move-result v6

    .line 150
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_1

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "exports/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/Archive;->notifyChanged(Ljava/lang/String;)V

    .line 148
    move v5, v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit v4

    move v0, v5

    goto :goto_0

    :catchall_0
    move-exception v6

    monitor-exit v4

    throw v6

    .line 152
    :goto_0
    return v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 17

    .line 36
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 38
    const-string v1, "calling_package"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v10, v0

    move-object v11, v10

    .line 170
    const/4 v12, 0x0

    .line 38
    sget-object v0, Lcom/quillhaven/archive/Trust;->INSTANCE:Lcom/quillhaven/archive/Trust;

    invoke-virtual {v0}, Lcom/quillhaven/archive/Trust;->getPins()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v11}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v10

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    .line 39
    :cond_1
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_2

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getGate()Lcom/quillhaven/archive/CallerGate;

    move-result-object v0

    move/from16 v1, p3

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/CallerGate;->solePackage(I)Ljava/lang/String;

    move-result-object v0

    .line 38
    if-nez v0, :cond_3

    .line 40
    move-object v0, v6

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not a trusted assistant."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 38
    :cond_3
    move-object v7, v0

    .line 41
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    move/from16 v1, p3

    const-string v2, "com.quillhaven.archive.export"

    const-string v3, "Quillhaven Exports"

    invoke-static {p2, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 42
    :cond_4
    invoke-static {}, Lcom/quillhaven/archive/ProtocolKt;->getMETHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    move-object v0, v6

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 43
    :cond_5
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_6

    if-nez v6, :cond_7

    .line 44
    :cond_6
    move-object v0, v6

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 46
    :cond_7
    sget-object v0, Lcom/quillhaven/archive/Sessions;->INSTANCE:Lcom/quillhaven/archive/Sessions;

    move/from16 v1, p3

    const-string v2, "com.quillhaven.archive.export"

    invoke-virtual {v0, v1, v2}, Lcom/quillhaven/archive/Sessions;->newest(ILjava/lang/String;)Lcom/quillhaven/archive/Session;

    move-result-object v0

    if-nez v0, :cond_8

    .line 47
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate again."

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 46
    :cond_8
    move-object v8, v0

    .line 48
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_9

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_9
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getGrants()Lcom/quillhaven/archive/Grants;

    move-result-object v0

    invoke-virtual {v0, v7}, Lcom/quillhaven/archive/Grants;->of(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v9

    .line 49
    move-object v10, p1

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto :goto_1

    .line 50
    :cond_a
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "provider_id"

    const-string v3, "com.quillhaven.archive.export"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 51
    const-string v2, "provider_name"

    const-string v3, "Quillhaven Exports"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "description"

    const-string v3, "Export folders of scanned documents"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 52
    new-instance v3, Lorg/json/JSONArray;

    const-string v5, "[{\"name\":\"exports.read\",\"title\":\"See exports\",\"description\":\"List the exported folders\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"exports.write\",\"title\":\"Manage exports\",\"description\":\"Export folders and delete exports\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    invoke-static {v6, v1}, Lcom/quillhaven/archive/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 53
    :cond_b
    sget-object v2, Lcom/quillhaven/archive/ExportToolProvider;->TOOLS:Ljava/util/List;

    const-string v1, "exports-7"

    invoke-static {v1, v2, v9}, Lcom/quillhaven/archive/ProtocolKt;->listing(Ljava/lang/String;Ljava/util/List;Ljava/util/Set;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v6, v1}, Lcom/quillhaven/archive/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 54
    :cond_c
    new-instance v1, Lcom/quillhaven/archive/Call;

    move/from16 v3, p3

    const-string v4, "com.quillhaven.archive.export"

    invoke-direct {v1, v3, v4, p2}, Lcom/quillhaven/archive/Call;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    invoke-direct {p0, v1, v9, v8}, Lcom/quillhaven/archive/ExportToolProvider;->execute(Lcom/quillhaven/archive/Call;Ljava/util/Set;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :goto_1
    invoke-direct {p0, p2}, Lcom/quillhaven/archive/ExportToolProvider;->lookup(Landroid/os/Bundle;)Lcom/quillhaven/archive/OperationRecord;

    move-result-object v0

    if-nez v0, :cond_d

    move-object v0, v6

    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_d
    move-object v10, v0

    .line 57
    const-string v1, "get_operation"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_f

    .line 58
    invoke-virtual {v8}, Lcom/quillhaven/archive/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_e

    .line 59
    move-object v0, v6

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "async_operations was not negotiated."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 61
    :cond_e
    invoke-virtual {v10}, Lcom/quillhaven/archive/OperationRecord;->toStatus()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v6, v1}, Lcom/quillhaven/archive/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_f
    invoke-virtual {v8}, Lcom/quillhaven/archive/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "cancellation"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_10

    move-object v0, v6

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "cancellation was not negotiated."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 64
    :cond_10
    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_11

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_11
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    invoke-virtual {v0, v10}, Lcom/quillhaven/archive/OperationStore;->requestCancel(Lcom/quillhaven/archive/OperationRecord;)Z

    move-result v0

    if-nez v0, :cond_12

    move-object v0, v6

    const-string v1, "CONFLICT"

    const-string v2, "The export has already finished."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 65
    :cond_12
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v10}, Lcom/quillhaven/archive/OperationRecord;->getId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v6, v1}, Lcom/quillhaven/archive/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 32
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lcom/quillhaven/archive/ExportToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 157
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 155
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 156
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 26
    sget-object v1, Lcom/quillhaven/archive/Archive;->Companion:Lcom/quillhaven/archive/Archive$Companion;

    invoke-virtual {p0}, Lcom/quillhaven/archive/ExportToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v1, v2}, Lcom/quillhaven/archive/Archive$Companion;->get(Landroid/content/Context;)Lcom/quillhaven/archive/Archive;

    move-result-object v1

    iput-object v1, p0, Lcom/quillhaven/archive/ExportToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    .line 27
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 154
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 158
    const/4 v0, 0x0

    return v0
.end method
