.class public final Lcom/harborfiles/SyncProvider;
.super Landroid/content/ContentProvider;
.source "SyncProvider.kt"

# static fields
.field public static final Companion:Lcom/harborfiles/SyncProvider$Companion;

.field public static final BACKUP_APP:Ljava/lang/String; = "com.harborfiles.backup"

.field private static final METHODS:Ljava/util/Set;

.field private static final TOOL_SET:Ljava/util/List;

.field public static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.harborfiles.sync\",\"provider_name\":\"Harbor Files sync\",\"description\":\"Cloud sync of Harbor Files\",\"scopes\":[{\"name\":\"sync.read\",\"title\":\"See sync state\",\"description\":\"Read the sync queue and runs\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"sync.write\",\"title\":\"Run sync\",\"description\":\"Start syncs, queue uploads and restore snapshots\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"sync-3\",\"tools\":[{\"name\":\"sync_status\",\"description\":\"Show the upload queue and the last sync\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"sync_now\",\"description\":\"Sync a folder now\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"confirmation\":\"never\",\"open_world\":true}},{\"name\":\"queue_uploads\",\"description\":\"Queue files for upload\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"paths\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"paths\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"never\",\"open_world\":true}},{\"name\":\"restore_snapshot\",\"description\":\"Restore all files from a snapshot\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"string\"}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}]}"


# instance fields
.field private store:Lcom/harborfiles/SyncStore;

.field private restore:Lcom/harborfiles/RestoreFlow;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lcom/harborfiles/SyncProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/harborfiles/SyncProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/harborfiles/SyncProvider;->Companion:Lcom/harborfiles/SyncProvider$Companion;
    .line 97
    const/4 v0, 0x3
    new-array v4, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    const-string v2, "get_provider_info"
    aput-object v2, v4, v1
    const/4 v1, 0x1
    const-string v2, "list_tools"
    aput-object v2, v4, v1
    const/4 v1, 0x2
    const-string v2, "execute_tool"
    aput-object v2, v4, v1
    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/harborfiles/SyncProvider;->METHODS:Ljava/util/Set;
    .line 99
    const/4 v0, 0x4
    new-array v4, v0, [Lcom/harborfiles/SyncTool;
    const/4 v1, 0x0
    new-instance v2, Lcom/harborfiles/SyncTool$Status;
    const-string v3, "sync_status"
    invoke-direct {v2, v3}, Lcom/harborfiles/SyncTool$Status;-><init>(Ljava/lang/String;)V
    aput-object v2, v4, v1
    const/4 v1, 0x1
    .line 100
    new-instance v2, Lcom/harborfiles/SyncTool$Job;
    const-string v3, "sync_now"
    invoke-direct {v2, v3}, Lcom/harborfiles/SyncTool$Job;-><init>(Ljava/lang/String;)V
    aput-object v2, v4, v1
    .line 99
    const/4 v1, 0x2
    .line 101
    new-instance v2, Lcom/harborfiles/SyncTool$Batch;
    const-string v3, "queue_uploads"
    invoke-direct {v2, v3}, Lcom/harborfiles/SyncTool$Batch;-><init>(Ljava/lang/String;)V
    aput-object v2, v4, v1
    .line 99
    const/4 v1, 0x3
    .line 102
    new-instance v2, Lcom/harborfiles/SyncTool$Guarded;
    const-string v3, "restore_snapshot"
    invoke-direct {v2, v3}, Lcom/harborfiles/SyncTool$Guarded;-><init>(Ljava/lang/String;)V
    aput-object v2, v4, v1
    .line 98
    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/harborfiles/SyncProvider;->TOOL_SET:Ljava/util/List;
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final deadlinePassed(Lcom/harborfiles/SyncRequest;)Landroid/os/Bundle;
    .registers 9

    .line 87
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "The request deadline has passed"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final execute(Lcom/harborfiles/SyncRequest;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 71
    sget-object v9, Lcom/harborfiles/SyncProvider;->TOOL_SET:Ljava/util/List;
    .line 118
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v9
    :L20
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L69
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v10
    move-object v0, v10
    check-cast v0, Lcom/harborfiles/SyncTool;
    move-object v11, v0
    .line 71
    invoke-virtual {v11}, Lcom/harborfiles/SyncTool;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 118
    if-eqz v0, :L20
    move-object v0, v10
    goto :L70
    :L69
    .line 119
    const/4 v0, 0x0
    :L70
    .line 71
    check-cast v0, Lcom/harborfiles/SyncTool;
    move-object v9, v0
    .line 72
    if-nez v9, :L101
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "No tool of that name"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    goto :L400
    :L101
    .line 73
    instance-of v0, v9, Lcom/harborfiles/SyncTool$Status;
    if-eqz v0, :L143
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    iget-object v2, p0, Lcom/harborfiles/SyncProvider;->store:Lcom/harborfiles/SyncStore;
    if-nez v2, :L130
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
    :L130
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getUid()I
    move-result v3
    invoke-virtual {v2, v3}, Lcom/harborfiles/SyncStore;->status(I)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L400
    :L143
    .line 74
    instance-of v0, v9, Lcom/harborfiles/SyncTool$Job;
    if-eqz v0, :L249
    .line 75
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getDeadlineAtMs(Landroid/os/Bundle;)J
    move-result-wide v5
    const/16 v7, 0xf
    const/4 v8, 0x0
    move-object v0, p1
    invoke-static/range {v0 .. v8}, Lcom/harborfiles/SyncRequest;->copy$default(Lcom/harborfiles/SyncRequest;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;JILjava/lang/Object;)Lcom/harborfiles/SyncRequest;
    move-result-object v9
    .line 76
    invoke-virtual {v9}, Lcom/harborfiles/SyncRequest;->expired()Z
    move-result v0
    if-eqz v0, :L184
    invoke-direct {p0, v9}, Lcom/harborfiles/SyncProvider;->deadlinePassed(Lcom/harborfiles/SyncRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L400
    :L184
    .line 77
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {v9}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    iget-object v2, p0, Lcom/harborfiles/SyncProvider;->store:Lcom/harborfiles/SyncStore;
    if-nez v2, :L207
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
    :L207
    invoke-virtual {v9}, Lcom/harborfiles/SyncRequest;->getUid()I
    move-result v3
    new-instance v4, Lorg/json/JSONObject;
    invoke-virtual {v9}, Lcom/harborfiles/SyncRequest;->getArgs()Ljava/lang/String;
    move-result-object v6
    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v5, "folder"
    const-string v6, "/"
    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "optString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v2, v3, v4}, Lcom/harborfiles/SyncStore;->runSync(ILjava/lang/String;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L400
    :L249
    .line 79
    instance-of v0, v9, Lcom/harborfiles/SyncTool$Batch;
    if-eqz v0, :L315
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    iget-object v2, p0, Lcom/harborfiles/SyncProvider;->store:Lcom/harborfiles/SyncStore;
    if-nez v2, :L278
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
    :L278
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getUid()I
    move-result v3
    new-instance v4, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/harborfiles/SyncRequest;->getArgs()Ljava/lang/String;
    move-result-object v6
    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v5, "paths"
    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;
    move-result-object v4
    const-string v6, "getJSONArray(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v2, v3, v4}, Lcom/harborfiles/SyncStore;->enqueue(ILorg/json/JSONArray;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L400
    :L315
    .line 80
    instance-of v0, v9, Lcom/harborfiles/SyncTool$Guarded;
    if-eqz v0, :L392
    .line 81
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getDeadlineAtMs(Landroid/os/Bundle;)J
    move-result-wide v5
    const/16 v7, 0xf
    const/4 v8, 0x0
    move-object v0, p1
    invoke-static/range {v0 .. v8}, Lcom/harborfiles/SyncRequest;->copy$default(Lcom/harborfiles/SyncRequest;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;JILjava/lang/Object;)Lcom/harborfiles/SyncRequest;
    move-result-object v9
    .line 82
    invoke-virtual {v9}, Lcom/harborfiles/SyncRequest;->expired()Z
    move-result v0
    if-eqz v0, :L356
    invoke-direct {p0, v9}, Lcom/harborfiles/SyncProvider;->deadlinePassed(Lcom/harborfiles/SyncRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L400
    :L356
    iget-object v0, p0, Lcom/harborfiles/SyncProvider;->restore:Lcom/harborfiles/RestoreFlow;
    if-nez v0, :L372
    const-string v0, "restore"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L372
    invoke-virtual {p0}, Lcom/harborfiles/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v9, v3}, Lcom/harborfiles/RestoreFlow;->handle(Landroid/content/Context;Lcom/harborfiles/SyncRequest;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L400
    :L392
    .line 71
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L400
    .line 84
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v10
    .line 50
    move-object/from16 v0, p3
    if-nez p3, :L24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L24
    move-object v11, v0
    .line 51
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L92
    .line 52
    const-string v1, "consumer_versions"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v0
    if-nez v0, :L50
    const/4 v0, 0x0
    new-array v0, v0, [I
    :L50
    move-object v12, v0
    .line 53
    const/4 v1, 0x2
    invoke-static {v12, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-eqz v0, :L85
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    sget-object v1, Lcom/harborfiles/SyncSessions;->INSTANCE:Lcom/harborfiles/SyncSessions;
    invoke-virtual {v1, v10}, Lcom/harborfiles/SyncSessions;->open(I)Lcom/harborfiles/Session;
    move-result-object v1
    invoke-virtual {v1}, Lcom/harborfiles/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    const-string v2, "com.harborfiles.sync"
    const-string v3, "Harbor Files sync"
    invoke-virtual {v0, v1, v2, v3}, Lcom/harborfiles/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L91
    :L85
    .line 54
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {v0}, Lcom/harborfiles/Replies;->unsupportedVersion()Landroid/os/Bundle;
    move-result-object v0
    :L91
    .line 53
    return-object v0
    :L92
    .line 56
    sget-object v0, Lcom/harborfiles/SyncProvider;->METHODS:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L124
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {v11}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "METHOD_NOT_FOUND"
    const-string v3, "Unknown method"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L124
    .line 57
    sget-object v0, Lcom/harborfiles/SyncSessions;->INSTANCE:Lcom/harborfiles/SyncSessions;
    invoke-static {v11}, Lcom/harborfiles/WireKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/harborfiles/SyncSessions;->find(Ljava/lang/String;)Lcom/harborfiles/Session;
    move-result-object v0
    if-nez v0, :L157
    .line 58
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {v11}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "Negotiate a session first"
    const/4 v4, 0x1
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/harborfiles/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L157
    .line 59
    new-instance v0, Lcom/harborfiles/SyncRequest;
    invoke-static {v11}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v11}, Lcom/harborfiles/WireKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v11}, Lcom/harborfiles/WireKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v5
    const-wide/16 v6, 0x0
    const/16 v8, 0x10
    const/4 v9, 0x0
    move v1, v10
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-wide v5, v6
    move v7, v8
    move-object v8, v9
    invoke-direct/range {v0 .. v8}, Lcom/harborfiles/SyncRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v12, v0
    :try_start_0
    .line 61
    move-object v10, p1
    .line 62
    const-string v1, "get_provider_info"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L225
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {v12}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    const-string v4, "{\"provider_id\":\"com.harborfiles.sync\",\"provider_name\":\"Harbor Files sync\",\"description\":\"Cloud sync of Harbor Files\",\"scopes\":[{\"name\":\"sync.read\",\"title\":\"See sync state\",\"description\":\"Read the sync queue and runs\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"sync.write\",\"title\":\"Run sync\",\"description\":\"Start syncs, queue uploads and restore snapshots\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L266
    :L225
    .line 63
    const-string v1, "list_tools"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L258
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {v12}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    const-string v4, "{\"revision\":\"sync-3\",\"tools\":[{\"name\":\"sync_status\",\"description\":\"Show the upload queue and the last sync\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"sync_now\",\"description\":\"Sync a folder now\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"confirmation\":\"never\",\"open_world\":true}},{\"name\":\"queue_uploads\",\"description\":\"Queue files for upload\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"paths\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"paths\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"never\",\"open_world\":true}},{\"name\":\"restore_snapshot\",\"description\":\"Restore all files from a snapshot\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"string\"}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}]}"
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L266
    :L258
    .line 64
    invoke-direct {p0, v12, v11}, Lcom/harborfiles/SyncProvider;->execute(Lcom/harborfiles/SyncRequest;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    :L266
    move-object v10, v0
    :try_end_0
    goto :L294
    :L271
    .line 67
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {v12}, Lcom/harborfiles/SyncRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    const-string v3, "The arguments are not valid JSON"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v10
    :L294
    .line 60
    return-object v10
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :L271
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 9

    .line 41
    invoke-virtual {p0}, Lcom/harborfiles/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
    :L11
    move-object v7, v0
    .line 42
    new-instance v1, Lcom/harborfiles/SyncStore;
    const-string v3, "sync.db"
    const/4 v4, 0x0
    const/4 v5, 0x0
    invoke-virtual {v7, v3, v4, v5}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v4, "openOrCreateDatabase(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Lcom/harborfiles/SyncStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, p0, Lcom/harborfiles/SyncProvider;->store:Lcom/harborfiles/SyncStore;
    .line 44
    new-instance v1, Lcom/harborfiles/RestoreFlow;
    iget-object v2, p0, Lcom/harborfiles/SyncProvider;->store:Lcom/harborfiles/SyncStore;
    move-object v0, p0
    if-nez v2, :L57
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
    :L57
    new-instance v3, Lcom/harborfiles/Confirmer;
    const-string v5, "com.harborfiles.backup"
    const-string v6, "com.harborfiles.backup.ApproveRestoreActivity"
    invoke-direct {v3, v5, v6}, Lcom/harborfiles/Confirmer;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    new-instance v4, Lcom/harborfiles/ResumeLedger;
    invoke-direct {v4}, Lcom/harborfiles/ResumeLedger;-><init>()V
    invoke-direct {v1, v2, v3, v4}, Lcom/harborfiles/RestoreFlow;-><init>(Lcom/harborfiles/SyncStore;Lcom/harborfiles/Confirmer;Lcom/harborfiles/ResumeLedger;)V
    iput-object v1, v0, Lcom/harborfiles/SyncProvider;->restore:Lcom/harborfiles/RestoreFlow;
    .line 45
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v0, 0x0
    return v0
.end method
