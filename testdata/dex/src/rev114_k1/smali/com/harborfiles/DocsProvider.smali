.class public final Lcom/harborfiles/DocsProvider;
.super Landroid/content/ContentProvider;
.source "DocsProvider.kt"

# static fields
.field public static final Companion:Lcom/harborfiles/DocsProvider$Companion;

.field public static final APP_ID:Ljava/lang/String; = "com.harborfiles"

.field private static final SESSION_TTL_MS:J = 0x1b7740L

.field private static final sessions:Ljava/util/concurrent/ConcurrentHashMap;

.field public static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.harborfiles\",\"provider_name\":\"Harbor Files\",\"description\":\"Documents kept in Harbor Files\",\"scopes\":[{\"name\":\"docs.read\",\"title\":\"Read documents\",\"description\":\"List and open documents\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"docs.write\",\"title\":\"Change documents\",\"description\":\"Import, rename, publish, trash and shred documents\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final OBJ_ID:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false}"

.field private static final OUT_ANY:Ljava/lang/String; = "{\"type\":\"object\"}"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"docs-7\",\"tools\":[{\"name\":\"list_docs\",\"description\":\"List the documents of a folder\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"open_doc\",\"description\":\"Give the caller read access to a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"preview_doc\",\"description\":\"Give the caller read access to a document\'s preview image\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"import_doc\",\"description\":\"Import a document given as JSON\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc\":{\"type\":\"object\"}},\"required\":[\"doc\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"rename_doc\",\"description\":\"Rename a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"}},\"required\":[\"doc_id\",\"title\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"publish_doc\",\"description\":\"Publish a document under a public link\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"confirmation\":\"always\",\"open_world\":true}},{\"name\":\"restore_version\",\"description\":\"Restore an earlier version of a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"version\":{\"type\":\"integer\"}},\"required\":[\"doc_id\",\"version\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\",\"open_world\":false}},{\"name\":\"trash_doc\",\"description\":\"Move a document, or a folder and its contents, to the trash\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"recursive\":{\"type\":\"boolean\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"shred_doc\",\"description\":\"Delete a document for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"force\":{\"type\":\"boolean\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}]}"


# instance fields
.field private actions:Lcom/harborfiles/DocActions;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/harborfiles/DocsProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/harborfiles/DocsProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/harborfiles/DocsProvider;->Companion:Lcom/harborfiles/DocsProvider$Companion;
    .line 91
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/harborfiles/DocsProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$getSessions$cp()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 1

    .line 27
    sget-object v0, Lcom/harborfiles/DocsProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method private final execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 68
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getDeadlineAtMs(Landroid/os/Bundle;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L30
    .line 69
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "The request deadline has passed"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L30
    .line 71
    invoke-virtual {p0}, Lcom/harborfiles/DocsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v10, v0
    .line 72
    new-instance v0, Lcom/harborfiles/Caller;
    invoke-virtual {v10}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v3
    invoke-virtual {v3, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    move v2, p1
    if-nez v3, :L61
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/String;
    :L61
    invoke-direct {v0, v2, v3}, Lcom/harborfiles/Caller;-><init>(I[Ljava/lang/String;)V
    move-object v11, v0
    .line 73
    new-instance v0, Lcom/harborfiles/DocCall;
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v5
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v6
    new-instance v7, Lorg/json/JSONObject;
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v9
    invoke-direct {v7, v9}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v8
    move-object v1, v10
    move-object v2, v11
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move-object v7, v8
    invoke-direct/range {v0 .. v7}, Lcom/harborfiles/DocCall;-><init>(Landroid/content/Context;Lcom/harborfiles/Caller;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)V
    move-object v10, v0
    .line 74
    sget-object v0, Lcom/harborfiles/DocTools;->INSTANCE:Lcom/harborfiles/DocTools;
    invoke-virtual {v10}, Lcom/harborfiles/DocCall;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/harborfiles/DocTools;->find(Ljava/lang/String;)Lcom/harborfiles/DocTool;
    move-result-object v11
    .line 75
    if-nez v11, :L147
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {v10}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "No tool of that name"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    goto :L269
    :L147
    .line 76
    instance-of v0, v11, Lcom/harborfiles/DocTool$Reader;
    if-eqz v0, :L184
    iget-object v0, p0, Lcom/harborfiles/DocsProvider;->actions:Lcom/harborfiles/DocActions;
    if-nez v0, :L171
    const-string v0, "actions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L171
    move-object v1, v11
    check-cast v1, Lcom/harborfiles/DocTool$Reader;
    invoke-virtual {v0, v1, v10}, Lcom/harborfiles/DocActions;->read(Lcom/harborfiles/DocTool$Reader;Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L269
    :L184
    .line 77
    instance-of v0, v11, Lcom/harborfiles/DocTool$Writer;
    if-eqz v0, :L221
    iget-object v0, p0, Lcom/harborfiles/DocsProvider;->actions:Lcom/harborfiles/DocActions;
    if-nez v0, :L208
    const-string v0, "actions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L208
    move-object v1, v11
    check-cast v1, Lcom/harborfiles/DocTool$Writer;
    invoke-virtual {v0, v1, v10}, Lcom/harborfiles/DocActions;->write(Lcom/harborfiles/DocTool$Writer;Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L269
    :L221
    .line 78
    instance-of v0, v11, Lcom/harborfiles/DocTool$Cleanup;
    if-eqz v0, :L261
    move-object v0, v11
    check-cast v0, Lcom/harborfiles/DocTool$Cleanup;
    invoke-virtual {v0}, Lcom/harborfiles/DocTool$Cleanup;->getMode()Lcom/harborfiles/CleanupMode;
    move-result-object v0
    iget-object v2, p0, Lcom/harborfiles/DocsProvider;->actions:Lcom/harborfiles/DocActions;
    move-object v1, v10
    if-nez v2, :L255
    const-string v2, "actions"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
    :L255
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/CleanupMode;->perform(Lcom/harborfiles/DocCall;Lcom/harborfiles/DocActions;)Landroid/os/Bundle;
    move-result-object v0
    goto :L269
    :L261
    .line 74
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L269
    return-object v0
.end method

.method private final negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 54
    const-string v1, "consumer_versions"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v0
    if-nez v0, :L14
    const/4 v0, 0x0
    new-array v0, v0, [I
    :L14
    move-object v4, v0
    .line 55
    const/4 v1, 0x2
    invoke-static {v4, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L30
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {v0}, Lcom/harborfiles/Replies;->unsupportedVersion()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L30
    .line 56
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    sget-object v1, Lcom/harborfiles/DocsProvider;->Companion:Lcom/harborfiles/DocsProvider$Companion;
    invoke-virtual {v1, p1}, Lcom/harborfiles/DocsProvider$Companion;->openSession(I)Lcom/harborfiles/Session;
    move-result-object v1
    invoke-virtual {v1}, Lcom/harborfiles/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    const-string v2, "com.harborfiles"
    const-string v3, "Harbor Files"
    invoke-virtual {v0, v1, v2, v3}, Lcom/harborfiles/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final sessionProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 60
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getProtocolVersion(Landroid/os/Bundle;)I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L30
    .line 61
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "INVALID_REQUEST"
    const-string v3, "protocol_version 2 is required"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    goto :L63
    :L30
    .line 62
    sget-object v0, Lcom/harborfiles/DocsProvider;->Companion:Lcom/harborfiles/DocsProvider$Companion;
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, p1}, Lcom/harborfiles/DocsProvider$Companion;->sessionFor(Ljava/lang/String;I)Lcom/harborfiles/Session;
    move-result-object v0
    if-nez v0, :L62
    .line 63
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {p2}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "Negotiate a session first"
    const/4 v4, 0x1
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/harborfiles/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    goto :L63
    :L62
    .line 64
    const/4 v0, 0x0
    :L63
    .line 65
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v7
    .line 39
    move-object v0, p3
    if-nez p3, :L24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L24
    move-object v8, v0
    :try_start_0
    .line 41
    move-object v9, p1
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :L235
    :L76
    const-string v1, "negotiate"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L128
    goto :L235
    :L89
    const-string v1, "list_tools"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L175
    goto :L235
    :L102
    const-string v1, "get_provider_info"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L139
    goto :L235
    :L115
    const-string v1, "execute_tool"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L211
    goto :L235
    :L128
    .line 42
    invoke-direct {p0, v7, v8}, Lcom/harborfiles/DocsProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L254
    :L139
    .line 43
    invoke-direct {p0, v7, v8}, Lcom/harborfiles/DocsProvider;->sessionProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    if-nez v0, :L254
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {v8}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    const-string v4, "{\"provider_id\":\"com.harborfiles\",\"provider_name\":\"Harbor Files\",\"description\":\"Documents kept in Harbor Files\",\"scopes\":[{\"name\":\"docs.read\",\"title\":\"Read documents\",\"description\":\"List and open documents\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"docs.write\",\"title\":\"Change documents\",\"description\":\"Import, rename, publish, trash and shred documents\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L254
    :L175
    .line 44
    invoke-direct {p0, v7, v8}, Lcom/harborfiles/DocsProvider;->sessionProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    if-nez v0, :L254
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {v8}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    const-string v4, "{\"revision\":\"docs-7\",\"tools\":[{\"name\":\"list_docs\",\"description\":\"List the documents of a folder\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"open_doc\",\"description\":\"Give the caller read access to a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"preview_doc\",\"description\":\"Give the caller read access to a document\'s preview image\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"import_doc\",\"description\":\"Import a document given as JSON\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc\":{\"type\":\"object\"}},\"required\":[\"doc\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"rename_doc\",\"description\":\"Rename a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"}},\"required\":[\"doc_id\",\"title\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"publish_doc\",\"description\":\"Publish a document under a public link\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"confirmation\":\"always\",\"open_world\":true}},{\"name\":\"restore_version\",\"description\":\"Restore an earlier version of a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"version\":{\"type\":\"integer\"}},\"required\":[\"doc_id\",\"version\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\",\"open_world\":false}},{\"name\":\"trash_doc\",\"description\":\"Move a document, or a folder and its contents, to the trash\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"recursive\":{\"type\":\"boolean\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"shred_doc\",\"description\":\"Delete a document for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"force\":{\"type\":\"boolean\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}]}"
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L254
    :L211
    .line 45
    invoke-direct {p0, v7, v8}, Lcom/harborfiles/DocsProvider;->sessionProblem(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    if-nez v0, :L254
    invoke-direct {p0, v7, v8}, Lcom/harborfiles/DocsProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L254
    :L235
    .line 46
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {v8}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "METHOD_NOT_FOUND"
    const-string v3, "Unknown method"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L254
    move-object v9, v0
    :try_end_0
    goto :L282
    :L259
    .line 49
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-static {v8}, Lcom/harborfiles/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    const-string v3, "The arguments are not valid JSON"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v9
    :L282
    .line 40
    return-object v9
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :L259
    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :L115
        -0x4221f982 -> :L76
        -0xa1e06ed -> :L102
        0x2a3a6efa -> :L89
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 10

    .line 31
    invoke-virtual {p0}, Lcom/harborfiles/DocsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
    :L11
    move-object v8, v0
    .line 32
    const-string v1, "docs.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v8, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v8
    .line 33
    new-instance v1, Lcom/harborfiles/DocActions;
    new-instance v3, Lcom/harborfiles/DocStore;
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v3, v8}, Lcom/harborfiles/DocStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    new-instance v4, Lcom/harborfiles/Confirmer;
    const-string v6, "com.harborfiles"
    const-string v7, "com.harborfiles.ui.ConfirmActivity"
    invoke-direct {v4, v6, v7}, Lcom/harborfiles/Confirmer;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    new-instance v5, Lcom/harborfiles/ResumeLedger;
    invoke-direct {v5}, Lcom/harborfiles/ResumeLedger;-><init>()V
    invoke-direct {v1, v3, v4, v5}, Lcom/harborfiles/DocActions;-><init>(Lcom/harborfiles/DocStore;Lcom/harborfiles/Confirmer;Lcom/harborfiles/ResumeLedger;)V
    iput-object v1, p0, Lcom/harborfiles/DocsProvider;->actions:Lcom/harborfiles/DocActions;
    .line 34
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    const/4 v0, 0x0
    return v0
.end method
