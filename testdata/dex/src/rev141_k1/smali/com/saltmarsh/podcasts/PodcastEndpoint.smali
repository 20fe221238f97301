.class public abstract Lcom/saltmarsh/podcasts/PodcastEndpoint;
.super Landroid/content/ContentProvider;
.source "Endpoints.kt"


# static fields
.field private static final Companion:Lcom/saltmarsh/podcasts/PodcastEndpoint$Companion;

.field private static final IN_SESSION:Ljava/util/Set;

.field public static final REVISION:Ljava/lang/String; = "saltmarsh-7"

.field public static final TAG:Ljava/lang/String; = "SaltmarshTools"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/saltmarsh/podcasts/PodcastEndpoint$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/PodcastEndpoint$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PodcastEndpoint;->Companion:Lcom/saltmarsh/podcasts/PodcastEndpoint$Companion;

    .line 98
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "get_provider_info"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "list_tools"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "get_operation"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "cancel_operation"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/saltmarsh/podcasts/PodcastEndpoint;->IN_SESSION:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method public static final synthetic access$getIN_SESSION$cp()Ljava/util/Set;
    .registers 1

    .line 17
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastEndpoint;->IN_SESSION:Ljava/util/Set;

    return-object v0
.end method

.method private final negotiate(Lcom/saltmarsh/podcasts/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;
    .registers 28

    .line 61
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_versions is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v7, v0

    .line 62
    const/4 v1, 0x2

    invoke-static {v7, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Saltmarsh speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 64
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p2

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v9, v0
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 65
    :catch_0
    move-exception v10

    .line 66
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 63
    :goto_0
    move-object v8, v9

    .line 68
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->getOffered()Ljava/util/List;

    move-result-object v10

    check-cast v10, Ljava/lang/Iterable;

    const/4 v11, 0x0

    .line 134
    move-object v12, v10

    new-instance v13, Ljava/util/ArrayList;

    invoke-direct {v13}, Ljava/util/ArrayList;-><init>()V

    check-cast v13, Ljava/util/Collection;

    const/4 v14, 0x0

    .line 135
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :cond_3
    :goto_1
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    move-object/from16 v0, v16

    check-cast v0, Ljava/lang/String;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 68
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v19

    check-cast v19, Ljava/lang/Iterable;

    const/16 v20, 0x0

    .line 136
    move-object/from16 v0, v19

    instance-of v0, v0, Ljava/util/Collection;

    if-eqz v0, :cond_4

    move-object/from16 v0, v19

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x0

    goto :goto_2

    .line 137
    :cond_4
    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v21

    :cond_5
    move-object/from16 v0, v21

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    move-object/from16 v0, v21

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v22

    move/from16 v23, v22

    const/16 v24, 0x0

    .line 68
    move/from16 v1, v23

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 137
    if-eqz v0, :cond_5

    const/4 v0, 0x1

    goto :goto_2

    .line 138
    :cond_6
    const/4 v0, 0x0

    .line 135
    :goto_2
    if-eqz v0, :cond_3

    move-object/from16 v1, v16

    invoke-interface {v13, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 139
    :cond_7
    move-object v0, v13

    check-cast v0, Ljava/util/List;

    .line 134
    check-cast v0, Ljava/lang/Iterable;

    .line 68
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v9

    .line 69
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->getSessions()Lcom/saltmarsh/podcasts/SessionBook;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v1

    invoke-virtual {v0, v1, v9}, Lcom/saltmarsh/podcasts/SessionBook;->start(ILjava/util/Set;)Lcom/saltmarsh/podcasts/Session;

    move-result-object v10

    .line 70
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Data;

    .line 71
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 72
    const-string v3, "selected_version"

    const/4 v4, 0x2

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 73
    const-string v3, "provider_id"

    const-string v4, "com.saltmarsh.podcasts"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 74
    const-string v3, "provider_name"

    const-string v4, "Saltmarsh Podcasts"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 75
    invoke-virtual {v10}, Lcom/saltmarsh/podcasts/Session;->getToken()Ljava/lang/String;

    move-result-object v4

    const-string v3, "session_token"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 76
    invoke-virtual {v10}, Lcom/saltmarsh/podcasts/Session;->getExpiresAt()J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v4

    invoke-virtual {v4}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "expires_at"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 77
    new-instance v4, Lorg/json/JSONArray;

    move-object v6, v9

    check-cast v6, Ljava/util/Collection;

    invoke-direct {v4, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "capabilities"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 80
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 81
    const-string v5, "max_request_bytes"

    const/high16 v6, 0x10000

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 82
    const-string v5, "max_inline_result_bytes"

    const/high16 v6, 0x40000

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 83
    const-string v5, "max_concurrent_requests"

    const/4 v6, 0x4

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 84
    const-string v5, "idempotency_window_seconds"

    const v6, 0x15180

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 78
    const-string v3, "limits"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Lcom/saltmarsh/podcasts/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;
    .registers 26

    .line 46
    move-object/from16 v0, p1

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    move-object/from16 v2, p3

    invoke-direct {v0, v1, v2}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->negotiate(Lcom/saltmarsh/podcasts/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 47
    :cond_0
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastEndpoint;->IN_SESSION:Ljava/util/Set;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "No method of that name here"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 48
    :cond_1
    move-object/from16 v0, p3

    const-string v1, "protocol_version"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Saltmarsh speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 49
    :cond_2
    move-object/from16 v0, p3

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 50
    :cond_3
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->getSessions()Lcom/saltmarsh/podcasts/SessionBook;

    move-result-object v0

    move-object/from16 v1, p3

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/podcasts/SessionBook;->find(Ljava/lang/String;I)Lcom/saltmarsh/podcasts/Session;

    move-result-object v0

    if-nez v0, :cond_4

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getNO_SESSION()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v6, v0

    .line 51
    move-object/from16 v7, p1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto/16 :goto_1

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_1

    .line 52
    :cond_5
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Data;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    goto/16 :goto_2

    .line 53
    :cond_6
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "revision"

    const-string v2, "saltmarsh-7"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->getHost()Lcom/saltmarsh/podcasts/ToolHost;

    move-result-object v2

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/ToolHost;->getTools()Ljava/util/List;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    const-string v18, "tools"

    move-object/from16 v17, v0

    const/4 v9, 0x0

    .line 130
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 131
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_0
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v14

    .line 132
    move-object v1, v14

    check-cast v1, Lcom/saltmarsh/podcasts/Tool;

    move-object v15, v1

    move-object/from16 v19, v11

    const/16 v16, 0x0

    .line 53
    invoke-virtual {v15}, Lcom/saltmarsh/podcasts/Tool;->getSpec()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/ToolSpec;->describe()Lorg/json/JSONObject;

    move-result-object v0

    .line 132
    move-object v1, v0

    move-object/from16 v0, v19

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 133
    :cond_7
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 130
    move-object/from16 v19, v0

    move-object/from16 v2, v19

    check-cast v2, Ljava/util/Collection;

    .line 53
    move-object/from16 v20, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v20

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v17

    move-object/from16 v1, v18

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v21, v0

    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Data;

    move-object/from16 v2, v21

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    goto :goto_2

    .line 54
    :cond_8
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->getHost()Lcom/saltmarsh/podcasts/ToolHost;

    move-result-object v0

    move-object/from16 v1, p2

    move-object/from16 v3, p3

    invoke-virtual {v0, v1, v6, v3}, Lcom/saltmarsh/podcasts/ToolHost;->execute(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    goto :goto_2

    .line 55
    :cond_9
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    move-object/from16 v3, p3

    invoke-virtual {v0, v1, v6, v3}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->operation(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    goto :goto_2

    .line 56
    :goto_1
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "cancellation was not negotiated"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    .line 51
    :goto_2
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 34
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v5, v0

    .line 35
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastGraph;->getGate()Lcom/saltmarsh/podcasts/CallerGate;

    move-result-object v0

    invoke-virtual {v0, v4}, Lcom/saltmarsh/podcasts/CallerGate;->admit(I)Lcom/saltmarsh/podcasts/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getDENIED()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    invoke-static {v0, p1, v5}, Lcom/saltmarsh/podcasts/ProtocolKt;->render(Lcom/saltmarsh/podcasts/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 37
    :try_start_0
    invoke-direct {p0, p1, v6, v5}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->serve(Ljava/lang/String;Lcom/saltmarsh/podcasts/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 38
    :catch_0
    move-exception v9

    .line 39
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v9

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "SaltmarshTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 40
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Saltmarsh could not answer this call"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v8

    .line 36
    :goto_0
    move-object v7, v8

    .line 42
    invoke-static {v7, p1, v5}, Lcom/saltmarsh/podcasts/ProtocolKt;->render(Lcom/saltmarsh/podcasts/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    const/4 v0, 0x0

    return v0
.end method

.method protected final getGraph()Lcom/saltmarsh/podcasts/PodcastGraph;
    .registers 3

    .line 18
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PodcastEndpoint;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;->of(Landroid/content/Context;)Lcom/saltmarsh/podcasts/PodcastGraph;

    move-result-object v0

    return-object v0
.end method

.method protected abstract getHost()Lcom/saltmarsh/podcasts/ToolHost;
.end method

.method protected abstract getOffered()Ljava/util/List;
.end method

.method protected abstract getSessions()Lcom/saltmarsh/podcasts/SessionBook;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 90
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract info()Lorg/json/JSONObject;
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
    .registers 2

    .line 30
    const/4 v0, 0x1

    return v0
.end method

.method protected operation(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;
    .registers 10

    const-string v1, "caller"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "This provider has no background operations"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
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
