.class public final Lcom/larderly/NegotiationKt;
.super Ljava/lang/Object;
.source "Negotiation.kt"

# direct methods
.method public static final negotiate(Landroid/os/Bundle;Lcom/larderly/Caller;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "extras"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "providerId"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "providerName"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v1, "consumer_versions"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v0
    if-nez v0, :L38
    const/4 v0, 0x0
    new-array v0, v0, [I
:L38
    move-object v4, v0
    .line 10
    const/4 v1, 0x2
    invoke-static {v4, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L61
    sget-object v1, Lcom/larderly/NegotiationKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/NegotiationKt$$ExternalSyntheticLambda0;
    const/4 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lcom/larderly/ProtocolKt;->reply$default(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L61
    .line 11
    sget-object v0, Lcom/larderly/Sessions;->INSTANCE:Lcom/larderly/Sessions;
    invoke-virtual {p1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    invoke-virtual {v0, v1, p2}, Lcom/larderly/Sessions;->open(ILjava/lang/String;)Lcom/larderly/Session;
    move-result-object v5
    .line 12
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v7
    move-object v8, v7
    const/4 v9, 0x0
    .line 13
    const/high16 v2, 0x10000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "max_request_bytes"
    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 14
    const/high16 v2, 0x40000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "max_inline_result_bytes"
    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 15
    const/4 v2, 0x2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "max_concurrent_requests"
    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 16
    const v2, 0x15180
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "idempotency_window_seconds"
    invoke-interface {v8, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 12
    invoke-static {v7}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v6
    .line 18
    new-instance v8, Lorg/json/JSONObject;
    invoke-direct {v8}, Lorg/json/JSONObject;-><init>()V
    move-object v9, v8
    const/4 v10, 0x0
    .line 19
    const-string v1, "selected_version"
    const/4 v2, 0x2
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 20
    const-string v1, "provider_id"
    invoke-virtual {v9, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 21
    const-string v1, "provider_name"
    invoke-virtual {v9, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 22
    invoke-virtual {v5}, Lcom/larderly/Session;->getToken()Ljava/lang/String;
    move-result-object v2
    const-string v1, "session_token"
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 23
    invoke-virtual {v5}, Lcom/larderly/Session;->getExpiresAt()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;
    move-result-object v2
    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "expires_at"
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 24
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    const-string v1, "capabilities"
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 25
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2, v6}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    const-string v1, "limits"
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 18
    move-object v7, v8
    .line 27
    new-instance v8, Landroid/os/Bundle;
    invoke-direct {v8}, Landroid/os/Bundle;-><init>()V
    move-object v9, v8
    const/4 v10, 0x0
    .line 28
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    return-object v8
.end method

.method public static final negotiate$lambda$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    move-object v0, p0
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Larderly speaks CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method
