.class public final Lcom/hearthkit/NegotiationKt;
.super Ljava/lang/Object;
.source "Negotiation.kt"

# direct methods
.method public static final negotiate(Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Desk;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "req"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "desk"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "providerName"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-virtual {p0}, Lcom/hearthkit/Request;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "consumer_versions"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v0
    if-nez v0, :L41
    const/4 v0, 0x0
    new-array v0, v0, [I
:L41
    move-object v5, v0
    .line 11
    const/4 v1, 0x2
    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L111
    .line 12
    new-instance v6, Landroid/os/Bundle;
    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V
    move-object v7, v6
    const/4 v8, 0x0
    .line 13
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    const-string v1, "error_code"
    const-string v2, "UNSUPPORTED_VERSION"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " speaks CETP v2 only"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "error_message"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 12
    return-object v6
:L111
    .line 19
    sget-object v0, Lcom/hearthkit/SessionBook;->INSTANCE:Lcom/hearthkit/SessionBook;
    invoke-virtual {p1}, Lcom/hearthkit/Caller;->getUid()I
    move-result v1
    invoke-interface {p2}, Lcom/hearthkit/Desk;->getProviderId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/hearthkit/SessionBook;->open(ILjava/lang/String;)Lcom/hearthkit/Session;
    move-result-object v6
    .line 20
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 21
    const-string v1, "max_request_bytes"
    const/high16 v2, 0x10000
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 22
    const-string v1, "max_inline_result_bytes"
    const/high16 v2, 0x40000
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 23
    const-string v1, "max_concurrent_requests"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 24
    const-string v1, "idempotency_window_seconds"
    const v2, 0x15180
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v7
    .line 25
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 26
    const-string v1, "selected_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 27
    invoke-interface {p2}, Lcom/hearthkit/Desk;->getProviderId()Ljava/lang/String;
    move-result-object v2
    const-string v1, "provider_id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 28
    const-string v1, "provider_name"
    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 29
    invoke-virtual {v6}, Lcom/hearthkit/Session;->getId-3cdPkTs()Ljava/lang/String;
    move-result-object v2
    const-string v1, "session_token"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 30
    invoke-virtual {v6}, Lcom/hearthkit/Session;->getExpiresAt()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;
    move-result-object v2
    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "expires_at"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 31
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    const-string v1, "capabilities"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 32
    const-string v1, "limits"
    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v8
    .line 33
    new-instance v9, Landroid/os/Bundle;
    invoke-direct {v9}, Landroid/os/Bundle;-><init>()V
    move-object v10, v9
    const/4 v11, 0x0
    .line 34
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    invoke-virtual {v8}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    return-object v9
.end method
