.class public final Lcom/quillhaven/archive/IndexToolProvider;
.super Landroid/content/ContentProvider;
.source "IndexToolProvider.kt"


# static fields
.field public static final Companion:Lcom/quillhaven/archive/IndexToolProvider$Companion;

.field public static final SCOPES:Ljava/lang/String; = "[{\"name\":\"docs.read\",\"title\":\"See documents\",\"description\":\"Search scanned documents\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"docs.write\",\"title\":\"Organise documents\",\"description\":\"Tag and delete scanned documents\",\"access\":\"write\",\"sensitivity\":\"personal\"},{\"name\":\"index.rebuild\",\"title\":\"Rebuild the index\",\"description\":\"Rebuild the search index\",\"access\":\"write\",\"sensitivity\":\"other\"}]"

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private archive:Lcom/quillhaven/archive/Archive;

.field private final tagLock:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/quillhaven/archive/IndexToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/quillhaven/archive/IndexToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/quillhaven/archive/IndexToolProvider;->Companion:Lcom/quillhaven/archive/IndexToolProvider$Companion;

    .line 170
    const/4 v0, 0x4

    new-array v7, v0, [Lcom/quillhaven/archive/ToolSpec;

    new-instance v2, Lcom/quillhaven/archive/ToolSpec;

    const-string v4, "docs.read"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "search_documents"

    const/4 v5, 0x0

    const-string v6, "{\"name\":\"search_documents\",\"title\":\"Search documents\",\"description\":\"Find scanned documents by title, optionally only those imported from one app\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"maxLength\":80},\"source_package\":{\"type\":\"string\",\"description\":\"Only documents imported from this app\"}},\"required\":[\"text\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"documents\":{\"type\":\"array\"}},\"required\":[\"documents\"]},\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/quillhaven/archive/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    .line 171
    new-instance v2, Lcom/quillhaven/archive/ToolSpec;

    const-string v4, "docs.write"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "retag_document"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"retag_document\",\"title\":\"Retag a document\",\"description\":\"Replace the tags of a scanned document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\",\"maxLength\":40},\"maxItems\":20}},\"required\":[\"document_id\",\"tags\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"updated\":{\"type\":\"boolean\"}},\"required\":[\"updated\"]},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"idempotent\":true,\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/quillhaven/archive/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    .line 172
    new-instance v2, Lcom/quillhaven/archive/ToolSpec;

    const-string v4, "index.rebuild"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "rebuild_index"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"rebuild_index\",\"title\":\"Rebuild the index\",\"description\":\"Rebuild the search index of all documents\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"documents\":{\"type\":\"integer\"},\"generation\":{\"type\":\"integer\"}},\"required\":[\"documents\"]},\"scopes\":[\"index.rebuild\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"idempotent\":true,\"open_world\":false,\"execution\":\"sync_or_async\"}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/quillhaven/archive/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v7, v1

    .line 173
    new-instance v2, Lcom/quillhaven/archive/ToolSpec;

    const-string v4, "docs.write"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "delete_document"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"delete_document\",\"title\":\"Delete a document\",\"description\":\"Delete a scanned document for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"integer\"}},\"required\":[\"document_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/quillhaven/archive/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x3

    aput-object v2, v7, v1

    .line 169
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/quillhaven/archive/IndexToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 19
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->tagLock:Ljava/lang/Object;

    .line 17
    return-void
.end method

.method public static final synthetic access$getTOOLS$cp()Ljava/util/List;
    .registers 1

    .line 17
    sget-object v0, Lcom/quillhaven/archive/IndexToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method private final deleteDocument(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14

    .line 141
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ReplayStore;->prior(Ljava/lang/String;)Lcom/quillhaven/archive/Replay;

    move-result-object v6

    if-eqz v6, :cond_1

    move-object v8, v6

    .line 180
    const/4 v9, 0x0

    .line 141
    invoke-static {v8, p1}, Lcom/quillhaven/archive/ProtocolKt;->replayOf(Lcom/quillhaven/archive/Replay;Lcom/quillhaven/archive/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 142
    :cond_1
    const-string v1, "document_id"

    const-wide/16 v2, -0x1

    invoke-virtual {p2, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 143
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_2

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v0

    invoke-virtual {v0, v6, v7}, Lcom/quillhaven/archive/ArchiveDb;->document(J)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_3

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such document."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v8, v0

    .line 144
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 145
    if-nez v9, :cond_4

    .line 146
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

    const-string v3, "title"

    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 147
    const-string v4, "folder"

    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the scan \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\" from the folder "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "; it cannot be restored"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 146
    invoke-virtual {v0, p1, v2}, Lcom/quillhaven/archive/ResumeLedger;->hold(Lcom/quillhaven/archive/Call;Ljava/lang/String;)Lcom/quillhaven/archive/Held;

    move-result-object v10

    .line 148
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/quillhaven/archive/IndexToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v1, v10}, Lcom/quillhaven/archive/ScreensKt;->confirmation(Landroid/content/Context;Lcom/quillhaven/archive/Held;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v10}, Lcom/quillhaven/archive/Held;->getToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lcom/quillhaven/archive/ProtocolKt;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :cond_4
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

    invoke-virtual {v0, v9, p1}, Lcom/quillhaven/archive/ResumeLedger;->takeFor(Ljava/lang/String;Lcom/quillhaven/archive/Call;)Lcom/quillhaven/archive/Held;

    move-result-object v0

    if-nez v0, :cond_5

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The deletion was not approved."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 151
    :cond_5
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_6

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

    .line 152
    :cond_6
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_7

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillhaven/archive/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 153
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :cond_8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "document_id"

    invoke-virtual {v0, v1, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    const-string v1, "deleted"

    if-nez v2, :cond_9

    const-string v2, "archive"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_9
    invoke-virtual {v2}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v2

    invoke-virtual {v2, v6, v7}, Lcom/quillhaven/archive/ArchiveDb;->deleteDocument(J)I

    move-result v2

    if-lez v2, :cond_a

    const/4 v2, 0x1

    goto :goto_0

    :cond_a
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v10

    .line 156
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_b

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_b
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "documents/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/Archive;->notifyChanged(Ljava/lang/String;)V

    .line 157
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_c

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_c
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v10}, Lcom/quillhaven/archive/ProtocolKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillhaven/archive/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 158
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v10}, Lcom/quillhaven/archive/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Lcom/quillhaven/archive/Call;Ljava/util/Set;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;
    .registers 18

    .line 64
    sget-object v8, Lcom/quillhaven/archive/IndexToolProvider;->TOOLS:Ljava/util/List;

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 178
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

    .line 64
    invoke-virtual {v12}, Lcom/quillhaven/archive/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 178
    if-eqz v0, :cond_0

    move-object v0, v11

    goto :goto_0

    .line 179
    :cond_1
    const/4 v0, 0x0

    .line 64
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

    .line 65
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

    .line 66
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

    .line 67
    invoke-virtual {v6}, Lcom/quillhaven/archive/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "search_documents"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_1

    :sswitch_1
    const-string v1, "retag_document"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_1

    :sswitch_2
    const-string v1, "rebuild_index"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_1

    .line 68
    :cond_5
    invoke-direct {p0, p1, v7}, Lcom/quillhaven/archive/IndexToolProvider;->search(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 69
    :cond_6
    invoke-direct {p0, p1, v7}, Lcom/quillhaven/archive/IndexToolProvider;->retag(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 70
    :cond_7
    move-object/from16 v2, p3

    invoke-direct {p0, p1, v2}, Lcom/quillhaven/archive/IndexToolProvider;->rebuild(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 71
    :goto_1
    invoke-direct {p0, p1, v7}, Lcom/quillhaven/archive/IndexToolProvider;->deleteDocument(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    .line 67
    :goto_2
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x265c9452 -> :sswitch_2
        -0x166c3f1f -> :sswitch_0
        0x17ea89d3 -> :sswitch_1
    .end sparse-switch
.end method

.method private final rebuild(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;
    .registers 17

    .line 109
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ReplayStore;->prior(Ljava/lang/String;)Lcom/quillhaven/archive/Replay;

    move-result-object v6

    if-eqz v6, :cond_1

    move-object v8, v6

    .line 180
    const/4 v9, 0x0

    .line 109
    invoke-static {v8, p1}, Lcom/quillhaven/archive/ProtocolKt;->replayOf(Lcom/quillhaven/archive/Replay;Lcom/quillhaven/archive/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 110
    :cond_1
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_2

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

    .line 111
    :cond_2
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quillhaven/archive/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v6

    .line 112
    sget-object v0, Lcom/quillhaven/archive/Sessions;->INSTANCE:Lcom/quillhaven/archive/Sessions;

    invoke-virtual {v0}, Lcom/quillhaven/archive/Sessions;->newToken()Ljava/lang/String;

    move-result-object v7

    .line 113
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_3

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getJobs()Lcom/quillhaven/archive/Jobs;

    move-result-object v0

    invoke-virtual {v0}, Lcom/quillhaven/archive/Jobs;->nextGeneration()J

    move-result-wide v8

    .line 114
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "poll_after_ms"

    const/16 v2, 0x7d0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "generation"

    invoke-virtual {v0, v1, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v10

    .line 115
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

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

    if-eqz v6, :cond_5

    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    goto :goto_0

    :cond_5
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillhaven/archive/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 116
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 118
    :cond_6
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_7

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, v7, p1}, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/quillhaven/archive/IndexToolProvider;Ljava/lang/String;Lcom/quillhaven/archive/Call;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v11

    .line 131
    :try_start_0
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object v1, v11

    if-eqz v6, :cond_8

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->remainingMs()J

    move-result-wide v2

    const-wide/16 v4, 0x3e8

    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v2

    goto :goto_1

    :cond_8
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->remainingMs()J

    move-result-wide v2

    :goto_1
    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v1, v2, v3, v4}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    const-string v3, "get(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v1, Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lcom/quillhaven/archive/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v12
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_1

    goto :goto_3

    .line 132
    :catch_0
    move-exception v13

    .line 133
    if-eqz v6, :cond_9

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v0, v10}, Lcom/quillhaven/archive/ProtocolKt;->accepted(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 134
    :cond_9
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The rebuild is still running; ask again with the same request_id."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    :goto_2
    move-object v12, v0

    goto :goto_3

    .line 135
    :catch_1
    move-exception v13

    .line 136
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v13}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    if-eqz v2, :cond_a

    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_b

    :cond_a
    invoke-virtual {v13}, Ljava/util/concurrent/ExecutionException;->toString()Ljava/lang/String;

    move-result-object v2

    :cond_b
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Rebuild failed: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v12

    .line 130
    :goto_3
    return-object v12
.end method

.method public static final rebuild$lambda$1(Lcom/quillhaven/archive/IndexToolProvider;Ljava/lang/String;Lcom/quillhaven/archive/Call;)Lorg/json/JSONObject;
    .registers 11

    .line 119
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    invoke-virtual {v0}, Lcom/quillhaven/archive/OperationStore;->getRecords()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    new-instance v2, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p2, p0}, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/IndexToolProvider;)V

    new-instance v3, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v3, v2}, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda5;-><init>(Lkotlin/jvm/functions/Function1;)V

    move-object v2, v3

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "computeIfAbsent(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Lcom/quillhaven/archive/OperationRecord;

    move-object v4, v0

    .line 123
    :try_start_0
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_1

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getJobs()Lcom/quillhaven/archive/Jobs;

    move-result-object v0

    invoke-virtual {v0, v4}, Lcom/quillhaven/archive/Jobs;->rebuild(Lcom/quillhaven/archive/OperationRecord;)Lorg/json/JSONObject;

    move-result-object v5

    move-object v6, v5

    .line 180
    const/4 v7, 0x0

    .line 123
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_2

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p2}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v6}, Lcom/quillhaven/archive/ProtocolKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillhaven/archive/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 124
    :catch_0
    move-exception v6

    .line 125
    invoke-virtual {v4}, Lcom/quillhaven/archive/OperationRecord;->getState()Ljava/util/concurrent/atomic/AtomicReference;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "cancelled"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_3

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The index could not be rebuilt."

    invoke-virtual {v0, v4, v2, v3}, Lcom/quillhaven/archive/OperationStore;->fail(Lcom/quillhaven/archive/OperationRecord;Ljava/lang/String;Ljava/lang/String;)V

    .line 126
    :cond_4
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_5

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p2}, Lcom/quillhaven/archive/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/ReplayStore;->release(Ljava/lang/String;)V

    .line 127
    throw v6

    .line 128
    :goto_0
    return-object v5
.end method

.method public static final rebuild$lambda$1$0(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/IndexToolProvider;Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;
    .registers 11

    const-string v1, "id"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 120
    new-instance v5, Lcom/quillhaven/archive/OperationRecord;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-virtual {p0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v5, p2, v2, v3, v4}, Lcom/quillhaven/archive/OperationRecord;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    move-object v6, v5

    .line 180
    const/4 v7, 0x0

    .line 120
    iget-object v0, p1, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

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

.method public static final rebuild$lambda$1$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Lcom/quillhaven/archive/OperationRecord;
    .registers 3

    .line 119
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/OperationRecord;

    return-object v0
.end method

.method private final retag(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 21

    .line 84
    move-object/from16 v0, p2

    const-string v1, "document_id"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v9

    .line 85
    move-object/from16 v0, p2

    const-string v1, "tags"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    if-nez v0, :cond_0

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "tags must be an array."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v11, v0

    .line 86
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_1

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v0

    invoke-virtual {v0, v9, v10}, Lcom/quillhaven/archive/ArchiveDb;->document(J)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_2

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such document."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 87
    :cond_2
    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v0

    check-cast v0, Ljava/lang/Iterable;

    const-string v1, ","

    check-cast v1, Ljava/lang/CharSequence;

    new-instance v6, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v6, v11}, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda2;-><init>(Lorg/json/JSONArray;)V

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v7, 0x1e

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v12

    .line 88
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_3

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

    .line 89
    :cond_3
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v13

    .line 90
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.quillhaven.archive.index"

    invoke-static {v0, v1, v2}, Lcom/quillhaven/archive/ProtocolKt;->replayKey(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 92
    :try_start_0
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object v2, v15

    move-wide v3, v9

    move-object v5, v12

    invoke-direct/range {v0 .. v5}, Lcom/quillhaven/archive/IndexToolProvider;->retagLocked(Lcom/quillhaven/archive/Call;Ljava/lang/String;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v16
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 94
    invoke-static {v13, v14}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 92
    return-object v16

    .line 94
    :catchall_0
    move-exception v17

    invoke-static {v13, v14}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v17
.end method

.method public static final retag$lambda$0(Lorg/json/JSONArray;I)Ljava/lang/CharSequence;
    .registers 5

    .line 87
    invoke-virtual {p0, p1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v0

    const/16 v1, 0x28

    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    return-object v0
.end method

.method private final retagLocked(Lcom/quillhaven/archive/Call;Ljava/lang/String;JLjava/lang/String;)Landroid/os/Bundle;
    .registers 18

    .line 99
    iget-object v6, p0, Lcom/quillhaven/archive/IndexToolProvider;->tagLock:Ljava/lang/Object;

    monitor-enter v6

    :try_start_0
    const/4 v7, 0x0

    .line 100
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/quillhaven/archive/ReplayStore;->prior(Ljava/lang/String;)Lcom/quillhaven/archive/Replay;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v8, v0

    .line 180
    const/4 v9, 0x0

    .line 100
    invoke-static {v8, p1}, Lcom/quillhaven/archive/ProtocolKt;->replayOf(Lcom/quillhaven/archive/Replay;Lcom/quillhaven/archive/Call;)Landroid/os/Bundle;

    move-result-object v11
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 99
    monitor-exit v6

    return-object v11

    .line 101
    :cond_1
    :try_start_1
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_2

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    invoke-virtual {v0, p2, v2, v3, v4}, Lcom/quillhaven/archive/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    .line 102
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "document_id"

    move-wide v2, p3

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    const-string v1, "updated"

    if-nez v2, :cond_3

    const-string v2, "archive"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_3
    invoke-virtual {v2}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v2

    move-wide v3, p3

    move-object/from16 v5, p5

    invoke-virtual {v2, v3, v4, v5}, Lcom/quillhaven/archive/ArchiveDb;->retag(JLjava/lang/String;)I

    move-result v2

    if-lez v2, :cond_4

    const/4 v2, 0x1

    goto :goto_0

    :cond_4
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v10

    .line 103
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_5

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    move-wide v1, p3

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "documents/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillhaven/archive/Archive;->notifyChanged(Ljava/lang/String;)V

    .line 104
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_6

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getReplays()Lcom/quillhaven/archive/ReplayStore;

    move-result-object v0

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v10}, Lcom/quillhaven/archive/ProtocolKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, p2, v2, v3}, Lcom/quillhaven/archive/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v10}, Lcom/quillhaven/archive/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v7
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 99
    monitor-exit v6

    move-object v0, v7

    goto :goto_1

    :catchall_0
    move-exception v8

    monitor-exit v6

    throw v8

    .line 106
    :goto_1
    return-object v0
.end method

.method private final search(Lcom/quillhaven/archive/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13

    .line 76
    const-string v1, "text"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v1, 0x50

    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v6

    .line 77
    const-string v1, "source_package"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    check-cast v8, Ljava/lang/CharSequence;

    invoke-interface {v8}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 180
    const/4 v9, 0x0

    .line 77
    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v8

    :goto_1
    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 78
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    const-string v1, "documents"

    if-nez v3, :cond_2

    const-string v3, "archive"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_2
    invoke-virtual {v3}, Lcom/quillhaven/archive/Archive;->getDb()Lcom/quillhaven/archive/ArchiveDb;

    move-result-object v3

    invoke-virtual {v3, v6, v7}, Lcom/quillhaven/archive/ArchiveDb;->search(Ljava/lang/String;Ljava/lang/String;)Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/util/Collection;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    .line 79
    if-eqz v7, :cond_4

    iget-object v2, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    move-object v0, v8

    const-string v1, "searches_for_source"

    if-nez v2, :cond_3

    const-string v2, "archive"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_3
    invoke-virtual {v2}, Lcom/quillhaven/archive/Archive;->getSourceHits()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v2

    const/4 v3, 0x1

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    sget-object v4, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda0;

    new-instance v5, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v5, v4}, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V

    move-object v4, v5

    invoke-virtual {v2, v7, v3, v4}, Ljava/util/concurrent/ConcurrentHashMap;->merge(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 80
    :cond_4
    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v0, v8}, Lcom/quillhaven/archive/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final search$lambda$1(Ljava/lang/Integer;Ljava/lang/Integer;)Ljava/lang/Integer;
    .registers 4

    const-string v1, "a"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "b"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    add-int/2addr v0, v1

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public static final search$lambda$2(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Integer;
    .registers 4

    .line 79
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 16

    .line 32
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 33
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_0

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getGate()Lcom/quillhaven/archive/CallerGate;

    move-result-object v0

    invoke-virtual {v0, p3}, Lcom/quillhaven/archive/CallerGate;->anyPackage(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 34
    move-object v0, v6

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not a trusted assistant."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 33
    :cond_1
    move-object v7, v0

    .line 35
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const-string v2, "com.quillhaven.archive.index"

    const-string v3, "Quillhaven Index"

    invoke-static {p2, p3, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 36
    :cond_2
    invoke-static {}, Lcom/quillhaven/archive/ProtocolKt;->getMETHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object v0, v6

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 37
    :cond_3
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_4

    if-nez v6, :cond_5

    .line 38
    :cond_4
    move-object v0, v6

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 40
    :cond_5
    sget-object v0, Lcom/quillhaven/archive/Sessions;->INSTANCE:Lcom/quillhaven/archive/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "com.quillhaven.archive.index"

    invoke-virtual {v0, v1, p3, v3}, Lcom/quillhaven/archive/Sessions;->valid(Ljava/lang/String;ILjava/lang/String;)Lcom/quillhaven/archive/Session;

    move-result-object v0

    if-nez v0, :cond_6

    .line 41
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate again."

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lcom/quillhaven/archive/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 40
    :cond_6
    move-object v8, v0

    .line 42
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_7

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getGrants()Lcom/quillhaven/archive/Grants;

    move-result-object v0

    invoke-virtual {v0, v7}, Lcom/quillhaven/archive/Grants;->of(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v9

    .line 43
    move-object v10, p1

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_0

    .line 44
    :cond_8
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "provider_id"

    const-string v3, "com.quillhaven.archive.index"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 45
    const-string v2, "provider_name"

    const-string v3, "Quillhaven Index"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "description"

    const-string v3, "Search and organise scanned documents"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 46
    new-instance v3, Lorg/json/JSONArray;

    const-string v5, "[{\"name\":\"docs.read\",\"title\":\"See documents\",\"description\":\"Search scanned documents\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"docs.write\",\"title\":\"Organise documents\",\"description\":\"Tag and delete scanned documents\",\"access\":\"write\",\"sensitivity\":\"personal\"},{\"name\":\"index.rebuild\",\"title\":\"Rebuild the index\",\"description\":\"Rebuild the search index\",\"access\":\"write\",\"sensitivity\":\"other\"}]"

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-static {v6, v1}, Lcom/quillhaven/archive/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 47
    :cond_9
    sget-object v2, Lcom/quillhaven/archive/IndexToolProvider;->TOOLS:Ljava/util/List;

    const-string v1, "index-12"

    invoke-static {v1, v2, v9}, Lcom/quillhaven/archive/ProtocolKt;->listing(Ljava/lang/String;Ljava/util/List;Ljava/util/Set;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v6, v1}, Lcom/quillhaven/archive/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_a
    new-instance v1, Lcom/quillhaven/archive/Call;

    const-string v4, "com.quillhaven.archive.index"

    invoke-direct {v1, p3, v4, p2}, Lcom/quillhaven/archive/Call;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    invoke-direct {p0, v1, v9, v8}, Lcom/quillhaven/archive/IndexToolProvider;->execute(Lcom/quillhaven/archive/Call;Ljava/util/Set;Lcom/quillhaven/archive/Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 50
    :goto_0
    const-string v1, "operation_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_b

    move-object v0, v6

    const-string v1, "INVALID_REQUEST"

    const-string v2, "operation_id is required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_b
    move-object v10, v0

    .line 51
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_c

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_c
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    invoke-virtual {v0, v10, p3, v6}, Lcom/quillhaven/archive/OperationStore;->findOwned(Ljava/lang/String;ILjava/lang/String;)Lcom/quillhaven/archive/OperationRecord;

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
    move-object v11, v0

    .line 52
    const-string v1, "get_operation"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_f

    .line 53
    invoke-virtual {v8}, Lcom/quillhaven/archive/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_e

    .line 54
    move-object v0, v6

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "async_operations was not negotiated."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_e
    invoke-virtual {v11}, Lcom/quillhaven/archive/OperationRecord;->toStatus()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v6, v1}, Lcom/quillhaven/archive/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
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

    .line 59
    :cond_10
    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    if-nez v0, :cond_11

    const-string v0, "archive"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_11
    invoke-virtual {v0}, Lcom/quillhaven/archive/Archive;->getOps()Lcom/quillhaven/archive/OperationStore;

    move-result-object v0

    invoke-virtual {v0, v11}, Lcom/quillhaven/archive/OperationStore;->requestCancel(Lcom/quillhaven/archive/OperationRecord;)Z

    move-result v0

    if-nez v0, :cond_12

    move-object v0, v6

    const-string v1, "CONFLICT"

    const-string v2, "The rebuild has already finished."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/quillhaven/archive/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 60
    :cond_12
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v11}, Lcom/quillhaven/archive/OperationRecord;->getId()Ljava/lang/String;

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

    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 28
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lcom/quillhaven/archive/IndexToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 164
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 162
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 163
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 22
    sget-object v1, Lcom/quillhaven/archive/Archive;->Companion:Lcom/quillhaven/archive/Archive$Companion;

    invoke-virtual {p0}, Lcom/quillhaven/archive/IndexToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v1, v2}, Lcom/quillhaven/archive/Archive$Companion;->get(Landroid/content/Context;)Lcom/quillhaven/archive/Archive;

    move-result-object v1

    iput-object v1, p0, Lcom/quillhaven/archive/IndexToolProvider;->archive:Lcom/quillhaven/archive/Archive;

    .line 23
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 161
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 165
    const/4 v0, 0x0

    return v0
.end method
