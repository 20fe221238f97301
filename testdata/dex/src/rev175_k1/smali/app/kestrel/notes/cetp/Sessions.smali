.class public final Lapp/kestrel/notes/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field private static final Companion:Lapp/kestrel/notes/cetp/Sessions$Companion;

.field public static final SESSION_TTL_MS:J = 0x1499700L


# instance fields
.field private final live:Ljava/util/concurrent/ConcurrentHashMap;

.field private final offered:Ljava/util/Set;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/kestrel/notes/cetp/Sessions$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/Sessions$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/Sessions;->Companion:Lapp/kestrel/notes/cetp/Sessions$Companion;

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

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/Sessions;->providerId:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/Sessions;->providerName:Ljava/lang/String;

    iput-object p3, p0, Lapp/kestrel/notes/cetp/Sessions;->offered:Ljava/util/Set;

    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/kestrel/notes/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    .line 11
    return-void
.end method


# virtual methods
.method public final current(Ljava/lang/String;I)Lapp/kestrel/notes/cetp/Session;
    .registers 8

    .line 15
    if-nez p1, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 16
    :cond_0
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 17
    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lapp/kestrel/notes/cetp/Sessions;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 18
    :cond_3
    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_4

    .line 19
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 20
    const/4 v0, 0x0

    return-object v0

    .line 22
    :cond_4
    return-object v4
.end method

.method public final negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 31

    move-object/from16 v0, p1

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    if-nez v0, :cond_0

    .line 27
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "consumer_versions is required."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 26
    :cond_0
    move-object v8, v0

    .line 28
    const/4 v1, 0x2

    invoke-static {v8, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lapp/kestrel/notes/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "This provider speaks CETP version 2 only."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 29
    :cond_1
    move-object/from16 v11, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v11

    check-cast v0, Lapp/kestrel/notes/cetp/Sessions;

    move-object v12, v0

    .line 69
    const/4 v13, 0x0

    .line 29
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p1

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v13

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12

    :goto_0
    move-object v11, v12

    invoke-static {v11}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    move-object v0, v11

    :goto_1
    check-cast v0, Lorg/json/JSONArray;

    if-nez v0, :cond_4

    .line 30
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "consumer_capabilities must be a JSON array."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 29
    :cond_4
    move-object v9, v0

    .line 31
    new-instance v10, Ljava/util/LinkedHashSet;

    invoke-direct {v10}, Ljava/util/LinkedHashSet;-><init>()V

    .line 32
    const/4 v11, 0x0

    invoke-virtual {v9}, Lorg/json/JSONArray;->length()I

    move-result v12

    :goto_2
    if-ge v11, v12, :cond_6

    .line 33
    invoke-virtual {v9, v11}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v13

    .line 34
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/Sessions;->offered:Ljava/util/Set;

    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-virtual {v10, v13}, Ljava/util/LinkedHashSet;->add(Ljava/lang/Object;)Z

    .line 32
    :cond_5
    add-int/lit8 v11, v11, 0x1

    goto :goto_2

    .line 36
    :cond_6
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    .line 37
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x1499700

    add-long v12, v0, v2

    .line 38
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lapp/kestrel/notes/cetp/Session;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/kestrel/notes/cetp/Sessions;->providerId:Ljava/lang/String;

    move-object v6, v10

    check-cast v6, Ljava/util/Set;

    move/from16 v3, p2

    move-object v4, v5

    move-object v5, v6

    move-wide v6, v12

    invoke-direct/range {v2 .. v7}, Lapp/kestrel/notes/cetp/Session;-><init>(ILjava/lang/String;Ljava/util/Set;J)V

    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 40
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 42
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v14

    .line 44
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 45
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 46
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/Sessions;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 47
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/Sessions;->providerName:Ljava/lang/String;

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 48
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 49
    invoke-static {v12, v13}, Lapp/kestrel/notes/cetp/SessionsKt;->isoUtc(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 50
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    move-object/from16 v16, v2

    move-object/from16 v17, v16

    .line 69
    const-string v26, "capabilities"

    move-object/from16 v25, v0

    const/16 v18, 0x0

    .line 50
    move-object v0, v10

    check-cast v0, Ljava/lang/Iterable;

    move-object/from16 v19, v0

    const/16 v20, 0x0

    .line 70
    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v21

    :goto_3
    move-object/from16 v0, v21

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    move-object/from16 v0, v21

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v22

    move-object/from16 v0, v22

    check-cast v0, Ljava/lang/String;

    move-object/from16 v23, v0

    const/16 v24, 0x0

    .line 50
    move-object/from16 v0, v17

    move-object/from16 v1, v23

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 70
    goto :goto_3

    .line 50
    :cond_7
    sget-object v27, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    move-object/from16 v0, v25

    move-object/from16 v1, v26

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 51
    const-string v1, "limits"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v15

    .line 52
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object/from16 v16, v0

    .line 53
    move-object/from16 v0, v16

    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    invoke-virtual {v15}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    return-object v16
.end method
