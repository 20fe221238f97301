.class public abstract Lcom/larderly/pantry/ToolEndpoint;
.super Landroid/content/ContentProvider;
.source "Endpoint.kt"


# static fields
.field public static final Companion:Lcom/larderly/pantry/ToolEndpoint$Companion;

.field private static final EXPORTS:Landroid/net/Uri;

.field private static final METHODS:Ljava/util/Set;


# instance fields
.field private final dao$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/larderly/pantry/ToolEndpoint$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/larderly/pantry/ToolEndpoint$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larderly/pantry/ToolEndpoint;->Companion:Lcom/larderly/pantry/ToolEndpoint$Companion;

    .line 117
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

    sput-object v0, Lcom/larderly/pantry/ToolEndpoint;->METHODS:Ljava/util/Set;

    .line 118
    const-string v0, "content://com.larderly.pantry.files/exports"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v2, "parse(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lcom/larderly/pantry/ToolEndpoint;->EXPORTS:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/pantry/ToolEndpoint;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ToolEndpoint;->dao$delegate:Lkotlin/Lazy;

    .line 15
    return-void
.end method

.method public static final synthetic access$getEXPORTS$cp()Landroid/net/Uri;
    .registers 1

    .line 15
    sget-object v0, Lcom/larderly/pantry/ToolEndpoint;->EXPORTS:Landroid/net/Uri;

    return-object v0
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 15
    sget-object v0, Lcom/larderly/pantry/ToolEndpoint;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final dao_delegate$lambda$0(Lcom/larderly/pantry/ToolEndpoint;)Lcom/larderly/pantry/PantryDao;
    .registers 3

    .line 27
    sget-object v0, Lcom/larderly/pantry/PantryDao;->Companion:Lcom/larderly/pantry/PantryDao$Companion;

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/larderly/pantry/PantryDao$Companion;->open(Landroid/content/Context;)Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 12

    .line 84
    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getTools()Ljava/util/Map;

    move-result-object v0

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/ToolSpec;

    if-nez v0, :cond_0

    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0

    :cond_0
    move-object v6, v0

    .line 85
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    .line 86
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0

    .line 88
    :cond_1
    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lcom/larderly/pantry/ToolEndpoint;

    move-object v8, v0

    .line 126
    const/4 v9, 0x0

    .line 88
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

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

    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    goto :goto_1

    :cond_2
    move-object v8, v0

    .line 126
    const/4 v9, 0x0

    .line 88
    const-string v0, "args must be a JSON object."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    .line 89
    :goto_1
    invoke-virtual {p0, p1}, Lcom/larderly/pantry/ToolEndpoint;->grantedScopes(Lcom/larderly/pantry/ToolCall;)Ljava/util/Set;

    move-result-object v0

    invoke-virtual {v6}, Lcom/larderly/pantry/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 90
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    invoke-virtual {v6}, Lcom/larderly/pantry/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "This app lacks a scope that "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " needs."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "PERMISSION_DENIED"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0

    .line 92
    :cond_3
    new-instance v7, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;

    invoke-direct {v7, p0, v6, p1}, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/pantry/ToolEndpoint;Lcom/larderly/pantry/ToolSpec;Lcom/larderly/pantry/ToolCall;)V

    .line 98
    invoke-virtual {v6}, Lcom/larderly/pantry/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getOutcomes()Lcom/larderly/pantry/OutcomeStore;

    move-result-object v0

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, p1, v2, v7}, Lcom/larderly/pantry/OutcomeStore;->once(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    goto :goto_2

    :cond_4
    invoke-interface {v7}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/Outcome;

    :goto_2
    return-object v0
.end method

.method public static final execute$lambda$2(Lcom/larderly/pantry/ToolEndpoint;Lcom/larderly/pantry/ToolSpec;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 11

    .line 93
    move-object v5, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v6, v5

    .line 126
    const/4 v7, 0x0

    .line 93
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolSpec;->getHandler()Lkotlin/jvm/functions/Function1;

    move-result-object v0

    invoke-interface {v0, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/Outcome;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v7

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    :goto_0
    move-object v5, v6

    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v5

    goto :goto_1

    :cond_0
    move-object v6, v0

    const/4 v7, 0x0

    .line 94
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Larderly"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 95
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The tool could not finish; nothing was changed."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    .line 93
    :goto_1
    check-cast v0, Lcom/larderly/pantry/Outcome;

    .line 96
    return-object v0
.end method

.method private final info()Lorg/json/JSONObject;
    .registers 5

    .line 79
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Larderly"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 80
    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 81
    new-instance v2, Lorg/json/JSONArray;

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getScopes()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/util/Collection;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final negotiate-_BQgNYE(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 14

    .line 63
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 64
    if-eqz v6, :cond_0

    const/4 v1, 0x2

    invoke-static {v6, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 65
    :cond_0
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP version 2 only."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/larderly/pantry/ProtocolKt;->render(Lcom/larderly/pantry/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 67
    :cond_1
    sget-object v0, Lcom/larderly/pantry/SessionBook;->INSTANCE:Lcom/larderly/pantry/SessionBook;

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p2, v2}, Lcom/larderly/pantry/SessionBook;->open-Foo652U(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 68
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

    .line 69
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v8

    .line 70
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 71
    const-string v1, "provider_name"

    const-string v2, "Larderly"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limits"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    .line 73
    new-instance v10, Landroid/os/Bundle;

    invoke-direct {v10}, Landroid/os/Bundle;-><init>()V

    .line 74
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    return-object v10
.end method

.method private final serve--PPG6LI(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 29

    .line 43
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v7

    .line 44
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolEndpoint;->getGate()Lcom/larderly/pantry/CallerGate;

    move-result-object v0

    move/from16 v1, p3

    invoke-interface {v0, v1}, Lcom/larderly/pantry/CallerGate;->admit-saGEPsk(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 45
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Larderly\'s tools."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    invoke-static {v0, v7}, Lcom/larderly/pantry/ProtocolKt;->render(Lcom/larderly/pantry/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 44
    :cond_0
    move-object v8, v0

    .line 46
    move-object/from16 v0, p1

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    move/from16 v2, p3

    invoke-direct {v0, v1, v2}, Lcom/larderly/pantry/ToolEndpoint;->negotiate-_BQgNYE(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 47
    :cond_1
    sget-object v0, Lcom/larderly/pantry/ToolEndpoint;->METHODS:Ljava/util/Set;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    invoke-static {v0, v7}, Lcom/larderly/pantry/ProtocolKt;->render(Lcom/larderly/pantry/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_2
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    if-nez v7, :cond_4

    .line 49
    :cond_3
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and request_id are required."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    invoke-static {v0, v7}, Lcom/larderly/pantry/ProtocolKt;->render(Lcom/larderly/pantry/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
    :cond_4
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    move/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Lcom/larderly/pantry/ToolEndpoint;->session-_BQgNYE(Landroid/os/Bundle;I)Lcom/larderly/pantry/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 52
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "Negotiate a session first."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    invoke-static {v0, v7}, Lcom/larderly/pantry/ProtocolKt;->render(Lcom/larderly/pantry/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 53
    :cond_5
    move-object/from16 v10, p1

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_1

    .line 54
    :cond_6
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    move-object/from16 v2, p0

    invoke-direct {v2}, Lcom/larderly/pantry/ToolEndpoint;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    goto/16 :goto_2

    .line 55
    :cond_7
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/larderly/pantry/ToolEndpoint;->getRevision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/larderly/pantry/ToolEndpoint;->getTools()Ljava/util/Map;

    move-result-object v2

    invoke-interface {v2}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v11

    check-cast v11, Ljava/lang/Iterable;

    const-string v21, "tools"

    move-object/from16 v20, v0

    const/4 v12, 0x0

    .line 122
    move-object v13, v11

    new-instance v14, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v11, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v14, Ljava/util/Collection;

    const/4 v15, 0x0

    .line 123
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v16

    :goto_0
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v17

    .line 124
    move-object/from16 v1, v17

    check-cast v1, Lcom/larderly/pantry/ToolSpec;

    move-object/from16 v18, v1

    move-object/from16 v22, v14

    const/16 v19, 0x0

    .line 55
    move-object/from16 v0, v18

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolSpec;->descriptor()Lorg/json/JSONObject;

    move-result-object v0

    .line 124
    move-object v1, v0

    move-object/from16 v0, v22

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 125
    :cond_8
    move-object v0, v14

    check-cast v0, Ljava/util/List;

    .line 122
    move-object/from16 v22, v0

    move-object/from16 v2, v22

    check-cast v2, Ljava/util/Collection;

    .line 55
    move-object/from16 v23, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v23

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v20

    move-object/from16 v1, v21

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v24, v0

    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    move-object/from16 v2, v24

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    goto :goto_2

    .line 56
    :cond_9
    new-instance v1, Lcom/larderly/pantry/ToolCall;

    move/from16 v3, p3

    move-object/from16 v5, p2

    const/4 v6, 0x0

    invoke-direct {v1, v3, v8, v5, v6}, Lcom/larderly/pantry/ToolCall;-><init>(ILjava/lang/String;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lcom/larderly/pantry/ToolEndpoint;->execute(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    goto :goto_2

    .line 57
    :goto_1
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Operations are not offered."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    .line 53
    :goto_2
    move-object v9, v0

    .line 59
    invoke-static {v9, v7}, Lcom/larderly/pantry/ProtocolKt;->render(Lcom/larderly/pantry/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

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
.method protected final askUser(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;)Lcom/larderly/pantry/Outcome;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "summary"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 106
    sget-object v0, Lcom/larderly/pantry/TicketBook;->INSTANCE:Lcom/larderly/pantry/TicketBook;

    invoke-virtual {v0, p1}, Lcom/larderly/pantry/TicketBook;->hold(Lcom/larderly/pantry/ToolCall;)Ljava/lang/String;

    move-result-object v6

    .line 107
    new-instance v0, Lcom/larderly/pantry/Outcome$NeedsUser;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm in Larderly: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Lcom/larderly/pantry/Resolution;->Companion:Lcom/larderly/pantry/Resolution$Companion;

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolEndpoint;->getConfirmScreen()Landroid/content/Intent;

    move-result-object v5

    invoke-virtual {v3, v4, v5, v6, p2}, Lcom/larderly/pantry/Resolution$Companion;->create(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/pantry/Resolution;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lcom/larderly/pantry/Outcome$NeedsUser;-><init>(Ljava/lang/String;Lcom/larderly/pantry/Resolution;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {v0}, Lcom/larderly/pantry/CallerUid;->constructor-impl(I)I

    move-result v3

    .line 39
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lcom/larderly/pantry/ToolEndpoint;->serve--PPG6LI(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected final confirmation(Lcom/larderly/pantry/ToolCall;)Ljava/lang/Boolean;
    .registers 6

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 102
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 126
    const/4 v3, 0x0

    .line 102
    sget-object v0, Lcom/larderly/pantry/TicketBook;->INSTANCE:Lcom/larderly/pantry/TicketBook;

    invoke-virtual {v0, v2, p1}, Lcom/larderly/pantry/TicketBook;->redeem(Ljava/lang/String;Lcom/larderly/pantry/ToolCall;)Ljava/lang/Boolean;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 113
    const/4 v0, 0x0

    return v0
.end method

.method public abstract getConfirmScreen()Landroid/content/Intent;
.end method

.method protected final getDao()Lcom/larderly/pantry/PantryDao;
    .registers 3

    .line 27
    iget-object v1, p0, Lcom/larderly/pantry/ToolEndpoint;->dao$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/PantryDao;

    return-object v0
.end method

.method public abstract getDescription()Ljava/lang/String;
.end method

.method public abstract getGate()Lcom/larderly/pantry/CallerGate;
.end method

.method public abstract getOutcomes()Lcom/larderly/pantry/OutcomeStore;
.end method

.method public abstract getProviderId()Ljava/lang/String;
.end method

.method public abstract getRevision()Ljava/lang/String;
.end method

.method public abstract getScopes()Ljava/util/List;
.end method

.method public abstract getTools()Ljava/util/Map;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 111
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract grantedScopes(Lcom/larderly/pantry/ToolCall;)Ljava/util/Set;
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 112
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 35
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 110
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract session-_BQgNYE(Landroid/os/Bundle;I)Lcom/larderly/pantry/Session;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 114
    const/4 v0, 0x0

    return v0
.end method
