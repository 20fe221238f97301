.class public abstract Lapp/larder/core/ToolHost;
.super Landroid/content/ContentProvider;
.source "ToolHost.kt"


# static fields
.field public static final Companion:Lapp/larder/core/ToolHost$Companion;

.field public static final EXTRA_TICKET:Ljava/lang/String; = "app.larder.extra.TICKET"

.field public static final TAG:Ljava/lang/String; = "LarderTools"


# instance fields
.field private final catalog$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/core/ToolHost$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/core/ToolHost$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/core/ToolHost;->Companion:Lapp/larder/core/ToolHost$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 43
    new-instance v0, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda0;-><init>(Lapp/larder/core/ToolHost;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/core/ToolHost;->catalog$delegate:Lkotlin/Lazy;

    .line 19
    return-void
.end method

.method public static final catalog_delegate$lambda$0(Lapp/larder/core/ToolHost;)Ljava/util/Map;
    .registers 14

    .line 43
    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getTools()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 179
    const/16 v1, 0xa

    invoke-static {v2, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v4

    .line 180
    move-object v5, v2

    new-instance v6, Ljava/util/LinkedHashMap;

    invoke-direct {v6, v4}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v6, Ljava/util/Map;

    const/4 v7, 0x0

    .line 181
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    .line 182
    move-object v1, v9

    check-cast v1, Lapp/larder/core/ToolSpec;

    move-object v10, v1

    move-object v12, v6

    const/4 v11, 0x0

    .line 43
    invoke-virtual {v10}, Lapp/larder/core/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 182
    invoke-interface {v12, v0, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 43
    :cond_0
    return-object v6
.end method

.method private final confirm(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Reply;
    .registers 9

    .line 145
    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    invoke-direct {p0, p1, p2}, Lapp/larder/core/ToolHost;->park(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v3, v0

    .line 146
    sget-object v0, Lapp/larder/core/Confirmations;->INSTANCE:Lapp/larder/core/Confirmations;

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getUid()I

    move-result v2

    invoke-virtual {v0, v3, v2}, Lapp/larder/core/Confirmations;->take(Ljava/lang/String;I)Lapp/larder/core/Parked;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "INVALID_REQUEST"

    const-string v1, "Unknown or expired resume_token"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_1
    move-object v4, v0

    .line 147
    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v4, p1, v2}, Lapp/larder/core/Parked;->matches(Lapp/larder/core/ToolCall;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "INVALID_REQUEST"

    const-string v1, "resume_token belongs to another call"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 148
    :cond_2
    invoke-virtual {v4}, Lapp/larder/core/Parked;->getAnswer()Ljava/lang/Boolean;

    move-result-object v5

    .line 149
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_0

    .line 150
    :cond_3
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const-string v0, "USER_CANCELLED"

    const-string v1, "The action was declined in Larder"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 151
    :cond_4
    if-nez v5, :cond_5

    invoke-direct {p0, p1, p2}, Lapp/larder/core/ToolHost;->park(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_0

    .line 148
    :cond_5
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    return-object v0
.end method

.method private final enveloped(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;
    .registers 17

    .line 101
    move-object/from16 v0, p4

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 102
    move-object/from16 v0, p4

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    const-string v0, "INVALID_REQUEST"

    const-string v1, "protocol_version must be 2"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 103
    :cond_0
    if-eqz v6, :cond_1

    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lapp/larder/core/ToolHost;

    move-object v8, v0

    .line 171
    const/4 v9, 0x0

    .line 103
    invoke-static {v6}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;

    move-result-object v0

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
    invoke-static {v8}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 104
    :cond_1
    const-string v0, "INVALID_REQUEST"

    const-string v1, "request_id must be a UUID"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 106
    :cond_2
    sget-object v0, Lapp/larder/core/Sessions;->INSTANCE:Lapp/larder/core/Sessions;

    move-object/from16 v1, p4

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lapp/larder/core/Sessions;->find(Ljava/lang/String;I)Lapp/larder/core/Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 107
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "Negotiate a session first"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 106
    :cond_3
    move-object v7, v0

    .line 108
    move-object v8, p1

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

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_1

    .line 109
    :cond_4
    invoke-direct {p0}, Lapp/larder/core/ToolHost;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v6, v1, v2, v3, v4}, Lapp/larder/core/WireKt;->successReply$default(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_2

    .line 110
    :cond_5
    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getTools()Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getRevision()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v7}, Lapp/larder/core/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v3

    const-string v4, "async_operations"

    invoke-interface {v3, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v3

    invoke-static {v1, v2, v3}, Lapp/larder/core/ToolSpecKt;->catalog(Ljava/util/List;Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v6, v1, v2, v3, v4}, Lapp/larder/core/WireKt;->successReply$default(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_2

    .line 111
    :cond_6
    move-object v0, p0

    move v1, p2

    move-object v2, p3

    move-object v3, v6

    move-object/from16 v4, p4

    move-object v5, v7

    invoke-direct/range {v0 .. v5}, Lapp/larder/core/ToolHost;->execute(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lapp/larder/core/Session;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_2

    .line 112
    :cond_7
    const-string v2, "async_operations"

    invoke-direct {p0, v7, v2}, Lapp/larder/core/ToolHost;->require(Lapp/larder/core/Session;Ljava/lang/String;)V

    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 171
    const/4 v11, 0x0

    .line 112
    move-object/from16 v4, p4

    invoke-virtual {p0, p1, p2, v6, v4}, Lapp/larder/core/ToolHost;->operation(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_2

    .line 113
    :goto_1
    const-string v2, "cancellation"

    invoke-direct {p0, v7, v2}, Lapp/larder/core/ToolHost;->require(Lapp/larder/core/Session;Ljava/lang/String;)V

    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 171
    const/4 v11, 0x0

    .line 113
    move-object/from16 v4, p4

    invoke-virtual {p0, p1, p2, v6, v4}, Lapp/larder/core/ToolHost;->operation(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;

    move-result-object v0

    .line 108
    :goto_2
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final execute(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lapp/larder/core/Session;)Lapp/larder/core/Reply;
    .registers 27

    .line 122
    move-object/from16 v0, p4

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 123
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The request deadline has passed"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 125
    :cond_0
    move-object/from16 v0, p4

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "INVALID_REQUEST"

    const-string v1, "tool_name is required"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_1
    move-object v10, v0

    .line 126
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/core/ToolHost;->getCatalog()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v10}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/core/ToolSpec;

    if-nez v0, :cond_2

    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No such tool"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_2
    move-object v11, v0

    .line 127
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolHost;->getHandlers()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v10}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/core/ToolHandler;

    if-nez v0, :cond_3

    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No such tool"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_3
    move-object v12, v0

    .line 128
    move-object/from16 v0, p4

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    const-string v0, "{}"

    :cond_4
    move-object v13, v0

    .line 129
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v13, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v14, v0

    .line 130
    array-length v0, v14

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_5

    const-string v0, "INVALID_ARGS"

    const-string v1, "args exceed max_request_bytes"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 131
    :cond_5
    move-object/from16 v17, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v17

    check-cast v0, Lapp/larder/core/ToolHost;

    move-object/from16 v18, v0

    .line 171
    const/16 v19, 0x0

    .line 131
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v13}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v18
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v19

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v18

    :goto_0
    move-object/from16 v17, v18

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    goto :goto_1

    :cond_6
    move-object/from16 v0, v17

    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    if-nez v0, :cond_7

    const-string v0, "INVALID_ARGS"

    const-string v1, "args must be a JSON object"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_7
    move-object v15, v0

    .line 132
    new-instance v0, Lapp/larder/core/ToolCall;

    sget-object v7, Lapp/larder/core/Tokens;->INSTANCE:Lapp/larder/core/Tokens;

    invoke-virtual {v7, v14}, Lapp/larder/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v7

    move-object/from16 v8, p4

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move/from16 v1, p1

    move-object/from16 v2, p2

    move-object/from16 v3, p3

    move-object v4, v10

    move-object v5, v15

    move-object v6, v7

    move-object v7, v8

    move-object/from16 v8, p5

    invoke-direct/range {v0 .. v8}, Lapp/larder/core/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Lapp/larder/core/Session;)V

    move-object/from16 v16, v0

    .line 133
    move-object/from16 v0, p0

    move-object/from16 v1, v16

    invoke-virtual {v0, v1, v11}, Lapp/larder/core/ToolHost;->authorize(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Decision;

    move-result-object v17

    .line 134
    move-object/from16 v0, v17

    instance-of v0, v0, Lapp/larder/core/Decision$Deny;

    if-eqz v0, :cond_8

    move-object/from16 v0, v17

    check-cast v0, Lapp/larder/core/Decision$Deny;

    invoke-virtual {v0}, Lapp/larder/core/Decision$Deny;->getCode()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v17

    check-cast v1, Lapp/larder/core/Decision$Deny;

    invoke-virtual {v1}, Lapp/larder/core/Decision$Deny;->getText()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 135
    :cond_8
    sget-object v1, Lapp/larder/core/Decision$Allow;->INSTANCE:Lapp/larder/core/Decision$Allow;

    move-object/from16 v0, v17

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    .line 133
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 137
    :cond_9
    invoke-static {v11}, Lapp/larder/core/ToolSpecKt;->getMutating(Lapp/larder/core/ToolSpec;)Z

    move-result v0

    if-nez v0, :cond_a

    move-object/from16 v1, v16

    invoke-interface {v12, v1}, Lapp/larder/core/ToolHandler;->handle(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0

    .line 138
    :cond_a
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolHost;->getLedger()Lapp/larder/core/MutationLedger;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v1, v16

    invoke-interface {v0, v1, v2}, Lapp/larder/core/MutationLedger;->recorded(Lapp/larder/core/ToolCall;Ljava/lang/String;)Lapp/larder/core/Reply;

    move-result-object v17

    if-eqz v17, :cond_b

    move-object/from16 v19, v17

    .line 171
    const/16 v20, 0x0

    .line 138
    return-object v19

    .line 139
    :cond_b
    invoke-virtual {v11}, Lapp/larder/core/ToolSpec;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_c

    move-object/from16 v0, p0

    move-object/from16 v1, v16

    invoke-direct {v0, v1, v11}, Lapp/larder/core/ToolHost;->confirm(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Reply;

    move-result-object v17

    if-eqz v17, :cond_c

    move-object/from16 v19, v17

    .line 171
    const/16 v20, 0x0

    .line 139
    return-object v19

    .line 140
    :cond_c
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolHost;->getLedger()Lapp/larder/core/MutationLedger;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v4, v16

    new-instance v3, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda1;

    invoke-direct {v3, v12, v4}, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda1;-><init>(Lapp/larder/core/ToolHandler;Lapp/larder/core/ToolCall;)V

    move-object/from16 v1, v16

    invoke-interface {v0, v1, v2, v3}, Lapp/larder/core/MutationLedger;->once(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final execute$lambda$3(Lapp/larder/core/ToolHandler;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 3

    .line 140
    invoke-interface {p0, p1}, Lapp/larder/core/ToolHandler;->handle(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final getCatalog()Ljava/util/Map;
    .registers 3

    .line 43
    iget-object v1, p0, Lapp/larder/core/ToolHost;->catalog$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method private final negotiate(ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;
    .registers 25

    .line 80
    move-object/from16 v0, p3

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 81
    if-eqz v5, :cond_0

    const/4 v1, 0x2

    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 82
    :cond_0
    const-string v0, "UNSUPPORTED_VERSION"

    const-string v1, "Only CETP version 2 is supported"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lapp/larder/core/WireKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0

    .line 84
    :cond_1
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getLinks()Lapp/larder/core/LinkedApps;

    move-result-object v0

    move/from16 v1, p1

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2}, Lapp/larder/core/LinkedApps;->verified(ILjava/lang/String;)Lapp/larder/core/Link;

    move-result-object v0

    if-nez v0, :cond_2

    const-string v0, "PERMISSION_DENIED"

    const-string v1, "Link this app in Larder\'s settings first"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 85
    :cond_2
    move-object/from16 v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lapp/larder/core/ToolHost;

    move-object v8, v0

    .line 171
    const/4 v9, 0x0

    .line 85
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p3

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_3

    const-string v2, "[]"

    :cond_3
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lapp/larder/core/WireKt;->strings(Lorg/json/JSONArray;)Ljava/util/List;

    move-result-object v0

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

    .line 86
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_4

    move-object v0, v7

    goto :goto_1

    :cond_4
    move-object v8, v0

    .line 171
    const/4 v9, 0x0

    .line 86
    const-string v0, "INVALID_REQUEST"

    const-string v1, "consumer_capabilities must be a JSON array of strings"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 85
    move-object v6, v0

    .line 87
    sget-object v0, Lapp/larder/core/Sessions;->INSTANCE:Lapp/larder/core/Sessions;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolHost;->getOptional()Ljava/util/Set;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    move/from16 v18, p1

    move-object/from16 v17, v0

    const/4 v9, 0x0

    .line 172
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 173
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :cond_5
    :goto_2
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v14

    move-object v0, v14

    check-cast v0, Ljava/lang/String;

    move-object v15, v0

    const/16 v16, 0x0

    .line 87
    invoke-interface {v6, v15}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 173
    if-eqz v0, :cond_5

    invoke-interface {v11, v14}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 174
    :cond_6
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 172
    move-object/from16 v19, v0

    move-object/from16 v2, v19

    check-cast v2, Ljava/lang/Iterable;

    .line 87
    invoke-static {v2}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v2

    move-object/from16 v0, v17

    move/from16 v1, v18

    invoke-virtual {v0, v1, v2}, Lapp/larder/core/Sessions;->open(ILjava/util/Set;)Lapp/larder/core/Session;

    move-result-object v7

    .line 88
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 89
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 90
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v8

    .line 91
    new-instance v9, Landroid/os/Bundle;

    invoke-direct {v9}, Landroid/os/Bundle;-><init>()V

    move-object v10, v9

    const/4 v11, 0x0

    .line 92
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 93
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "selected_version"

    const/4 v4, 0x2

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    move-object/from16 v4, p0

    invoke-virtual {v4}, Lapp/larder/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "provider_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 94
    move-object/from16 v4, p0

    invoke-virtual {v4}, Lapp/larder/core/ToolHost;->getProviderName()Ljava/lang/String;

    move-result-object v4

    const-string v3, "provider_name"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v7}, Lapp/larder/core/Session;->getToken()Ljava/lang/String;

    move-result-object v4

    const-string v3, "session_token"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 95
    invoke-virtual {v7}, Lapp/larder/core/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    invoke-static {v4}, Lapp/larder/core/WireKt;->toJsonArray(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "capabilities"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "limits"

    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 93
    const-string v1, "data"

    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    move-object/from16 v20, v9

    new-instance v0, Lapp/larder/core/Reply;

    move-object/from16 v2, v20

    invoke-direct {v0, v2}, Lapp/larder/core/Reply;-><init>(Landroid/os/Bundle;)V

    return-object v0
.end method

.method private final park(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Reply;
    .registers 9

    .line 156
    sget-object v0, Lapp/larder/core/Confirmations;->INSTANCE:Lapp/larder/core/Confirmations;

    sget-object v1, Lapp/larder/core/Parked;->Companion:Lapp/larder/core/Parked$Companion;

    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, p1, p2}, Lapp/larder/core/ToolHost;->summary(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v1, p1, v3, v4}, Lapp/larder/core/Parked$Companion;->of(Lapp/larder/core/ToolCall;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/core/Parked;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/larder/core/Confirmations;->park(Lapp/larder/core/Parked;)Lapp/larder/core/Parked;

    move-result-object v5

    .line 157
    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, p2, v5}, Lapp/larder/core/ToolHost;->resolution(Lapp/larder/core/ToolSpec;Lapp/larder/core/Parked;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v5}, Lapp/larder/core/Parked;->getToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lapp/larder/core/WireKt;->userActionReply(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final providerInfo()Lorg/json/JSONObject;
    .registers 17

    .line 160
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 161
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolHost;->getProviderName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolHost;->getDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 162
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 163
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolHost;->getScopes()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    const-string v14, "scopes"

    move-object v13, v0

    const/4 v5, 0x0

    .line 175
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v4, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v7, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 176
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    .line 177
    move-object v1, v10

    check-cast v1, Lapp/larder/core/Scope;

    move-object v11, v1

    move-object v15, v7

    const/4 v12, 0x0

    .line 163
    invoke-static {v11}, Lapp/larder/core/ToolSpecKt;->toJson(Lapp/larder/core/Scope;)Lorg/json/JSONObject;

    move-result-object v0

    .line 177
    invoke-interface {v15, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 178
    :cond_0
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 175
    move-object v15, v0

    move-object v2, v15

    check-cast v2, Ljava/lang/Iterable;

    .line 163
    invoke-static {v2}, Lapp/larder/core/WireKt;->toJsonObjects(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v2

    invoke-virtual {v13, v14, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final require(Lapp/larder/core/Session;Ljava/lang/String;)V
    .registers 7

    .line 118
    invoke-virtual {p1}, Lapp/larder/core/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " was not negotiated"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 119
    :cond_0
    return-void
.end method

.method private final route(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;
    .registers 12

    .line 72
    move-object v6, p1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_4
    const-string v1, "cancel_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_5
    const-string v1, "get_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    .line 73
    :cond_0
    invoke-direct {p0, p2, p3, p4}, Lapp/larder/core/ToolHost;->negotiate(ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_1

    .line 75
    :cond_1
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/larder/core/ToolHost;->enveloped(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_1

    .line 76
    :goto_0
    const-string v3, "request_id"

    invoke-virtual {p4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "Unknown method"

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/core/WireKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    .line 77
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_5
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_2
        0x2a3a6efa -> :sswitch_1
        0x7571ade2 -> :sswitch_4
    .end sparse-switch
.end method


# virtual methods
.method protected abstract authorize(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Decision;
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 58
    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getCallingPackage()Ljava/lang/String;

    move-result-object v6

    .line 59
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v7, v0

    .line 60
    const-string v1, "request_id"

    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 62
    :try_start_0
    invoke-direct {p0, p1, v5, v6, v7}, Lapp/larder/core/ToolHost;->route(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;

    move-result-object v10
    :try_end_0
    .catch Lapp/larder/core/Refusal; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_1

    goto :goto_2

    .line 63
    :catch_0
    move-exception v11

    .line 64
    invoke-virtual {v11}, Lapp/larder/core/Refusal;->getCode()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v11}, Lapp/larder/core/Refusal;->getText()Ljava/lang/String;

    move-result-object v1

    const-string v4, "negotiate"

    invoke-static {p1, v4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v3

    move-object v2, v8

    if-nez v3, :cond_1

    const/4 v3, 0x1

    goto :goto_0

    :cond_1
    const/4 v3, 0x0

    :goto_0
    invoke-static {v0, v1, v2, v3}, Lapp/larder/core/WireKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/core/Reply;

    move-result-object v10

    goto :goto_2

    .line 65
    :catch_1
    move-exception v11

    .line 66
    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " failed"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v11

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "LarderTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 67
    const-string v4, "negotiate"

    invoke-static {p1, v4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v3

    move-object v2, v8

    const-string v0, "INTERNAL_ERROR"

    const-string v1, "Larder could not complete the request"

    if-nez v3, :cond_2

    const/4 v3, 0x1

    goto :goto_1

    :cond_2
    const/4 v3, 0x0

    :goto_1
    invoke-static {v0, v1, v2, v3}, Lapp/larder/core/WireKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/core/Reply;

    move-result-object v10

    .line 61
    :goto_2
    move-object v9, v10

    .line 69
    invoke-virtual {v9}, Lapp/larder/core/Reply;->getBundle()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    const/4 v0, 0x0

    return v0
.end method

.method public abstract getDescription()Ljava/lang/String;
.end method

.method public abstract getHandlers()Ljava/util/Map;
.end method

.method public abstract getLedger()Lapp/larder/core/MutationLedger;
.end method

.method public getOptional()Ljava/util/Set;
    .registers 2

    .line 30
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0
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

    .line 51
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 46
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {p0}, Lapp/larder/core/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v3, "Required value was null."

    new-instance v1, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_0
    invoke-virtual {v0, v1}, Lapp/larder/core/Larder;->init(Landroid/content/Context;)V

    .line 47
    const/4 v0, 0x1

    return v0
.end method

.method protected operation(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;
    .registers 7

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    const-string v0, "UNSUPPORTED_CAPABILITY"

    const-string v1, "This provider offers no background operations"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract resolution(Lapp/larder/core/ToolSpec;Lapp/larder/core/Parked;)Landroid/app/PendingIntent;
.end method

.method protected summary(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Ljava/lang/String;
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-virtual {p2}, Lapp/larder/core/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    const/4 v0, 0x0

    return v0
.end method
