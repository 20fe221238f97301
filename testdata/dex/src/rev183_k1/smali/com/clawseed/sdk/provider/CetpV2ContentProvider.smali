.class public abstract Lcom/clawseed/sdk/provider/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.kt"


# static fields
.field public static final Companion:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;

.field private static final METHODS:Ljava/util/Set;


# instance fields
.field private final mutationExecutor:Lcom/clawseed/sdk/provider/CetpMutationExecutor;

.field private final optionalCapabilities:Ljava/util/Set;

.field private final sessions:Lcom/clawseed/sdk/provider/Sessions;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->Companion:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;

    .line 156
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

    sput-object v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->METHODS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 24
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    iput-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->optionalCapabilities:Ljava/util/Set;

    .line 29
    new-instance v0, Lcom/clawseed/sdk/provider/Sessions;

    invoke-direct {v0}, Lcom/clawseed/sdk/provider/Sessions;-><init>()V

    iput-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->sessions:Lcom/clawseed/sdk/provider/Sessions;

    .line 17
    return-void
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 17
    sget-object v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method private final negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 21

    .line 73
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 74
    if-eqz v5, :cond_0

    const/4 v1, 0x2

    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 75
    :cond_0
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Only CETP version 2 is supported"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/clawseed/sdk/provider/Cetp;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :cond_1
    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;

    move-object v9, v0

    .line 162
    const/4 v10, 0x0

    .line 77
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p2

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    move-object v8, v9

    invoke-static {v8}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    move-object v0, v8

    :goto_1
    check-cast v0, Lorg/json/JSONArray;

    if-nez v0, :cond_4

    .line 78
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/clawseed/sdk/provider/Cetp;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :cond_4
    move-object v6, v0

    .line 79
    new-instance v7, Ljava/util/HashSet;

    invoke-direct {v7}, Ljava/util/HashSet;-><init>()V

    .line 80
    const/4 v8, 0x0

    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v9

    :goto_2
    if-ge v8, v9, :cond_5

    invoke-virtual {v6, v8}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v7, v1}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z

    add-int/lit8 v8, v8, 0x1

    goto :goto_2

    .line 81
    :cond_5
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getOptionalCapabilities()Ljava/util/Set;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 163
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 164
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :cond_6
    :goto_3
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    move-object v0, v15

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 81
    move-object/from16 v1, v16

    invoke-virtual {v7, v1}, Ljava/util/HashSet;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 164
    if-eqz v0, :cond_6

    invoke-interface {v12, v15}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_3

    .line 165
    :cond_7
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 163
    check-cast v0, Ljava/lang/Iterable;

    .line 81
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v8

    .line 82
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->sessions:Lcom/clawseed/sdk/provider/Sessions;

    move/from16 v1, p1

    invoke-virtual {v0, v1, v8}, Lcom/clawseed/sdk/provider/Sessions;->open(ILjava/util/Set;)Lcom/clawseed/sdk/provider/Session;

    move-result-object v9

    .line 83
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 84
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 85
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v10

    .line 86
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 87
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProviderName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v9}, Lcom/clawseed/sdk/provider/Session;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 88
    sget-object v2, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v3, v8

    check-cast v3, Ljava/util/Collection;

    invoke-virtual {v2, v3}, Lcom/clawseed/sdk/provider/Cetp;->strings(Ljava/util/Collection;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limits"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    .line 89
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v1, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v11, v3}, Lcom/clawseed/sdk/provider/Cetp;->data(Ljava/lang/String;Lorg/json/JSONObject;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final operation(Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;
    .registers 12

    .line 131
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getMethod()Ljava/lang/String;

    move-result-object v0

    const-string v1, "cancel_operation"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v7

    .line 132
    if-eqz v7, :cond_0

    const-string v0, "cancellation"

    goto :goto_0

    :cond_0
    const-string v0, "async_operations"

    :goto_0
    move-object v8, v0

    .line 133
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getSession()Lcom/clawseed/sdk/provider/Session;

    move-result-object v0

    invoke-virtual {v0, v8}, Lcom/clawseed/sdk/provider/Session;->offers(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 134
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "The session did not negotiate "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_1
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 137
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_REQUEST"

    const-string v2, "operation_id is required"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_2
    move-object v9, v0

    .line 138
    if-eqz v7, :cond_3

    invoke-virtual {p0, p1, v9}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->cancelOperation(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    :cond_3
    invoke-virtual {p0, p1, v9}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getOperation(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :goto_1
    return-object v0
.end method

.method private final providerInfo()Lorg/json/JSONObject;
    .registers 7

    .line 142
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 143
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getScopes()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/clawseed/sdk/provider/ScopeInfo;

    invoke-virtual {v5}, Lcom/clawseed/sdk/provider/ScopeInfo;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 144
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProviderName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 145
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProviderDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 146
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 144
    return-object v0
.end method

.method public static final runTool$lambda$0(Lcom/clawseed/sdk/provider/CetpV2ContentProvider;Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 127
    invoke-virtual {p0, p1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->executeTool(Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final toolList()Lorg/json/JSONObject;
    .registers 7

    .line 150
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 151
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getTools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/clawseed/sdk/provider/ToolDescriptor;

    invoke-virtual {v5}, Lcom/clawseed/sdk/provider/ToolDescriptor;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 152
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getRevision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tools"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/sdk/provider/CetpRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;
    .registers 6

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This provider grants no access by default"

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 54
    move-object v0, p0

    move v1, v4

    move-object v2, p1

    move-object v3, p3

    if-nez p3, :cond_0

    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-virtual {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->dispatchCall(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected cancelOperation(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_REQUEST"

    const-string v2, "Unknown operation"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    const/4 v0, 0x0

    return v0
.end method

.method protected final dispatchCall(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    const-string v1, "method"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    const-string v1, "negotiate"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p1, p3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_0
    sget-object v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->METHODS:Ljava/util/Set;

    invoke-interface {v0, p2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    const-string v4, "request_id"

    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 60
    :cond_1
    invoke-virtual {p0, p1, p2, p3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->open(ILjava/lang/String;Landroid/os/Bundle;)Lcom/clawseed/sdk/provider/Envelope;

    move-result-object v8

    .line 61
    instance-of v0, v8, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    if-eqz v0, :cond_2

    move-object v0, v8

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/Envelope$Rejected;->getResponse()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :cond_2
    instance-of v0, v8, Lcom/clawseed/sdk/provider/Envelope$Opened;

    if-eqz v0, :cond_3

    move-object v0, v8

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope$Opened;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/Envelope$Opened;->getRequest()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    goto :goto_0

    .line 60
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move-object v7, v0

    .line 64
    move-object v8, p2

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_1

    .line 65
    :cond_4
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {v7}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v2

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/clawseed/sdk/provider/Cetp;->data$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 66
    :cond_5
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {v7}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->toolList()Lorg/json/JSONObject;

    move-result-object v2

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/clawseed/sdk/provider/Cetp;->data$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 67
    :cond_6
    invoke-virtual {p0, v7}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->runTool(Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 68
    :goto_1
    invoke-direct {p0, v7}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->operation(Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;

    move-result-object v0

    .line 64
    :goto_2
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method protected executeTool(Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;
    .registers 9

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->mutationExecutor:Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    return-object v0
.end method

.method protected getOperation(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_REQUEST"

    const-string v2, "Unknown operation"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public getOptionalCapabilities()Ljava/util/Set;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->optionalCapabilities:Ljava/util/Set;

    return-object v0
.end method

.method public abstract getProviderDescription()Ljava/lang/String;
.end method

.method public abstract getProviderId()Ljava/lang/String;
.end method

.method public abstract getProviderName()Ljava/lang/String;
.end method

.method public abstract getRevision()Ljava/lang/String;
.end method

.method public abstract getScopes()Ljava/util/List;
.end method

.method public abstract getTools()Ljava/util/List;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 45
    const/4 v0, 0x1

    return v0
.end method

.method protected final open(ILjava/lang/String;Landroid/os/Bundle;)Lcom/clawseed/sdk/provider/Envelope;
    .registers 20

    move-object/from16 v0, p2

    const-string v1, "method"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 94
    move-object/from16 v0, p3

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 95
    move-object/from16 v0, p3

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 96
    new-instance v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    sget-object v2, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v5, v9

    const-string v3, "INVALID_REQUEST"

    const-string v4, "protocol_version must be 2"

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v2 .. v8}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/Envelope$Rejected;-><init>(Landroid/os/Bundle;)V

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope;

    return-object v0

    .line 98
    :cond_0
    if-eqz v9, :cond_1

    move-object/from16 v10, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v10

    check-cast v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;

    move-object v11, v0

    .line 162
    const/4 v12, 0x0

    .line 98
    invoke-static {v9}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v12

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    :goto_0
    invoke-static {v11}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 99
    :cond_1
    new-instance v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    sget-object v2, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v5, v9

    const-string v3, "INVALID_REQUEST"

    const-string v4, "request_id must be a UUID"

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v2 .. v8}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/Envelope$Rejected;-><init>(Landroid/os/Bundle;)V

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope;

    return-object v0

    .line 101
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->sessions:Lcom/clawseed/sdk/provider/Sessions;

    move-object/from16 v1, p3

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/clawseed/sdk/provider/Sessions;->find(Ljava/lang/String;I)Lcom/clawseed/sdk/provider/Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 102
    new-instance v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    sget-object v2, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v5, v9

    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "Negotiate a session first"

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v2 .. v8}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/Envelope$Rejected;-><init>(Landroid/os/Bundle;)V

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope;

    return-object v0

    .line 101
    :cond_3
    move-object v10, v0

    .line 103
    new-instance v11, Lorg/json/JSONObject;

    invoke-direct {v11}, Lorg/json/JSONObject;-><init>()V

    .line 104
    move-object/from16 v0, p2

    const-string v1, "execute_tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    .line 105
    move-object/from16 v0, p3

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    const-string v0, "{}"

    :cond_4
    move-object v12, v0

    .line 106
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v12, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_5

    .line 107
    new-instance v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    sget-object v2, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v5, v9

    const-string v3, "INVALID_ARGS"

    const-string v4, "Arguments exceed max_request_bytes"

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v2 .. v8}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/Envelope$Rejected;-><init>(Landroid/os/Bundle;)V

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope;

    return-object v0

    .line 109
    :cond_5
    move-object/from16 v13, p0

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v13

    check-cast v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;

    move-object v14, v0

    .line 162
    const/4 v15, 0x0

    .line 109
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v12}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v15

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v15}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14

    :goto_1
    move-object v13, v14

    invoke-static {v13}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    goto :goto_2

    :cond_6
    move-object v0, v13

    :goto_2
    check-cast v0, Lorg/json/JSONObject;

    if-nez v0, :cond_7

    .line 110
    new-instance v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    sget-object v2, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v5, v9

    const-string v3, "INVALID_ARGS"

    const-string v4, "Arguments are not a JSON object"

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v2 .. v8}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/Envelope$Rejected;-><init>(Landroid/os/Bundle;)V

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope;

    return-object v0

    .line 109
    :cond_7
    move-object v11, v0

    .line 112
    :cond_8
    new-instance v0, Lcom/clawseed/sdk/provider/Envelope$Opened;

    new-instance v2, Lcom/clawseed/sdk/provider/CetpRequest;

    move/from16 v3, p1

    move-object/from16 v4, p2

    move-object v5, v9

    move-object/from16 v6, p3

    move-object v7, v10

    move-object v8, v11

    invoke-direct/range {v2 .. v8}, Lcom/clawseed/sdk/provider/CetpRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lcom/clawseed/sdk/provider/Session;Lorg/json/JSONObject;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/Envelope$Opened;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;)V

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope;

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    const/4 v0, 0x0

    return-object v0
.end method

.method protected runTool(Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 117
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 118
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v7, v2

    if-gtz v0, :cond_0

    .line 119
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The request deadline has passed"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :cond_0
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v9, v0

    .line 122
    invoke-virtual {p0, p1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->authorize(Lcom/clawseed/sdk/provider/CetpRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;

    move-result-object v10

    .line 123
    instance-of v0, v10, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    if-eqz v0, :cond_2

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    move-object v1, v10

    check-cast v1, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getCode()Ljava/lang/String;

    move-result-object v1

    move-object v2, v10

    check-cast v2, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :cond_2
    invoke-virtual {v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getMutating()Z

    move-result v0

    if-nez v0, :cond_3

    invoke-virtual {p0, p1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->executeTool(Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :cond_3
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    move-result-object v0

    if-nez v0, :cond_4

    .line 126
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "This tool is not available"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :cond_4
    move-object v11, v0

    .line 127
    new-instance v2, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$$ExternalSyntheticLambda0;-><init>(Lcom/clawseed/sdk/provider/CetpV2ContentProvider;)V

    invoke-interface {v11, p1, v2}, Lcom/clawseed/sdk/provider/CetpMutationExecutor;->execute(Lcom/clawseed/sdk/provider/CetpRequest;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public final tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;
    .registers 10

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getTools()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 160
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-object v6, v0

    const/4 v7, 0x0

    .line 43
    invoke-virtual {v6}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 160
    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_0

    .line 161
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 43
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    const/4 v0, 0x0

    return v0
.end method
