.class public final Lcom/larkbook/Catalog;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# instance fields
.field private final description:Ljava/lang/String;
.field private final providerId:Ljava/lang/String;
.field private final providerName:Ljava/lang/String;
.field private final revision:Ljava/lang/String;
.field private final scopes:Lorg/json/JSONArray;
.field private final tools:Ljava/util/Map;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/Map;)V
    .registers 8
    const-string v0, "providerId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "providerName"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "description"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "revision"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "scopes"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tools"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 68
    iput-object p1, p0, Lcom/larkbook/Catalog;->providerId:Ljava/lang/String;
    .line 69
    iput-object p2, p0, Lcom/larkbook/Catalog;->providerName:Ljava/lang/String;
    .line 70
    iput-object p3, p0, Lcom/larkbook/Catalog;->description:Ljava/lang/String;
    .line 71
    iput-object p4, p0, Lcom/larkbook/Catalog;->revision:Ljava/lang/String;
    .line 72
    iput-object p5, p0, Lcom/larkbook/Catalog;->scopes:Lorg/json/JSONArray;
    .line 73
    iput-object p6, p0, Lcom/larkbook/Catalog;->tools:Ljava/util/Map;
    .line 67
    return-void
.end method


# virtual methods
.method public final getProviderId()Ljava/lang/String;
    .registers 2
    .line 68
    iget-object v0, p0, Lcom/larkbook/Catalog;->providerId:Ljava/lang/String;
    return-object v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 75
    iget-object v0, p0, Lcom/larkbook/Catalog;->tools:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final info()Lorg/json/JSONObject;
    .registers 4
    .line 80
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 81
    iget-object v2, p0, Lcom/larkbook/Catalog;->providerId:Ljava/lang/String;
    const-string v1, "provider_id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 82
    iget-object v2, p0, Lcom/larkbook/Catalog;->providerName:Ljava/lang/String;
    const-string v1, "provider_name"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 83
    iget-object v2, p0, Lcom/larkbook/Catalog;->description:Ljava/lang/String;
    const-string v1, "description"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 84
    const-string v1, "schema_dialect"
    const-string v2, "https://json-schema.org/draft/2020-12/schema"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 85
    iget-object v2, p0, Lcom/larkbook/Catalog;->scopes:Lorg/json/JSONArray;
    const-string v1, "scopes"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final list()Lorg/json/JSONObject;
    .registers 5
    .line 87
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/larkbook/Catalog;->revision:Ljava/lang/String;
    const-string v1, "revision"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    new-instance v2, Lorg/json/JSONArray;
    iget-object v3, p0, Lcom/larkbook/Catalog;->tools:Ljava/util/Map;
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
    .line 78
    iget-object v0, p0, Lcom/larkbook/Catalog;->tools:Ljava/util/Map;
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
    .line 192
    const/4 v3, 0x0
    .line 78
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

.method public final negotiated(Lcom/larkbook/Session;)Lorg/json/JSONObject;
    .registers 7
    const-string v1, "session"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 90
    const-string v1, "selected_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 91
    iget-object v2, p0, Lcom/larkbook/Catalog;->providerId:Ljava/lang/String;
    const-string v1, "provider_id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 92
    iget-object v2, p0, Lcom/larkbook/Catalog;->providerName:Ljava/lang/String;
    const-string v1, "provider_name"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 93
    invoke-virtual {p1}, Lcom/larkbook/Session;->getToken-M_JtaAE()Ljava/lang/String;
    move-result-object v2
    const-string v1, "session_token"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 94
    invoke-virtual {p1}, Lcom/larkbook/Session;->getExpiresAt()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;
    move-result-object v2
    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "expires_at"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 95
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    const-string v1, "capabilities"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 98
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    .line 99
    const-string v3, "max_request_bytes"
    const/high16 v4, 0x10000
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    .line 100
    const-string v3, "max_inline_result_bytes"
    const/high16 v4, 0x40000
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    .line 101
    const-string v3, "max_concurrent_requests"
    const/4 v4, 0x4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    .line 102
    const-string v3, "idempotency_window_seconds"
    const v4, 0x15180
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    .line 96
    const-string v1, "limits"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 103
    return-object v0
.end method
