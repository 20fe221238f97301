.class public abstract Lcom/tallyfold/money/CetpProvider;
.super Landroid/content/ContentProvider;
.source "CetpProvider.kt"


# static fields
.field public static final Companion:Lcom/tallyfold/money/CetpProvider$Companion;

.field private static final METHODS:Ljava/util/Set;

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Tallyfold"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/tallyfold/money/CetpProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/tallyfold/money/CetpProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tallyfold/money/CetpProvider;->Companion:Lcom/tallyfold/money/CetpProvider$Companion;

    .line 164
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

    sput-object v0, Lcom/tallyfold/money/CetpProvider;->METHODS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 16
    sget-object v0, Lcom/tallyfold/money/CetpProvider;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method private final askUser(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;
    .registers 10

    .line 151
    invoke-virtual {p0, p2}, Lcom/tallyfold/money/CetpProvider;->summarize(Lcom/tallyfold/money/Command;)Ljava/lang/String;

    move-result-object v5

    .line 152
    sget-object v0, Lcom/tallyfold/money/Tickets;->INSTANCE:Lcom/tallyfold/money/Tickets;

    invoke-virtual {v0, p1}, Lcom/tallyfold/money/Tickets;->hold-ZdEKHHg(Lcom/tallyfold/money/ToolCall;)Ljava/lang/String;

    move-result-object v6

    .line 153
    new-instance v0, Lcom/tallyfold/money/Outcome$NeedsUser;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Confirm in Tallyfold: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, p2, v6, v5}, Lcom/tallyfold/money/CetpProvider;->resolution-GLOxL2A(Lcom/tallyfold/money/Command;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v6, v4}, Lcom/tallyfold/money/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0
.end method

.method private final execute(Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;
    .registers 16

    .line 109
    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getTools()Ljava/util/List;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 180
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lcom/tallyfold/money/ToolSpec;

    move-object v12, v0

    const/4 v13, 0x0

    .line 109
    invoke-virtual {v12}, Lcom/tallyfold/money/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 180
    if-eqz v0, :cond_0

    move-object v0, v11

    goto :goto_0

    .line 181
    :cond_1
    const/4 v0, 0x0

    .line 109
    :goto_0
    check-cast v0, Lcom/tallyfold/money/ToolSpec;

    if-nez v0, :cond_2

    .line 110
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    .line 109
    :cond_2
    move-object v6, v0

    .line 111
    sget-object v0, Lcom/tallyfold/money/Grants;->INSTANCE:Lcom/tallyfold/money/Grants;

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallyfold/money/Grants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    invoke-virtual {v6}, Lcom/tallyfold/money/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 112
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This assistant lacks a scope the tool needs."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    .line 114
    :cond_3
    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/ExtensionsKt;->argsMap(Landroid/os/Bundle;)Ljava/lang/Object;

    move-result-object v8

    .line 115
    invoke-static {v8}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v9, v8

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v10, v9

    move-object v0, v10

    check-cast v0, Ljava/util/Map;

    move-object v11, v0

    .line 168
    const/4 v12, 0x0

    .line 115
    invoke-virtual {v6}, Lcom/tallyfold/money/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1, v11}, Lcom/tallyfold/money/CetpProvider;->decode-gIAlu-s(Ljava/lang/String;Ljava/util/Map;)Ljava/lang/Object;

    move-result-object v13

    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v11

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10

    :goto_1
    move-object v0, v10

    goto :goto_2

    :cond_4
    invoke-static {v8}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_2
    move-object v8, v0

    .line 116
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_5

    move-object v0, v8

    goto :goto_3

    :cond_5
    move-object v9, v0

    .line 168
    const/4 v10, 0x0

    .line 116
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not match the tool\'s input schema."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    :goto_3
    check-cast v0, Lcom/tallyfold/money/Command;

    .line 114
    move-object v7, v0

    .line 117
    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/ExtensionsKt;->getDeadlineAtMs(Landroid/os/Bundle;)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_6

    .line 118
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    .line 120
    :cond_6
    invoke-virtual {v6}, Lcom/tallyfold/money/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-direct {p0, p1, v6, v7}, Lcom/tallyfold/money/CetpProvider;->mutate(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/ToolSpec;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    goto :goto_4

    :cond_7
    invoke-virtual {p0, p1, v7}, Lcom/tallyfold/money/CetpProvider;->perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    :goto_4
    return-object v0
.end method

.method private final info()Lorg/json/JSONObject;
    .registers 5

    .line 97
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Tallyfold"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 98
    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 99
    new-instance v2, Lorg/json/JSONArray;

    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getScopeCatalog()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final limits()Lorg/json/JSONObject;
    .registers 4

    .line 94
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 95
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final listing(Lcom/tallyfold/money/ToolCall;)Lorg/json/JSONObject;
    .registers 21

    .line 103
    sget-object v0, Lcom/tallyfold/money/Grants;->INSTANCE:Lcom/tallyfold/money/Grants;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tallyfold/money/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallyfold/money/Grants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v5

    .line 104
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tallyfold/money/CetpProvider;->getRevision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 105
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tallyfold/money/CetpProvider;->getTools()Ljava/util/List;

    move-result-object v6

    check-cast v6, Ljava/lang/Iterable;

    const-string v16, "tools"

    move-object v15, v0

    const/4 v7, 0x0

    .line 173
    move-object v8, v6

    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 174
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lcom/tallyfold/money/ToolSpec;

    move-object v13, v0

    const/4 v14, 0x0

    .line 105
    invoke-virtual {v13}, Lcom/tallyfold/money/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v5, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    .line 174
    if-eqz v0, :cond_0

    invoke-interface {v9, v12}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 175
    :cond_1
    move-object v0, v9

    check-cast v0, Ljava/util/List;

    .line 173
    move-object/from16 v17, v0

    move-object/from16 v2, v17

    check-cast v2, Ljava/lang/Iterable;

    move-object v6, v2

    .line 105
    const/4 v7, 0x0

    .line 176
    move-object v8, v6

    new-instance v9, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v6, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v9, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 177
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_1
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    .line 178
    move-object v1, v12

    check-cast v1, Lcom/tallyfold/money/ToolSpec;

    move-object v13, v1

    move-object/from16 v17, v9

    const/4 v14, 0x0

    .line 105
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tallyfold/money/ToolCall;->getSession()Lcom/tallyfold/money/Session;

    move-result-object v1

    invoke-virtual {v1}, Lcom/tallyfold/money/Session;->getAsync()Z

    move-result v1

    invoke-virtual {v13, v1}, Lcom/tallyfold/money/ToolSpec;->descriptor(Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 178
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 179
    :cond_2
    move-object v0, v9

    check-cast v0, Ljava/util/List;

    .line 176
    move-object/from16 v17, v0

    move-object/from16 v2, v17

    check-cast v2, Ljava/util/Collection;

    .line 104
    move-object/from16 v18, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v18

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v1, v16

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final declared-synchronized mutate(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/ToolSpec;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;
    .registers 17

    monitor-enter p0

    .line 126
    :try_start_0
    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getReplies()Lcom/tallyfold/money/ReplyLog;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getRetryKey()Lcom/tallyfold/money/RetryKey;

    move-result-object v1

    invoke-interface {v0, v1}, Lcom/tallyfold/money/ReplyLog;->prior(Lcom/tallyfold/money/RetryKey;)Lcom/tallyfold/money/Prior;

    move-result-object v8

    if-eqz v8, :cond_2

    move-object v10, v8

    const/4 v11, 0x0

    .line 127
    invoke-virtual {v10}, Lcom/tallyfold/money/Prior;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v10}, Lcom/tallyfold/money/Prior;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 128
    :cond_0
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was used for another call."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_0

    .line 130
    :cond_1
    invoke-virtual {v10}, Lcom/tallyfold/money/Prior;->replay()Lcom/tallyfold/money/Outcome;

    move-result-object v0

    .line 127
    :goto_0
    monitor-exit p0

    return-object v0

    .line 133
    :cond_2
    invoke-virtual {p2}, Lcom/tallyfold/money/ToolSpec;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object/from16 v1, p3

    invoke-virtual {p0, v1}, Lcom/tallyfold/money/CetpProvider;->wantsUser(Lcom/tallyfold/money/Command;)Z

    move-result v0

    if-eqz v0, :cond_8

    .line 134
    :cond_3
    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/ExtensionsKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v11, v0

    .line 168
    const/4 v12, 0x0

    .line 134
    sget-object v0, Lcom/tallyfold/money/Tickets;->INSTANCE:Lcom/tallyfold/money/Tickets;

    invoke-virtual {v0, v11, p1}, Lcom/tallyfold/money/Tickets;->redeem-t8NQXzc(Ljava/lang/String;Lcom/tallyfold/money/ToolCall;)Ljava/lang/Boolean;

    move-result-object v0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    move-object v8, v0

    .line 135
    if-nez v8, :cond_5

    move-object/from16 v2, p3

    invoke-direct {p0, p1, v2}, Lcom/tallyfold/money/CetpProvider;->askUser(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 136
    :cond_5
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    monitor-exit p0

    return-object v0

    .line 137
    :cond_6
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " approved by the user"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    goto :goto_2

    .line 134
    :cond_7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 140
    :cond_8
    :goto_2
    move-object/from16 v2, p3

    invoke-virtual {p0, p1, v2}, Lcom/tallyfold/money/CetpProvider;->perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;

    move-result-object v8

    move-object v9, v8

    const/4 v10, 0x0

    .line 141
    move-object v11, v9

    .line 142
    instance-of v0, v11, Lcom/tallyfold/money/Outcome$Done;

    if-eqz v0, :cond_9

    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getReplies()Lcom/tallyfold/money/ReplyLog;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getRetryKey()Lcom/tallyfold/money/RetryKey;

    move-result-object v1

    new-instance v2, Lcom/tallyfold/money/Prior;

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    move-object v6, v9

    check-cast v6, Lcom/tallyfold/money/Outcome$Done;

    invoke-virtual {v6}, Lcom/tallyfold/money/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v6

    const/4 v7, 0x0

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/tallyfold/money/Prior;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)V

    invoke-interface {v0, v1, v2}, Lcom/tallyfold/money/ReplyLog;->record(Lcom/tallyfold/money/RetryKey;Lcom/tallyfold/money/Prior;)V

    goto :goto_3

    .line 143
    :cond_9
    instance-of v0, v11, Lcom/tallyfold/money/Outcome$Accepted;

    if-eqz v0, :cond_a

    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getReplies()Lcom/tallyfold/money/ReplyLog;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getRetryKey()Lcom/tallyfold/money/RetryKey;

    move-result-object v1

    new-instance v2, Lcom/tallyfold/money/Prior;

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    move-object v7, v9

    check-cast v7, Lcom/tallyfold/money/Outcome$Accepted;

    invoke-virtual {v7}, Lcom/tallyfold/money/Outcome$Accepted;->getOperation-bnb98_U()Ljava/lang/String;

    move-result-object v7

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/tallyfold/money/Prior;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)V

    invoke-interface {v0, v1, v2}, Lcom/tallyfold/money/ReplyLog;->record(Lcom/tallyfold/money/RetryKey;Lcom/tallyfold/money/Prior;)V

    goto :goto_3

    .line 140
    :cond_a
    :goto_3
    monitor-exit p0

    return-object v8
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method private final negotiate-jxSKb4Q(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 24

    .line 75
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 76
    if-eqz v6, :cond_0

    const/4 v1, 0x2

    invoke-static {v6, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 77
    :cond_0
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP version 2 only."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 79
    :cond_1
    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lcom/tallyfold/money/CetpProvider;

    move-object v9, v0

    .line 168
    const/4 v10, 0x0

    .line 79
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p1

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, ""

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

    .line 80
    invoke-static {v8}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lorg/json/JSONArray;

    move-object v9, v0

    .line 168
    const/4 v10, 0x0

    .line 80
    invoke-virtual {v9}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v11

    check-cast v11, Ljava/lang/Iterable;

    const/4 v12, 0x0

    .line 169
    move-object v13, v11

    new-instance v14, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v11, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v14, Ljava/util/Collection;

    const/4 v15, 0x0

    .line 170
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v16

    :goto_1
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    move-object/from16 v0, v16

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v17

    .line 171
    move/from16 v18, v17

    move-object/from16 v19, v14

    const/16 v20, 0x0

    .line 80
    move/from16 v1, v18

    invoke-virtual {v9, v1}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;

    move-result-object v0

    .line 171
    move-object v1, v0

    move-object/from16 v0, v19

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 172
    :cond_3
    move-object v0, v14

    check-cast v0, Ljava/util/List;

    .line 169
    check-cast v0, Ljava/lang/Iterable;

    .line 80
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_2

    :cond_4
    invoke-static {v8}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_2
    move-object v8, v0

    .line 81
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_5

    move-object v0, v8

    goto :goto_3

    :cond_5
    move-object v9, v0

    .line 168
    const/4 v10, 0x0

    .line 81
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array of strings."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :goto_3
    check-cast v0, Ljava/util/Set;

    .line 79
    move-object v7, v0

    .line 82
    sget-object v0, Lcom/tallyfold/money/Sessions;->INSTANCE:Lcom/tallyfold/money/Sessions;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tallyfold/money/CetpProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/tallyfold/money/CetpProvider;->getOptionalCapabilities()Ljava/util/Set;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    move-object v4, v7

    check-cast v4, Ljava/lang/Iterable;

    invoke-static {v3, v4}, Lkotlin/collections/CollectionsKt;->intersect(Ljava/lang/Iterable;Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v3

    move/from16 v1, p2

    invoke-virtual {v0, v1, v2, v3}, Lcom/tallyfold/money/Sessions;->open-xzdxHD0(ILjava/lang/String;Ljava/util/Set;)Lkotlin/Pair;

    move-result-object v8

    invoke-virtual {v8}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyfold/money/SessionToken;

    invoke-virtual {v0}, Lcom/tallyfold/money/SessionToken;->unbox-impl()Ljava/lang/String;

    move-result-object v9

    invoke-virtual {v8}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Lcom/tallyfold/money/Session;

    .line 83
    move-object/from16 v0, p0

    check-cast v0, Lcom/tallyfold/money/CetpProvider;

    move-object v12, v0

    const/4 v13, 0x0

    .line 84
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v12}, Lcom/tallyfold/money/CetpProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Tallyfold"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 85
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v10}, Lcom/tallyfold/money/Session;->getExpiresAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 86
    new-instance v2, Lorg/json/JSONArray;

    invoke-virtual {v10}, Lcom/tallyfold/money/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-direct {v12}, Lcom/tallyfold/money/CetpProvider;->limits()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "limits"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v14

    .line 87
    new-instance v15, Landroid/os/Bundle;

    invoke-direct {v15}, Landroid/os/Bundle;-><init>()V

    move-object/from16 v16, v15

    const/16 v17, 0x0

    .line 88
    move-object/from16 v0, v16

    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 89
    invoke-virtual {v14}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 83
    return-object v15
.end method

.method private final serve-mEDmgi0(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 17

    .line 54
    invoke-static {p2}, Lcom/tallyfold/money/ExtensionsKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v7

    .line 55
    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    move/from16 v1, p3

    invoke-static {v0, v1}, Lcom/tallyfold/money/ExtensionsKt;->trustedCaller-jxSKb4Q(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 56
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not an allowed assistant."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    invoke-static {v0, v7}, Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 55
    :cond_0
    move-object v8, v0

    .line 57
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move/from16 v2, p3

    invoke-direct {p0, p2, v2}, Lcom/tallyfold/money/CetpProvider;->negotiate-jxSKb4Q(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_1
    sget-object v0, Lcom/tallyfold/money/CetpProvider;->METHODS:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    invoke-static {v0, v7}, Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_2
    invoke-static {p2}, Lcom/tallyfold/money/ExtensionsKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    if-eqz v7, :cond_3

    invoke-static {p2}, Lcom/tallyfold/money/ExtensionsKt;->getDeadlineAtMs(Landroid/os/Bundle;)Ljava/lang/Long;

    move-result-object v0

    if-nez v0, :cond_4

    .line 60
    :cond_3
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2, request_id and deadline_at_ms are required."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    invoke-static {v0, v7}, Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :cond_4
    sget-object v0, Lcom/tallyfold/money/Sessions;->INSTANCE:Lcom/tallyfold/money/Sessions;

    invoke-static {p2}, Lcom/tallyfold/money/ExtensionsKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    move/from16 v2, p3

    invoke-virtual {v0, v1, v2, v3}, Lcom/tallyfold/money/Sessions;->find-IsXkWsY(Ljava/lang/String;ILjava/lang/String;)Lcom/tallyfold/money/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 63
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "Negotiate a session first."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    invoke-static {v0, v7}, Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :cond_5
    move-object v9, v0

    .line 64
    new-instance v0, Lcom/tallyfold/money/ToolCall;

    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getProviderId()Ljava/lang/String;

    move-result-object v4

    move/from16 v1, p3

    move-object v2, v8

    move-object v3, v4

    move-object v4, v9

    move-object v5, p2

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lcom/tallyfold/money/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Lcom/tallyfold/money/Session;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v10, v0

    .line 65
    move-object v12, p1

    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    .line 66
    :cond_6
    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    invoke-direct {p0}, Lcom/tallyfold/money/CetpProvider;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_1

    .line 67
    :cond_7
    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    invoke-direct {p0, v10}, Lcom/tallyfold/money/CetpProvider;->listing(Lcom/tallyfold/money/ToolCall;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_1

    .line 68
    :cond_8
    invoke-direct {p0, v10}, Lcom/tallyfold/money/CetpProvider;->execute(Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    goto :goto_1

    .line 69
    :goto_0
    invoke-virtual {p0, p1, v10}, Lcom/tallyfold/money/CetpProvider;->operation(Ljava/lang/String;Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    .line 65
    :goto_1
    move-object v11, v0

    .line 71
    invoke-static {v11, v7}, Lcom/tallyfold/money/ProtocolKt;->toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

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

    .line 49
    sget-object v0, Lcom/tallyfold/money/CallerUid;->Companion:Lcom/tallyfold/money/CallerUid$Companion;

    invoke-virtual {v0}, Lcom/tallyfold/money/CallerUid$Companion;->current-GZ42O9s()I

    move-result v3

    .line 50
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lcom/tallyfold/money/CetpProvider;->serve-mEDmgi0(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract decode-gIAlu-s(Ljava/lang/String;Ljava/util/Map;)Ljava/lang/Object;
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 159
    const/4 v0, 0x0

    return v0
.end method

.method protected final getCtx()Landroid/content/Context;
    .registers 2

    .line 44
    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    return-object v0
.end method

.method protected abstract getDescription()Ljava/lang/String;
.end method

.method protected abstract getOptionalCapabilities()Ljava/util/Set;
.end method

.method public abstract getProviderId()Ljava/lang/String;
.end method

.method protected abstract getReplies()Lcom/tallyfold/money/ReplyLog;
.end method

.method protected abstract getRevision()Ljava/lang/String;
.end method

.method protected abstract getScopeCatalog()Ljava/lang/String;
.end method

.method protected abstract getTools()Ljava/util/List;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 157
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 158
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 46
    const/4 v2, 0x1

    move v3, v2

    .line 168
    const/4 v4, 0x0

    .line 46
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {p0}, Lcom/tallyfold/money/CetpProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallyfold/money/Store;->attach(Landroid/content/Context;)V

    return v2
.end method

.method protected operation(Ljava/lang/String;Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;
    .registers 9

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "This provider answers every tool inline."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0
.end method

.method protected abstract perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 156
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract resolution-GLOxL2A(Lcom/tallyfold/money/Command;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method

.method protected abstract summarize(Lcom/tallyfold/money/Command;)Ljava/lang/String;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 160
    const/4 v0, 0x0

    return v0
.end method

.method protected wantsUser(Lcom/tallyfold/money/Command;)Z
    .registers 4

    const-string v1, "command"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    const/4 v0, 0x0

    return v0
.end method
