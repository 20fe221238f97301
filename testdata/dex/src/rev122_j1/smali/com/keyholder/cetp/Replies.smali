.class public final Lcom/keyholder/cetp/Replies;
.super Ljava/lang/Object;
.source "Replies.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method public static data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    .line 57
    const-string v1, "success"

    invoke-static {p0, v1}, Lcom/keyholder/cetp/Replies;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 58
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    return-object v0
.end method

.method private static envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 92
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 93
    const-string v2, "status"

    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 94
    if-eqz p0, :cond_0

    const-string v2, "protocol_version"

    invoke-virtual {p0, v2}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_0

    .line 95
    const-string v2, "protocol_version"

    const/4 v3, 0x2

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 96
    const-string v4, "request_id"

    invoke-virtual {p0, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "request_id"

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 98
    :cond_0
    return-object v0
.end method

.method public static error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 6

    .line 73
    const-string v1, "error"

    invoke-static {p0, v1}, Lcom/keyholder/cetp/Replies;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 74
    const-string v1, "error_code"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    const-string v1, "error_message"

    invoke-virtual {v0, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    const-string v1, "retryable"

    invoke-virtual {v0, v1, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 77
    return-object v0
.end method

.method public static failure(Lcom/keyholder/cetp/ToolCall;Lcom/keyholder/cetp/Failure;)Landroid/os/Bundle;
    .registers 6

    .line 81
    invoke-virtual {p0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v0

    invoke-virtual {p1}, Lcom/keyholder/cetp/Failure;->code()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/keyholder/cetp/Failure;->message()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/keyholder/cetp/Failure;->retryable()Z

    move-result v3

    invoke-static {v0, v1, v2, v3}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static json(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 4

    .line 30
    :try_start_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 31
    :catch_0
    move-exception v0

    .line 32
    new-instance v1, Ljava/lang/IllegalStateException;

    const-string v2, "bad descriptor text"

    invoke-direct {v1, v2, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v1
.end method

.method public static needsUser(Lcom/keyholder/cetp/ToolCall;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10

    .line 85
    invoke-virtual {p0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v1

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Confirm on the phone: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "USER_ACTION_REQUIRED"

    const/4 v4, 0x0

    invoke-static {v1, v2, v3, v4}, Lcom/keyholder/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 86
    const-string v2, "resolution"

    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 87
    const-string v2, "resume_token"

    invoke-virtual {v0, v2, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 88
    return-object v0
.end method

.method public static negotiated(Ljava/lang/String;Ljava/lang/String;Lcom/keyholder/data/SessionRow;)Lorg/json/JSONObject;
    .registers 7

    .line 50
    const/16 v1, 0x8

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    const-string v3, "max_request_bytes"

    aput-object v3, v1, v2

    const/high16 v3, 0x10000

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v1, v2

    const/4 v2, 0x2

    const-string v3, "max_inline_result_bytes"

    aput-object v3, v1, v2

    const/high16 v3, 0x40000

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v1, v2

    const/4 v2, 0x4

    const-string v3, "max_concurrent_requests"

    aput-object v3, v1, v2

    .line 51
    const/4 v3, 0x2

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v2, 0x5

    aput-object v3, v1, v2

    const/4 v2, 0x6

    const-string v3, "idempotency_window_seconds"

    aput-object v3, v1, v2

    const v3, 0x15180

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v2, 0x7

    aput-object v3, v1, v2

    .line 50
    invoke-static {v1}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 52
    const/16 v1, 0xc

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    const-string v3, "selected_version"

    aput-object v3, v1, v2

    const/4 v3, 0x2

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v1, v2

    const/4 v2, 0x2

    const-string v3, "provider_id"

    aput-object v3, v1, v2

    const/4 v2, 0x3

    aput-object p0, v1, v2

    const/4 v2, 0x4

    const-string v3, "provider_name"

    aput-object v3, v1, v2

    const/4 v2, 0x5

    aput-object p1, v1, v2

    const/4 v2, 0x6

    const-string v3, "session_token"

    aput-object v3, v1, v2

    iget-object v3, p2, Lcom/keyholder/data/SessionRow;->token:Ljava/lang/String;

    const/4 v2, 0x7

    aput-object v3, v1, v2

    const/16 v2, 0x8

    const-string v3, "capabilities"

    aput-object v3, v1, v2

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    const/16 v2, 0x9

    aput-object v3, v1, v2

    const/16 v2, 0xa

    const-string v3, "limits"

    aput-object v3, v1, v2

    const/16 v2, 0xb

    aput-object v0, v1, v2

    invoke-static {v1}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    return-object v1
.end method

.method public static varargs obj([Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 7

    .line 17
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 19
    :try_start_0
    const/4 v1, 0x0

    :goto_0
    add-int/lit8 v2, v1, 0x1

    array-length v3, p0

    if-ge v2, v3, :cond_0

    .line 20
    aget-object v3, p0, v1

    check-cast v3, Ljava/lang/String;

    add-int/lit8 v5, v1, 0x1

    aget-object v4, p0, v5

    invoke-virtual {v0, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 19
    add-int/lit8 v1, v1, 0x2

    goto :goto_0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 24
    :cond_0
    goto :goto_1

    .line 22
    :catch_0
    move-exception v1

    .line 23
    new-instance v2, Ljava/lang/IllegalArgumentException;

    const-string v4, "not a JSON value"

    invoke-direct {v2, v4, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v2

    .line 25
    :goto_1
    return-object v0
.end method

.method public static offersV2(Landroid/os/Bundle;)Z
    .registers 8

    .line 37
    if-nez p0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :cond_0
    const-string v6, "consumer_versions"

    invoke-virtual {p0, v6}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    :goto_0
    move-object v0, v5

    .line 38
    if-nez v0, :cond_1

    .line 39
    const/4 v5, 0x0

    return v5

    .line 41
    :cond_1
    move-object v1, v0

    array-length v2, v1

    const/4 v3, 0x0

    :goto_1
    if-ge v3, v2, :cond_3

    aget v4, v1, v3

    .line 42
    const/4 v6, 0x2

    if-ne v4, v6, :cond_2

    .line 43
    const/4 v5, 0x1

    return v5

    .line 41
    :cond_2
    add-int/lit8 v3, v3, 0x1

    goto :goto_1

    .line 46
    :cond_3
    const/4 v5, 0x0

    return v5
.end method

.method public static stored(Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 67
    invoke-virtual {p0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v1

    const-string v2, "success"

    invoke-static {v1, v2}, Lcom/keyholder/cetp/Replies;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 68
    const-string v2, "data"

    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 69
    return-object v0
.end method

.method public static success(Lcom/keyholder/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6

    .line 63
    invoke-virtual {p0}, Lcom/keyholder/cetp/ToolCall;->extras()Landroid/os/Bundle;

    move-result-object v0

    const/4 v1, 0x4

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    const-string v3, "kind"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "inline"

    aput-object v3, v1, v2

    const/4 v2, 0x2

    const-string v3, "value"

    aput-object v3, v1, v2

    const/4 v2, 0x3

    aput-object p1, v1, v2

    invoke-static {v1}, Lcom/keyholder/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/keyholder/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
