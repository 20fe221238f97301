.class public final Lcom/quillbox/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"

# direct methods
.method public static final negotiated(Landroid/os/Bundle;ILcom/quillbox/SessionBook;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "extras"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sessions"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "providerId"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "providerName"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    const-string v1, "consumer_versions"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v0
    if-nez v0, :L39
    const/4 v0, 0x0
    new-array v0, v0, [I
:L39
    move-object v3, v0
    .line 64
    const/4 v1, 0x2
    invoke-static {v3, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L105
    .line 65
    new-instance v4, Landroid/os/Bundle;
    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V
    move-object v5, v4
    const/4 v6, 0x0
    .line 66
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 67
    const-string v1, "error_code"
    const-string v2, "UNSUPPORTED_VERSION"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    const-string v1, "error_message"
    const-string v2, "Quillbox speaks CETP v2 only"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 69
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 65
    return-object v4
:L105
    .line 72
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 73
    const-string v1, "max_request_bytes"
    const/high16 v2, 0x10000
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 74
    const-string v1, "max_inline_result_bytes"
    const/high16 v2, 0x40000
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 75
    const-string v1, "max_concurrent_requests"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 76
    const-string v1, "idempotency_window_seconds"
    const v2, 0x15180
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v4
    .line 77
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 78
    const-string v1, "selected_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 79
    const-string v1, "provider_id"
    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 80
    const-string v1, "provider_name"
    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 81
    invoke-virtual {p2, p1}, Lcom/quillbox/SessionBook;->open(I)Ljava/lang/String;
    move-result-object v2
    const-string v1, "session_token"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 82
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    const-string v1, "capabilities"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 83
    const-string v1, "limits"
    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v5
    .line 84
    new-instance v6, Landroid/os/Bundle;
    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V
    move-object v7, v6
    const/4 v8, 0x0
    .line 85
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 86
    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 84
    return-object v6
.end method

.method public static final toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    new-instance v5, Landroid/os/Bundle;
    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V
    .line 37
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 38
    if-eqz p1, :L35
    invoke-virtual {p1}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v2
    const-string v1, "request_id"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L35
    .line 39
    move-object v6, p0
    .line 40
    instance-of v0, v6, Lcom/quillbox/Reply$Ok;
    if-eqz v0, :L90
    .line 41
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "kind"
    const-string v4, "inline"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    move-object v4, p0
    check-cast v4, Lcom/quillbox/Reply$Ok;
    invoke-virtual {v4}, Lcom/quillbox/Reply$Ok;->getValue()Lorg/json/JSONObject;
    move-result-object v4
    const-string v3, "value"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L225
:L90
    .line 44
    instance-of v0, v6, Lcom/quillbox/Reply$Failed;
    if-eqz v0, :L147
    .line 45
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    move-object v2, p0
    check-cast v2, Lcom/quillbox/Reply$Failed;
    invoke-virtual {v2}, Lcom/quillbox/Reply$Failed;->getCode()Ljava/lang/String;
    move-result-object v2
    const-string v1, "error_code"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    move-object v2, p0
    check-cast v2, Lcom/quillbox/Reply$Failed;
    invoke-virtual {v2}, Lcom/quillbox/Reply$Failed;->getMessage()Ljava/lang/String;
    move-result-object v2
    const-string v1, "error_message"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 48
    move-object v2, p0
    check-cast v2, Lcom/quillbox/Reply$Failed;
    invoke-virtual {v2}, Lcom/quillbox/Reply$Failed;->getRetryable()Z
    move-result v2
    const-string v1, "retryable"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    goto :L225
:L147
    .line 50
    instance-of v0, v6, Lcom/quillbox/Reply$NeedsUser;
    if-eqz v0, :L217
    .line 51
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    const-string v1, "error_message"
    const-string v2, "Confirm this in Quillbox"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 55
    move-object v2, p0
    check-cast v2, Lcom/quillbox/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/quillbox/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 56
    move-object v2, p0
    check-cast v2, Lcom/quillbox/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/quillbox/Reply$NeedsUser;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    const-string v1, "resume_token"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L225
:L217
    .line 39
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L225
    .line 59
    return-object v5
.end method
