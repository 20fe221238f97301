.class public final Lcom/spokeshare/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"

# direct methods
.method private static final base(Lcom/spokeshare/Envelope;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 51
    new-instance v3, Landroid/os/Bundle;
    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V
    move-object v4, v3
    const/4 v5, 0x0
    .line 52
    const-string v1, "status"
    invoke-virtual {v4, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 54
    invoke-virtual {p0}, Lcom/spokeshare/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L51
    move-object v6, v0
    .line 81
    const/4 v7, 0x0
    .line 54
    const-string v1, "request_id"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L53
:L51
:L53
    .line 55
    return-object v3
.end method

.method public static final error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 8
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    const-string v0, "error"
    invoke-static {p0, v0}, Lcom/spokeshare/ProtocolKt;->base(Lcom/spokeshare/Envelope;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    move-object v2, v1
    const/4 v3, 0x0
    .line 62
    const-string v0, "error_code"
    invoke-virtual {v2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    const-string v0, "error_message"
    invoke-virtual {v2, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    const-string v0, "retryable"
    invoke-virtual {v2, v0, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 65
    return-object v1
.end method

.method public static final inline(Lcom/spokeshare/Envelope;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "kind"
    const-string v3, "inline"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "value"
    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p0, v1}, Lcom/spokeshare/ProtocolKt;->success(Lcom/spokeshare/Envelope;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final needsUser(Lcom/spokeshare/Envelope;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resolution"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const-string v0, "USER_ACTION_REQUIRED"
    const/4 v2, 0x0
    invoke-static {p0, v0, p1, v2}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v3
    move-object v4, v3
    const/4 v5, 0x0
    .line 69
    move-object v1, p2
    check-cast v1, Landroid/os/Parcelable;
    const-string v0, "resolution"
    invoke-virtual {v4, v0, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 70
    const-string v0, "resume_token"
    invoke-virtual {v4, v0, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    return-object v3
.end method

.method public static final success(Lcom/spokeshare/Envelope;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "data"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const-string v0, "success"
    invoke-static {p0, v0}, Lcom/spokeshare/ProtocolKt;->base(Lcom/spokeshare/Envelope;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    move-object v3, v2
    .line 81
    const/4 v4, 0x0
    .line 57
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "data"
    invoke-virtual {v3, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v2
.end method

.method public static final userText(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    move-object v2, p0
    .line 75
    instance-of v0, v2, Landroid/database/sqlite/SQLiteException;
    if-eqz v0, :L20
    const-string v0, "The database is busy, try again shortly"
    goto :L46
:L20
    .line 76
    instance-of v0, v2, Ljava/io/IOException;
    if-eqz v0, :L32
    const-string v0, "The service could not be reached"
    goto :L46
:L32
    .line 77
    instance-of v0, v2, Ljava/lang/IllegalStateException;
    if-eqz v0, :L44
    const-string v0, "That is not possible right now"
    goto :L46
:L44
    .line 78
    const-string v0, "Something went wrong on our side"
:L46
    .line 79
    return-object v0
.end method
