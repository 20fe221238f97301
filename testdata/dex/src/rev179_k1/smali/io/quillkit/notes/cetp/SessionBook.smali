.class public final Lio/quillkit/notes/cetp/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field private static final Companion:Lio/quillkit/notes/cetp/SessionBook$Companion;

.field public static final TTL_MS:J = 0x1499700L


# instance fields
.field private final clock:Lio/quillkit/notes/core/PlatformClock;

.field private final live:Ljava/util/concurrent/ConcurrentHashMap;

.field private final offered:Ljava/util/Set;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final random:Lio/quillkit/notes/core/PlatformRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quillkit/notes/cetp/SessionBook$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quillkit/notes/cetp/SessionBook$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quillkit/notes/cetp/SessionBook;->Companion:Lio/quillkit/notes/cetp/SessionBook$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;Lio/quillkit/notes/core/PlatformClock;Lio/quillkit/notes/core/PlatformRandom;)V
    .registers 7

    const-string v0, "providerId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerName"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "offered"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "clock"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "random"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lio/quillkit/notes/cetp/SessionBook;->providerId:Ljava/lang/String;

    .line 15
    iput-object p2, p0, Lio/quillkit/notes/cetp/SessionBook;->providerName:Ljava/lang/String;

    .line 16
    iput-object p3, p0, Lio/quillkit/notes/cetp/SessionBook;->offered:Ljava/util/Set;

    .line 17
    iput-object p4, p0, Lio/quillkit/notes/cetp/SessionBook;->clock:Lio/quillkit/notes/core/PlatformClock;

    .line 18
    iput-object p5, p0, Lio/quillkit/notes/cetp/SessionBook;->random:Lio/quillkit/notes/core/PlatformRandom;

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lio/quillkit/notes/cetp/SessionBook;->live:Ljava/util/concurrent/ConcurrentHashMap;

    .line 13
    return-void
.end method

.method public static final latestFor$lambda$0(IJLio/quillkit/notes/cetp/Session;)Z
    .registers 6

    const-string v1, "it"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-virtual {p3}, Lio/quillkit/notes/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p0, :cond_0

    invoke-virtual {p3}, Lio/quillkit/notes/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    cmp-long v0, v0, p1

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final negotiate$lambda$0(Lio/quillkit/notes/cetp/SessionBook;Lio/quillkit/notes/cetp/Session;Ljava/util/LinkedHashSet;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$buildJson"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    const/4 v2, 0x2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "selected_version"

    invoke-virtual {p3, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 61
    iget-object v2, p0, Lio/quillkit/notes/cetp/SessionBook;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {p3, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 62
    iget-object v2, p0, Lio/quillkit/notes/cetp/SessionBook;->providerName:Ljava/lang/String;

    const-string v1, "provider_name"

    invoke-virtual {p3, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 63
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {p3, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 64
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/Session;->getExpiresAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {p3, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 65
    move-object v2, p2

    check-cast v2, Ljava/lang/Iterable;

    const-string v1, "capabilities"

    invoke-virtual {p3, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->strings(Ljava/lang/String;Ljava/lang/Iterable;)V

    .line 66
    sget-object v2, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda2;->INSTANCE:Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda2;

    const-string v1, "limits"

    invoke-virtual {p3, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->obj(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 72
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final negotiate$lambda$0$0(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$obj"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    const/high16 v2, 0x10000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_request_bytes"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 68
    const/high16 v2, 0x40000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_inline_result_bytes"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 69
    const/4 v2, 0x2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_concurrent_requests"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 70
    const v2, 0x15180

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "idempotency_window_seconds"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 71
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final byToken(Ljava/lang/String;I)Lio/quillkit/notes/cetp/Session;
    .registers 8

    .line 24
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

    .line 25
    :cond_2
    iget-object v0, p0, Lio/quillkit/notes/cetp/SessionBook;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quillkit/notes/cetp/Session;

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return-object v0

    :cond_3
    move-object v4, v0

    .line 26
    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Session;->getUid()I

    move-result v0

    if-eq v0, p2, :cond_4

    const/4 v0, 0x0

    return-object v0

    .line 27
    :cond_4
    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    iget-object v2, p0, Lio/quillkit/notes/cetp/SessionBook;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v2}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_5

    .line 28
    iget-object v0, p0, Lio/quillkit/notes/cetp/SessionBook;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 29
    const/4 v0, 0x0

    return-object v0

    .line 31
    :cond_5
    return-object v4
.end method

.method public final latestFor(I)Lio/quillkit/notes/cetp/Session;
    .registers 18

    .line 36
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/SessionBook;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v0}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v4

    .line 37
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/SessionBook;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    const-string v2, "<get-values>(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->asSequence(Ljava/lang/Iterable;)Lkotlin/sequences/Sequence;

    move-result-object v0

    .line 38
    move/from16 v1, p1

    new-instance v3, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda0;

    invoke-direct {v3, v1, v4, v5}, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda0;-><init>(IJ)V

    move-object v1, v3

    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v6

    .line 39
    const/4 v7, 0x0

    .line 84
    invoke-interface {v6}, Lkotlin/sequences/Sequence;->iterator()Ljava/util/Iterator;

    move-result-object v8

    .line 85
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    .line 86
    :cond_0
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    .line 87
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_1

    move-object v0, v9

    goto :goto_0

    .line 88
    :cond_1
    move-object v0, v9

    check-cast v0, Lio/quillkit/notes/cetp/Session;

    move-object v10, v0

    const/4 v12, 0x0

    .line 39
    invoke-virtual {v10}, Lio/quillkit/notes/cetp/Session;->getCreatedAt()J

    move-result-wide v10

    .line 90
    :cond_2
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    .line 91
    move-object v0, v12

    check-cast v0, Lio/quillkit/notes/cetp/Session;

    move-object v13, v0

    const/4 v15, 0x0

    .line 39
    invoke-virtual {v13}, Lio/quillkit/notes/cetp/Session;->getCreatedAt()J

    move-result-wide v13

    .line 92
    cmp-long v0, v10, v13

    if-gez v0, :cond_3

    .line 93
    move-object v9, v12

    .line 94
    move-wide v10, v13

    .line 96
    :cond_3
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_2

    .line 97
    move-object v0, v9

    :goto_0
    check-cast v0, Lio/quillkit/notes/cetp/Session;

    .line 37
    return-object v0
.end method

.method public final negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 22

    move-object/from16 v0, p2

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    if-nez v0, :cond_0

    .line 44
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "consumer_versions is required."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 43
    :cond_0
    move-object v11, v0

    .line 45
    const/4 v1, 0x2

    invoke-static {v11, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "Quill speaks CETP version 2 only."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 47
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

    move-object v13, v0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 48
    :catch_0
    move-exception v14

    .line 49
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "consumer_capabilities must be a JSON array of strings."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 46
    :goto_0
    move-object v12, v13

    .line 51
    new-instance v13, Ljava/util/LinkedHashSet;

    invoke-direct {v13}, Ljava/util/LinkedHashSet;-><init>()V

    .line 52
    const/4 v14, 0x0

    invoke-virtual {v12}, Lorg/json/JSONArray;->length()I

    move-result v15

    :goto_1
    if-ge v14, v15, :cond_4

    .line 53
    invoke-virtual {v12, v14}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v16

    .line 54
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/SessionBook;->offered:Ljava/util/Set;

    move-object/from16 v1, v16

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object/from16 v1, v16

    invoke-virtual {v13, v1}, Ljava/util/LinkedHashSet;->add(Ljava/lang/Object;)Z

    .line 52
    :cond_3
    add-int/lit8 v14, v14, 0x1

    goto :goto_1

    .line 56
    :cond_4
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/SessionBook;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v0}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v14

    .line 57
    new-instance v0, Lio/quillkit/notes/cetp/Session;

    move-object/from16 v2, p0

    iget-object v2, v2, Lio/quillkit/notes/cetp/SessionBook;->random:Lio/quillkit/notes/core/PlatformRandom;

    const/16 v3, 0x20

    invoke-interface {v2, v3}, Lio/quillkit/notes/core/PlatformRandom;->token(I)Ljava/lang/String;

    move-result-object v2

    move-object v4, v13

    check-cast v4, Ljava/util/Set;

    const-wide/32 v9, 0x1499700

    add-long v7, v14, v9

    move-object v1, v2

    move/from16 v2, p1

    move-object v3, v4

    move-wide v4, v14

    move-wide v6, v7

    invoke-direct/range {v0 .. v7}, Lio/quillkit/notes/cetp/Session;-><init>(Ljava/lang/String;ILjava/util/Set;JJ)V

    move-object/from16 v16, v0

    .line 58
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/SessionBook;->live:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, v16

    invoke-virtual {v1}, Lio/quillkit/notes/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v16

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 59
    move-object/from16 v0, p0

    move-object/from16 v1, v16

    new-instance v3, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;

    invoke-direct {v3, v0, v1, v13}, Lio/quillkit/notes/cetp/SessionBook$$ExternalSyntheticLambda1;-><init>(Lio/quillkit/notes/cetp/SessionBook;Lio/quillkit/notes/cetp/Session;Ljava/util/LinkedHashSet;)V

    move-object v0, v3

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v17

    .line 73
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object/from16 v18, v0

    .line 74
    move-object/from16 v0, v18

    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v18

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    return-object v18
.end method
