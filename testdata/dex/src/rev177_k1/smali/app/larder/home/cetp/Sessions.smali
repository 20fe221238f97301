.class public final Lapp/larder/home/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field private static final Companion:Lapp/larder/home/cetp/Sessions$Companion;

.field public static final TTL_MS:J = 0xdbba00L


# instance fields
.field private final live:Ljava/util/concurrent/ConcurrentHashMap;

.field private final offered:Ljava/util/Set;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/cetp/Sessions$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/cetp/Sessions$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/cetp/Sessions;->Companion:Lapp/larder/home/cetp/Sessions$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;)V
    .registers 5

    const-string v0, "providerId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerName"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "offered"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/Sessions;->providerId:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/home/cetp/Sessions;->providerName:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/home/cetp/Sessions;->offered:Ljava/util/Set;

    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/larder/home/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    .line 15
    return-void
.end method


# virtual methods
.method public final current(Ljava/lang/String;I)Lapp/larder/home/cetp/Session;
    .registers 8

    .line 19
    move-object v0, p1

    check-cast v0, Ljava/lang/CharSequence;

    move-object v4, v0

    if-eqz v4, :cond_0

    invoke-interface {v4}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    .line 20
    :cond_2
    iget-object v0, p0, Lapp/larder/home/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/home/cetp/Session;

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return-object v0

    :cond_3
    move-object v4, v0

    .line 21
    invoke-virtual {v4}, Lapp/larder/home/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_4

    invoke-virtual {v4}, Lapp/larder/home/cetp/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lapp/larder/home/cetp/Sessions;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    :cond_4
    const/4 v0, 0x0

    return-object v0

    .line 22
    :cond_5
    invoke-virtual {v4}, Lapp/larder/home/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_6

    .line 23
    iget-object v0, p0, Lapp/larder/home/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 24
    const/4 v0, 0x0

    return-object v0

    .line 26
    :cond_6
    return-object v4
.end method

.method public final negotiate(Lapp/larder/home/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    if-nez v0, :cond_0

    .line 31
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "consumer_versions is required."

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 30
    :cond_0
    move-object v8, v0

    .line 32
    const/4 v1, 0x2

    invoke-static {v8, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lapp/larder/home/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "Larder speaks CETP version 2 only."

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 34
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/home/cetp/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v2

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v10, v0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 35
    :catch_0
    move-exception v11

    .line 36
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "consumer_capabilities must be a JSON array of strings."

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 33
    :goto_0
    move-object v9, v10

    .line 38
    new-instance v10, Ljava/util/LinkedHashSet;

    invoke-direct {v10}, Ljava/util/LinkedHashSet;-><init>()V

    .line 39
    const/4 v11, 0x0

    invoke-virtual {v9}, Lorg/json/JSONArray;->length()I

    move-result v12

    :goto_1
    if-ge v11, v12, :cond_4

    .line 40
    invoke-virtual {v9, v11}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v13

    .line 41
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/Sessions;->offered:Ljava/util/Set;

    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v10, v13}, Ljava/util/LinkedHashSet;->add(Ljava/lang/Object;)Z

    .line 39
    :cond_3
    add-int/lit8 v11, v11, 0x1

    goto :goto_1

    .line 43
    :cond_4
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    .line 44
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0xdbba00

    add-long v12, v0, v2

    .line 45
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lapp/larder/home/cetp/Session;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v4

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/larder/home/cetp/Sessions;->providerId:Ljava/lang/String;

    move-object v6, v10

    check-cast v6, Ljava/util/Set;

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-wide v6, v12

    invoke-direct/range {v2 .. v7}, Lapp/larder/home/cetp/Session;-><init>(ILjava/lang/String;Ljava/util/Set;J)V

    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 46
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 47
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 48
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 49
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 50
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v14

    .line 51
    new-instance v15, Lorg/json/JSONArray;

    invoke-direct {v15}, Lorg/json/JSONArray;-><init>()V

    .line 52
    invoke-virtual {v10}, Ljava/util/LinkedHashSet;->iterator()Ljava/util/Iterator;

    move-result-object v0

    const-string v2, "iterator(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v16, v0

    :goto_2
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    const-string v2, "next(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/String;

    move-object/from16 v17, v0

    move-object/from16 v1, v17

    invoke-virtual {v15, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_2

    .line 53
    :cond_5
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 54
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 55
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/home/cetp/Sessions;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 56
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/home/cetp/Sessions;->providerName:Ljava/lang/String;

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 57
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 58
    sget-object v2, Lapp/larder/home/cetp/Sessions;->Companion:Lapp/larder/home/cetp/Sessions$Companion;

    invoke-virtual {v2, v12, v13}, Lapp/larder/home/cetp/Sessions$Companion;->utc(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 59
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 60
    const-string v1, "limits"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v16

    .line 61
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object/from16 v17, v0

    .line 62
    move-object/from16 v0, v17

    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    move-object/from16 v2, v16

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v17

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 64
    return-object v17
.end method
