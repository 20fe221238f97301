.class public abstract Lnet/switchyard/hub/ToolHost;
.super Landroid/content/ContentProvider;
.source "ToolHost.kt"


# static fields
.field public static final Companion:Lnet/switchyard/hub/ToolHost$Companion;

.field private static final METHODS:Ljava/util/Set;

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Switchyard"


# instance fields
.field private final env$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lnet/switchyard/hub/ToolHost$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lnet/switchyard/hub/ToolHost$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/ToolHost;->Companion:Lnet/switchyard/hub/ToolHost$Companion;

    .line 154
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

    sput-object v0, Lnet/switchyard/hub/ToolHost;->METHODS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 30
    new-instance v0, Lnet/switchyard/hub/ToolHost$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lnet/switchyard/hub/ToolHost$$ExternalSyntheticLambda0;-><init>(Lnet/switchyard/hub/ToolHost;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/switchyard/hub/ToolHost;->env$delegate:Lkotlin/Lazy;

    .line 15
    return-void
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 15
    sget-object v0, Lnet/switchyard/hub/ToolHost;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method private final allTools()Ljava/util/List;
    .registers 24

    .line 86
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolHost;->getModuleIds()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    const/4 v5, 0x0

    .line 163
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 172
    move-object v9, v6

    const/4 v10, 0x0

    .line 173
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v13, v12

    const/4 v14, 0x0

    .line 172
    move-object v0, v13

    check-cast v0, Ljava/lang/String;

    move-object v15, v0

    const/16 v16, 0x0

    .line 86
    sget-object v0, Lnet/switchyard/hub/ModuleRegistry;->INSTANCE:Lnet/switchyard/hub/ModuleRegistry;

    invoke-virtual {v0, v15}, Lnet/switchyard/hub/ModuleRegistry;->get(Ljava/lang/String;)Lnet/switchyard/hub/ToolModule;

    move-result-object v0

    .line 172
    if-eqz v0, :cond_0

    move-object/from16 v17, v0

    .line 174
    const/16 v18, 0x0

    .line 172
    move-object/from16 v1, v17

    invoke-interface {v7, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 173
    :cond_0
    :goto_1
    goto :goto_0

    .line 176
    :cond_1
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 163
    check-cast v0, Ljava/lang/Iterable;

    move-object v4, v0

    .line 86
    const/4 v5, 0x0

    .line 177
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 178
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_2
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    .line 179
    move-object v0, v10

    check-cast v0, Lnet/switchyard/hub/ToolModule;

    move-object v11, v0

    const/4 v12, 0x0

    .line 86
    invoke-interface {v11}, Lnet/switchyard/hub/ToolModule;->getTools()Ljava/util/List;

    move-result-object v13

    check-cast v13, Ljava/lang/Iterable;

    const/4 v14, 0x0

    .line 180
    move-object v15, v13

    new-instance v0, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v13, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v0, Ljava/util/Collection;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 181
    invoke-interface {v15}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v18

    :goto_3
    move-object/from16 v0, v18

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, v18

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v19

    .line 182
    move-object/from16 v1, v19

    check-cast v1, Lnet/switchyard/hub/ToolSpec;

    move-object/from16 v20, v1

    move-object/from16 v21, v16

    const/16 v22, 0x0

    .line 86
    move-object/from16 v1, v20

    invoke-static {v11, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    .line 182
    move-object v1, v0

    move-object/from16 v0, v21

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_3

    .line 183
    :cond_2
    move-object/from16 v0, v16

    check-cast v0, Ljava/util/List;

    .line 180
    check-cast v0, Ljava/lang/Iterable;

    .line 179
    move-object v11, v0

    .line 184
    invoke-static {v7, v11}, Lkotlin/collections/CollectionsKt;->addAll(Ljava/util/Collection;Ljava/lang/Iterable;)Z

    goto :goto_2

    .line 186
    :cond_3
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 86
    return-object v0
.end method

.method private final askUser(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;
    .registers 12

    .line 140
    invoke-interface {p1, p2, p3}, Lnet/switchyard/hub/ToolModule;->summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;

    move-result-object v5

    .line 141
    sget-object v0, Lnet/switchyard/hub/TicketBook;->INSTANCE:Lnet/switchyard/hub/TicketBook;

    invoke-virtual {v0, p2}, Lnet/switchyard/hub/TicketBook;->hold(Lnet/switchyard/hub/ToolCall;)Ljava/lang/String;

    move-result-object v6

    .line 142
    sget-object v0, Lnet/switchyard/hub/Resolutions;->INSTANCE:Lnet/switchyard/hub/Resolutions;

    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-interface {p1, p3}, Lnet/switchyard/hub/ToolModule;->confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;

    move-result-object v2

    invoke-virtual {v0, v1, v2, v6, v5}, Lnet/switchyard/hub/Resolutions;->open(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v7

    .line 143
    new-instance v0, Lnet/switchyard/hub/Outcome$NeedsUser;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm in Switchyard: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v3, v7

    check-cast v3, Landroid/os/Parcelable;

    invoke-direct {v0, v2, v3, v6}, Lnet/switchyard/hub/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/os/Parcelable;Ljava/lang/String;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method public static final env_delegate$lambda$0(Lnet/switchyard/hub/ToolHost;)Lnet/switchyard/hub/HostEnv;
    .registers 3

    .line 30
    new-instance v0, Lnet/switchyard/hub/HostEnv;

    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v1}, Lnet/switchyard/hub/HostEnv;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final execute(Lnet/switchyard/hub/ToolCall;)Lnet/switchyard/hub/Outcome;
    .registers 15

    .line 95
    invoke-direct {p0}, Lnet/switchyard/hub/ToolHost;->allTools()Ljava/util/List;

    move-result-object v7

    check-cast v7, Ljava/lang/Iterable;

    const/4 v8, 0x0

    .line 190
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :cond_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    move-object v0, v10

    check-cast v0, Lkotlin/Pair;

    move-object v11, v0

    const/4 v12, 0x0

    .line 95
    invoke-virtual {v11}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/ToolSpec;

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 190
    if-eqz v0, :cond_0

    move-object v0, v10

    goto :goto_0

    .line 191
    :cond_1
    const/4 v0, 0x0

    .line 95
    :goto_0
    check-cast v0, Lkotlin/Pair;

    if-nez v0, :cond_2

    .line 96
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 95
    :cond_2
    move-object v5, v0

    invoke-virtual {v5}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lnet/switchyard/hub/ToolModule;

    invoke-virtual {v5}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lnet/switchyard/hub/ToolSpec;

    .line 97
    sget-object v0, Lnet/switchyard/hub/TrustedCallers;->INSTANCE:Lnet/switchyard/hub/TrustedCallers;

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/TrustedCallers;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    invoke-virtual {v7}, Lnet/switchyard/hub/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 98
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This assistant lacks a scope the tool needs."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 100
    :cond_3
    move-object v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lnet/switchyard/hub/ToolHost;

    move-object v9, v0

    .line 162
    const/4 v10, 0x0

    .line 100
    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_1
    invoke-static {v9}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const-string v0, "INVALID_ARGS"

    const-string v1, "args must be a JSON object."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 101
    :cond_4
    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lnet/switchyard/hub/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_5

    .line 102
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline passed before the tool started."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 104
    :cond_5
    invoke-virtual {v7}, Lnet/switchyard/hub/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-direct {p0, v6, p1, v7}, Lnet/switchyard/hub/ToolHost;->mutate(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_2

    :cond_6
    invoke-direct {p0, v6, p1, v7}, Lnet/switchyard/hub/ToolHost;->run(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    :goto_2
    return-object v0
.end method

.method private final getEnv()Lnet/switchyard/hub/HostEnv;
    .registers 3

    .line 30
    iget-object v1, p0, Lnet/switchyard/hub/ToolHost;->env$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/HostEnv;

    return-object v0
.end method

.method private final info()Lorg/json/JSONObject;
    .registers 4

    .line 81
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Switchyard"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 82
    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 83
    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getScopes()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final declared-synchronized mutate(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;
    .registers 15

    monitor-enter p0

    .line 110
    :try_start_0
    invoke-direct {p0}, Lnet/switchyard/hub/ToolHost;->getEnv()Lnet/switchyard/hub/HostEnv;

    move-result-object v0

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lnet/switchyard/hub/HubStore;->prior(ILjava/lang/String;Ljava/lang/String;)Lnet/switchyard/hub/PriorReply;

    move-result-object v7

    .line 111
    if-eqz v7, :cond_2

    .line 112
    invoke-virtual {v7}, Lnet/switchyard/hub/PriorReply;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v7}, Lnet/switchyard/hub/PriorReply;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 113
    :cond_0
    const-string v0, "INVALID_REQUEST"

    const-string v1, "This request_id was used for another call."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 115
    :cond_1
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    invoke-virtual {v7}, Lnet/switchyard/hub/PriorReply;->getReply()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    monitor-exit p0

    return-object v0

    .line 117
    :cond_2
    invoke-virtual {p3}, Lnet/switchyard/hub/ToolSpec;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    invoke-interface {p1, p2, p3}, Lnet/switchyard/hub/ToolModule;->wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    if-eqz v0, :cond_8

    :cond_3
    invoke-interface {p1, p2, p3}, Lnet/switchyard/hub/ToolModule;->skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 118
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v9, v0

    .line 162
    const/4 v10, 0x0

    .line 118
    sget-object v0, Lnet/switchyard/hub/TicketBook;->INSTANCE:Lnet/switchyard/hub/TicketBook;

    invoke-virtual {v0, v9, p2}, Lnet/switchyard/hub/TicketBook;->redeem(Ljava/lang/String;Lnet/switchyard/hub/ToolCall;)Ljava/lang/Boolean;

    move-result-object v0

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    move-object v8, v0

    .line 119
    if-nez v8, :cond_5

    invoke-direct {p0, p1, p2, p3}, Lnet/switchyard/hub/ToolHost;->askUser(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 120
    :cond_5
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const-string v0, "USER_CANCELLED"

    const-string v1, "The user declined."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 121
    :cond_6
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-virtual {p3}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " approved by the user"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Switchyard"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    goto :goto_1

    .line 118
    :cond_7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 124
    :cond_8
    :goto_1
    invoke-direct {p0, p1, p2, p3}, Lnet/switchyard/hub/ToolHost;->run(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;

    move-result-object v8

    .line 125
    instance-of v0, v8, Lnet/switchyard/hub/Outcome$Done;

    if-eqz v0, :cond_9

    .line 126
    invoke-direct {p0}, Lnet/switchyard/hub/ToolHost;->getEnv()Lnet/switchyard/hub/HostEnv;

    move-result-object v0

    invoke-virtual {v0}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p3}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p2}, Lnet/switchyard/hub/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    move-object v6, v8

    check-cast v6, Lnet/switchyard/hub/Outcome$Done;

    invoke-virtual {v6}, Lnet/switchyard/hub/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual/range {v0 .. v6}, Lnet/switchyard/hub/HubStore;->remember(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 128
    :cond_9
    monitor-exit p0

    return-object v8
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method private final negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 16

    .line 62
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 63
    if-eqz v5, :cond_0

    const/4 v1, 0x2

    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 64
    :cond_0
    const-string v0, "UNSUPPORTED_VERSION"

    const-string v1, "This provider speaks CETP version 2 only."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lnet/switchyard/hub/ProtocolKt;->respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 66
    :cond_1
    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lnet/switchyard/hub/ToolHost;

    move-object v8, v0

    .line 162
    const/4 v9, 0x0

    .line 66
    new-instance v0, Lorg/json/JSONArray;

    const-string v3, "consumer_capabilities"

    invoke-virtual {p1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v9

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    :goto_0
    move-object v7, v8

    invoke-static {v7}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    move-object v0, v7

    :goto_1
    check-cast v0, Lorg/json/JSONArray;

    move-object v6, v0

    .line 67
    if-nez v6, :cond_4

    const-string v0, "INVALID_REQUEST"

    const-string v1, "consumer_capabilities must be a JSON array."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lnet/switchyard/hub/ProtocolKt;->respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 69
    :cond_4
    sget-object v0, Lnet/switchyard/hub/SessionBook;->INSTANCE:Lnet/switchyard/hub/SessionBook;

    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v3

    invoke-virtual {v0, p2, v2, v3}, Lnet/switchyard/hub/SessionBook;->open(ILjava/lang/String;Ljava/util/Set;)Lkotlin/Pair;

    move-result-object v7

    invoke-virtual {v7}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/String;

    invoke-virtual {v7}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Lnet/switchyard/hub/Session;

    .line 70
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

    .line 71
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v10

    .line 72
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lnet/switchyard/hub/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Switchyard"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 73
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v9}, Lnet/switchyard/hub/Session;->getExpiresAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 74
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limits"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    .line 75
    new-instance v12, Landroid/os/Bundle;

    invoke-direct {v12}, Landroid/os/Bundle;-><init>()V

    .line 76
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    invoke-virtual {v11}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    return-object v12
.end method

.method private final run(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Lnet/switchyard/hub/Outcome;
    .registers 10

    .line 132
    :try_start_0
    invoke-direct {p0}, Lnet/switchyard/hub/ToolHost;->getEnv()Lnet/switchyard/hub/HostEnv;

    move-result-object v3

    invoke-interface {p1, p2, p3, v3}, Lnet/switchyard/hub/ToolModule;->execute(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 133
    :catch_0
    move-exception v5

    .line 134
    invoke-virtual {p3}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v5

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "Switchyard"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 135
    const-string v0, "INTERNAL_ERROR"

    const-string v1, "The tool failed."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lnet/switchyard/hub/ProtocolKt;->problem(Ljava/lang/String;Ljava/lang/String;Z)Lnet/switchyard/hub/Outcome;

    move-result-object v4

    .line 136
    :goto_0
    return-object v4
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 30

    .line 40
    move-object/from16 v0, p2

    invoke-static {v0}, Lnet/switchyard/hub/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v6

    .line 41
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolHost;->getVerifier()Lnet/switchyard/hub/CallerVerifier;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-direct {v1}, Lnet/switchyard/hub/ToolHost;->getEnv()Lnet/switchyard/hub/HostEnv;

    move-result-object v1

    invoke-virtual {v1}, Lnet/switchyard/hub/HostEnv;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    move/from16 v2, p3

    invoke-interface {v0, v1, v2}, Lnet/switchyard/hub/CallerVerifier;->admit(Landroid/content/pm/PackageManager;I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 42
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This app is not an allowed assistant."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    invoke-static {v0, v6}, Lnet/switchyard/hub/ProtocolKt;->respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 41
    :cond_0
    move-object v7, v0

    .line 43
    move-object/from16 v0, p1

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    move/from16 v2, p3

    invoke-direct {v0, v1, v2}, Lnet/switchyard/hub/ToolHost;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 44
    :cond_1
    sget-object v0, Lnet/switchyard/hub/ToolHost;->METHODS:Ljava/util/Set;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "Unknown method."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    invoke-static {v0, v6}, Lnet/switchyard/hub/ProtocolKt;->respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 45
    :cond_2
    move-object/from16 v0, p2

    invoke-static {v0}, Lnet/switchyard/hub/ProtocolKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    if-eqz v6, :cond_3

    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 46
    :cond_3
    const-string v0, "INVALID_REQUEST"

    const-string v1, "protocol_version 2, request_id and deadline_at_ms are required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    invoke-static {v0, v6}, Lnet/switchyard/hub/ProtocolKt;->respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_4
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolHost;->getSessions()Lnet/switchyard/hub/SessionPolicy;

    move-result-object v0

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lnet/switchyard/hub/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v1, p2

    move/from16 v2, p3

    invoke-interface {v0, v1, v2, v3}, Lnet/switchyard/hub/SessionPolicy;->sessionOf(Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 49
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "Negotiate a session first."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lnet/switchyard/hub/ProtocolKt;->problem(Ljava/lang/String;Ljava/lang/String;Z)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    invoke-static {v0, v6}, Lnet/switchyard/hub/ProtocolKt;->respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_5
    move-object v8, v0

    .line 50
    new-instance v9, Lnet/switchyard/hub/ToolCall;

    move/from16 v2, p3

    move-object/from16 v5, p2

    invoke-direct {v9, v2, v7, v8, v5}, Lnet/switchyard/hub/ToolCall;-><init>(ILjava/lang/String;Lnet/switchyard/hub/Session;Landroid/os/Bundle;)V

    .line 51
    move-object/from16 v11, p1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_1

    .line 52
    :cond_6
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    move-object/from16 v2, p0

    invoke-direct {v2}, Lnet/switchyard/hub/ToolHost;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    goto/16 :goto_2

    .line 53
    :cond_7
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lnet/switchyard/hub/ToolHost;->getRevision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 54
    move-object/from16 v2, p0

    invoke-direct {v2, v7}, Lnet/switchyard/hub/ToolHost;->visibleTools(Ljava/lang/String;)Ljava/util/List;

    move-result-object v12

    check-cast v12, Ljava/lang/Iterable;

    const-string v22, "tools"

    move-object/from16 v21, v0

    const/4 v13, 0x0

    .line 158
    move-object v14, v12

    new-instance v15, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v12, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v15, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v15, Ljava/util/Collection;

    const/16 v16, 0x0

    .line 159
    invoke-interface {v14}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v17

    :goto_0
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v18

    .line 160
    move-object/from16 v1, v18

    check-cast v1, Lkotlin/Pair;

    move-object/from16 v19, v1

    move-object/from16 v23, v15

    const/16 v20, 0x0

    .line 54
    move-object/from16 v0, v19

    invoke-virtual {v0}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/ToolSpec;

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolSpec;->descriptor()Lorg/json/JSONObject;

    move-result-object v0

    .line 160
    move-object v1, v0

    move-object/from16 v0, v23

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 161
    :cond_8
    move-object v0, v15

    check-cast v0, Ljava/util/List;

    .line 158
    move-object/from16 v23, v0

    move-object/from16 v2, v23

    check-cast v2, Ljava/util/Collection;

    .line 54
    move-object/from16 v24, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v24

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v21

    move-object/from16 v1, v22

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    move-object/from16 v25, v0

    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    move-object/from16 v2, v25

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    goto :goto_2

    .line 55
    :cond_9
    move-object/from16 v0, p0

    invoke-direct {v0, v9}, Lnet/switchyard/hub/ToolHost;->execute(Lnet/switchyard/hub/ToolCall;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_2

    .line 56
    :goto_1
    const-string v0, "UNSUPPORTED_CAPABILITY"

    const-string v1, "This provider runs every tool inline; there are no operations."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    .line 51
    :goto_2
    move-object v10, v0

    .line 58
    invoke-static {v10, v6}, Lnet/switchyard/hub/ProtocolKt;->respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

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

.method private final visibleTools(Ljava/lang/String;)Ljava/util/List;
    .registers 14

    .line 90
    sget-object v0, Lnet/switchyard/hub/TrustedCallers;->INSTANCE:Lnet/switchyard/hub/TrustedCallers;

    invoke-virtual {v0, p1}, Lnet/switchyard/hub/TrustedCallers;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v2

    .line 91
    invoke-direct {p0}, Lnet/switchyard/hub/ToolHost;->allTools()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    const/4 v4, 0x0

    .line 187
    move-object v5, v3

    new-instance v6, Ljava/util/ArrayList;

    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V

    check-cast v6, Ljava/util/Collection;

    const/4 v7, 0x0

    .line 188
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :cond_0
    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    move-object v0, v9

    check-cast v0, Lkotlin/Pair;

    move-object v10, v0

    const/4 v11, 0x0

    .line 91
    invoke-virtual {v10}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lnet/switchyard/hub/ToolSpec;

    invoke-virtual {v1}, Lnet/switchyard/hub/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v2, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    .line 188
    if-eqz v0, :cond_0

    invoke-interface {v6, v9}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 189
    :cond_1
    move-object v0, v6

    check-cast v0, Ljava/util/List;

    .line 91
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 36
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lnet/switchyard/hub/ToolHost;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 149
    const/4 v0, 0x0

    return v0
.end method

.method public abstract getDescription()Ljava/lang/String;
.end method

.method protected abstract getModuleIds()Ljava/util/List;
.end method

.method public abstract getProviderId()Ljava/lang/String;
.end method

.method public abstract getRevision()Ljava/lang/String;
.end method

.method public abstract getScopes()Lorg/json/JSONArray;
.end method

.method protected abstract getSessions()Lnet/switchyard/hub/SessionPolicy;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 147
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract getVerifier()Lnet/switchyard/hub/CallerVerifier;
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 148
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 32
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 146
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 150
    const/4 v0, 0x0

    return v0
.end method
