.class public final Lcom/verdant/garden/cetp/Envelopes;
.super Ljava/lang/Object;
.source "Envelopes.java"


# static fields
.field public static final PROTOCOL_VERSION:I = 0x2


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method public static accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;
    .registers 10

    .line 40
    const-string v0, "accepted"

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->base(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 42
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 43
    const-string v3, "poll_after_ms"

    invoke-virtual {v2, v3, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 42
    const-string v1, "data"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 46
    goto :goto_0

    :catch_0
    move-exception v5

    .line 45
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 47
    :goto_0
    return-object v4
.end method

.method private static base(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 80
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 81
    const-string v0, "status"

    invoke-virtual {v2, v0, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    const-string v0, "protocol_version"

    const/4 v1, 0x2

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 83
    if-eqz p1, :cond_0

    .line 84
    const-string v0, "request_id"

    invoke-virtual {v2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 86
    :cond_0
    return-object v2
.end method

.method public static data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6

    .line 34
    const-string v0, "success"

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->base(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 35
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    return-object v3
.end method

.method public static error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 51
    const-string v0, "error"

    invoke-static {v0, p1}, Lcom/verdant/garden/cetp/Envelopes;->base(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 52
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/ErrorCode;->message()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/ErrorCode;->retryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 55
    return-object v3
.end method

.method public static isTerminal(Landroid/os/Bundle;)Z
    .registers 4

    .line 76
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v0

    const-string v2, "error_code"

    invoke-virtual {p0, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 59
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 60
    const-string v1, "resolution"

    invoke-virtual {v2, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 61
    const-string v1, "resume_token"

    invoke-virtual {v2, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    return-object v2
.end method

.method public static negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    .line 16
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 17
    const-string v0, "status"

    const-string v1, "success"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 18
    invoke-virtual {p0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 19
    return-object v2
.end method

.method public static replay(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 67
    const-string v0, "success"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 68
    const-string v0, "success"

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->base(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 69
    const-string v1, "data"

    invoke-virtual {v2, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    return-object v2

    .line 72
    :cond_0
    invoke-static {p3}, Lcom/verdant/garden/cetp/ErrorCode;->valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ErrorCode;

    move-result-object v0

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;
    .registers 7

    .line 23
    const-string v0, "success"

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->base(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 25
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "value"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 26
    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 29
    goto :goto_0

    :catch_0
    move-exception v4

    .line 28
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v0, p0}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 30
    :goto_0
    return-object v3
.end method
