.class public final Lcom/hearthly/Catalog;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# static fields
.field public static final Companion:Lcom/hearthly/Catalog$Companion;
.field private static final LIMITS:Ljava/util/Map;


# instance fields
.field private final byName:Ljava/util/Map;
.field private final description:Ljava/lang/String;
.field private final providerId:Ljava/lang/String;
.field private final providerName:Ljava/lang/String;
.field private final revision:Ljava/lang/String;
.field private final scopes:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/hearthly/Catalog$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/hearthly/Catalog$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthly/Catalog;->Companion:Lcom/hearthly/Catalog$Companion;
    .line 84
    const/4 v0, 0x4
    new-array v4, v0, [Lkotlin/Pair;
    const/high16 v3, 0x10000
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const-string v2, "max_request_bytes"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 85
    const/high16 v3, 0x40000
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const-string v2, "max_inline_result_bytes"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 86
    const/4 v3, 0x2
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const-string v2, "max_concurrent_requests"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x2
    aput-object v2, v4, v1
    .line 87
    const v3, 0x15180
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const-string v2, "idempotency_window_seconds"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x3
    aput-object v2, v4, v1
    .line 83
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/hearthly/Catalog;->LIMITS:Ljava/util/Map;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/util/List;)V
    .registers 22
    move-object/from16 v0, p1
    const-string v1, "providerId"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "providerName"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p3
    const-string v1, "description"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p4
    const-string v1, "revision"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p5
    const-string v1, "scopes"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p6
    const-string v1, "tools"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 44
    move-object/from16 v1, p1
    iput-object v1, p0, Lcom/hearthly/Catalog;->providerId:Ljava/lang/String;
    .line 45
    move-object/from16 v1, p2
    iput-object v1, p0, Lcom/hearthly/Catalog;->providerName:Ljava/lang/String;
    .line 46
    move-object/from16 v1, p3
    iput-object v1, p0, Lcom/hearthly/Catalog;->description:Ljava/lang/String;
    .line 47
    move-object/from16 v1, p4
    iput-object v1, p0, Lcom/hearthly/Catalog;->revision:Ljava/lang/String;
    .line 48
    move-object/from16 v1, p5
    iput-object v1, p0, Lcom/hearthly/Catalog;->scopes:Ljava/util/List;
    .line 51
    move-object/from16 v1, p6
    check-cast v1, Ljava/lang/Iterable;
    move-object v3, v1
    move-object v13, p0
    const/4 v4, 0x0
    .line 171
    const/16 v1, 0xa
    invoke-static {v3, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v0
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I
    move-result v0
    const/16 v1, 0x10
    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I
    move-result v5
    .line 172
    move-object v6, v3
    new-instance v7, Ljava/util/LinkedHashMap;
    invoke-direct {v7, v5}, Ljava/util/LinkedHashMap;-><init>(I)V
    check-cast v7, Ljava/util/Map;
    const/4 v8, 0x0
    .line 173
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v9
:L130
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L190
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v10
    .line 174
    move-object v1, v10
    check-cast v1, Lorg/json/JSONObject;
    move-object v11, v1
    move-object v14, v7
    const/4 v12, 0x0
    .line 51
    const-string v1, "name"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 174
    invoke-interface {v14, v0, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :L130
:L190
    .line 51
    iput-object v7, v13, Lcom/hearthly/Catalog;->byName:Ljava/util/Map;
    .line 43
    return-void
.end method

.method public static final synthetic access$getLIMITS$cp()Ljava/util/Map;
    .registers 1
    .line 43
    sget-object v0, Lcom/hearthly/Catalog;->LIMITS:Ljava/util/Map;
    return-object v0
.end method


# virtual methods
.method public final getProviderId()Ljava/lang/String;
    .registers 2
    .line 44
    iget-object v0, p0, Lcom/hearthly/Catalog;->providerId:Ljava/lang/String;
    return-object v0
.end method

.method public final getProviderName()Ljava/lang/String;
    .registers 2
    .line 45
    iget-object v0, p0, Lcom/hearthly/Catalog;->providerName:Ljava/lang/String;
    return-object v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    iget-object v0, p0, Lcom/hearthly/Catalog;->byName:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final info()Lorg/json/JSONObject;
    .registers 23
    .line 59
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v5
    move-object v6, v5
    const/4 v7, 0x0
    .line 60
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/hearthly/Catalog;->providerId:Ljava/lang/String;
    const-string v1, "provider_id"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 61
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/hearthly/Catalog;->providerName:Ljava/lang/String;
    const-string v1, "provider_name"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 62
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/hearthly/Catalog;->description:Ljava/lang/String;
    const-string v1, "description"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 63
    const-string v1, "schema_dialect"
    const-string v2, "https://json-schema.org/draft/2020-12/schema"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 64
    move-object/from16 v2, p0
    iget-object v8, v2, Lcom/hearthly/Catalog;->scopes:Ljava/util/List;
    check-cast v8, Ljava/lang/Iterable;
    const-string v9, "scopes"
    move-object v10, v6
    const/4 v11, 0x0
    .line 178
    move-object v12, v8
    new-instance v13, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v13, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v13, Ljava/util/Collection;
    const/4 v14, 0x0
    .line 179
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v15
:L112
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L166
    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v16
    .line 180
    move-object/from16 v1, v16
    check-cast v1, Ljava/util/Map;
    move-object/from16 v17, v1
    move-object/from16 v18, v13
    const/16 v19, 0x0
    .line 64
    new-instance v0, Lorg/json/JSONObject;
    move-object/from16 v2, v17
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    .line 180
    move-object v1, v0
    move-object/from16 v0, v18
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L112
:L166
    .line 181
    move-object v0, v13
    check-cast v0, Ljava/util/List;
    .line 178
    move-object/from16 v18, v0
    move-object/from16 v2, v18
    check-cast v2, Ljava/util/Collection;
    .line 64
    move-object/from16 v20, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v20
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-interface {v10, v9, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 59
    invoke-static {v5}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v21
    .line 58
    new-instance v0, Lorg/json/JSONObject;
    move-object/from16 v2, v21
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    .line 66
    return-object v0
.end method

.method public final list()Lorg/json/JSONObject;
    .registers 5
    .line 68
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/hearthly/Catalog;->revision:Ljava/lang/String;
    const-string v1, "revision"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    new-instance v2, Lorg/json/JSONArray;
    iget-object v3, p0, Lcom/hearthly/Catalog;->byName:Ljava/util/Map;
    invoke-interface {v3}, Ljava/util/Map;->values()Ljava/util/Collection;
    move-result-object v3
    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v1, "tools"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final mutates(Ljava/lang/String;)Z
    .registers 6
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    iget-object v0, p0, Lcom/hearthly/Catalog;->byName:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
    if-eqz v0, :L62
    const-string v1, "annotations"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-eqz v0, :L62
    const-string v1, "effect"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L62
    move-object v2, v0
    .line 177
    const/4 v3, 0x0
    .line 56
    const-string v1, "read"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L57
    const/4 v0, 0x1
    goto :L58
:L57
    const/4 v0, 0x0
:L58
    goto :L64
:L62
    const/4 v0, 0x1
:L64
    return v0
.end method

.method public final negotiated(Lcom/hearthly/Session;)Lorg/json/JSONObject;
    .registers 11
    const-string v1, "session"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 71
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v5
    move-object v6, v5
    const/4 v7, 0x0
    .line 72
    const/4 v2, 0x2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "selected_version"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 73
    iget-object v2, p0, Lcom/hearthly/Catalog;->providerId:Ljava/lang/String;
    const-string v1, "provider_id"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 74
    iget-object v2, p0, Lcom/hearthly/Catalog;->providerName:Ljava/lang/String;
    const-string v1, "provider_name"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 75
    invoke-virtual {p1}, Lcom/hearthly/Session;->getToken()Ljava/lang/String;
    move-result-object v2
    const-string v1, "session_token"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 76
    invoke-virtual {p1}, Lcom/hearthly/Session;->getExpiresAt()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;
    move-result-object v2
    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v4, "toString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "expires_at"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 77
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    const-string v1, "capabilities"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 78
    new-instance v2, Lorg/json/JSONObject;
    sget-object v4, Lcom/hearthly/Catalog;->LIMITS:Ljava/util/Map;
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    const-string v1, "limits"
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 71
    invoke-static {v5}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v8
    .line 70
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, v8}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    .line 80
    return-object v0
.end method
