.class public final Lcom/tallyhouse/cetp/Replies;
.super Ljava/lang/Object;
.source "Replies.java"

# interfaces
.implements Lcom/tallyhouse/cetp/CetpKeys;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    return-void
.end method

.method public static accepted(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;J)Landroid/os/Bundle;
    .registers 10

    .line 43
    iget-object v1, p0, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    const-string v2, "accepted"

    invoke-static {v1, v2}, Lcom/tallyhouse/cetp/Replies;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 44
    const/4 v3, 0x4

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "operation_id"

    aput-object v5, v3, v4

    const/4 v4, 0x1

    aput-object p1, v3, v4

    const/4 v4, 0x2

    const-string v5, "poll_after_ms"

    aput-object v5, v3, v4

    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v3, v4

    invoke-static {v3}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "data"

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    return-object v0
.end method

.method public static data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    .line 27
    const-string v1, "success"

    invoke-static {p0, v1}, Lcom/tallyhouse/cetp/Replies;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 28
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    return-object v0
.end method

.method private static envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 85
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 86
    const-string v2, "status"

    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    if-eqz p0, :cond_0

    const-string v2, "protocol_version"

    invoke-virtual {p0, v2}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_0

    .line 88
    const-string v2, "protocol_version"

    const/4 v3, 0x2

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 89
    const-string v4, "request_id"

    invoke-virtual {p0, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "request_id"

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    :cond_0
    return-object v0
.end method

.method public static error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 6

    .line 70
    const-string v1, "error"

    invoke-static {p0, v1}, Lcom/tallyhouse/cetp/Replies;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 71
    const-string v1, "error_code"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    const-string v1, "error_message"

    invoke-virtual {v0, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 73
    const-string v1, "retryable"

    invoke-virtual {v0, v1, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 74
    return-object v0
.end method

.method public static error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 5

    .line 66
    iget-object v0, p0, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    invoke-static {v0, p1, p2, p3}, Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static needsUser(Lcom/tallyhouse/cetp/CallInfo;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 78
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Confirm on the device: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 79
    const-string v1, "resolution"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 80
    const-string v1, "resume_token"

    invoke-virtual {v0, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    return-object v0
.end method

.method public static varargs obj([Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 7

    .line 15
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 17
    :try_start_0
    const/4 v1, 0x0

    :goto_0
    add-int/lit8 v2, v1, 0x1

    array-length v3, p0

    if-ge v2, v3, :cond_0

    .line 18
    aget-object v3, p0, v1

    check-cast v3, Ljava/lang/String;

    add-int/lit8 v5, v1, 0x1

    aget-object v4, p0, v5

    invoke-virtual {v0, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 17
    add-int/lit8 v1, v1, 0x2

    goto :goto_0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 22
    :cond_0
    goto :goto_1

    .line 20
    :catch_0
    move-exception v1

    .line 21
    new-instance v2, Ljava/lang/IllegalArgumentException;

    const-string v4, "value is not JSON"

    invoke-direct {v2, v4, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v2

    .line 23
    :goto_1
    return-object v0
.end method

.method public static operation(Lcom/tallyhouse/cetp/CallInfo;Lcom/tallyhouse/cetp/Ledger$Operation;)Landroid/os/Bundle;
    .registers 11

    .line 49
    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "operation_id"

    aput-object v5, v2, v4

    iget-object v5, p1, Lcom/tallyhouse/cetp/Ledger$Operation;->id:Ljava/lang/String;

    const/4 v4, 0x1

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "state"

    aput-object v5, v2, v4

    iget-object v5, p1, Lcom/tallyhouse/cetp/Ledger$Operation;->state:Ljava/lang/String;

    const/4 v4, 0x3

    aput-object v5, v2, v4

    invoke-static {v2}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 51
    :try_start_0
    iget-object v3, p1, Lcom/tallyhouse/cetp/Ledger$Operation;->state:Ljava/lang/String;

    const-string v2, "succeeded"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 52
    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "kind"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "inline"

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "value"

    aput-object v7, v4, v6

    new-instance v7, Lorg/json/JSONObject;

    iget-object v8, p1, Lcom/tallyhouse/cetp/Ledger$Operation;->result:Ljava/lang/String;

    invoke-direct {v7, v8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const/4 v6, 0x3

    aput-object v7, v4, v6

    invoke-static {v4}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "result"

    invoke-virtual {v0, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 53
    :cond_0
    iget-object v3, p1, Lcom/tallyhouse/cetp/Ledger$Operation;->state:Ljava/lang/String;

    const-string v2, "failed"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    .line 54
    const/4 v4, 0x6

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "error_code"

    aput-object v7, v4, v6

    iget-object v7, p1, Lcom/tallyhouse/cetp/Ledger$Operation;->errorCode:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "error_message"

    aput-object v7, v4, v6

    const/4 v6, 0x3

    const-string v7, "The export failed"

    aput-object v7, v4, v6

    const/4 v6, 0x4

    const-string v7, "retryable"

    aput-object v7, v4, v6

    .line 55
    const/4 v7, 0x0

    invoke-static {v7}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v7

    const/4 v6, 0x5

    aput-object v7, v4, v6

    .line 54
    invoke-static {v4}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "error"

    invoke-virtual {v0, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 57
    :cond_1
    const-string v3, "poll_after_ms"

    const/16 v4, 0x5dc

    invoke-virtual {v0, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 61
    :goto_0
    goto :goto_1

    .line 59
    :catch_0
    move-exception v1

    .line 60
    const-string v3, "INTERNAL_ERROR"

    const-string v4, "The stored result could not be read"

    const/4 v5, 0x0

    invoke-static {p0, v3, v4, v5}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 62
    :goto_1
    iget-object v2, p0, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    invoke-static {v2, v0}, Lcom/tallyhouse/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public static stored(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 37
    iget-object v1, p0, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    const-string v2, "success"

    invoke-static {v1, v2}, Lcom/tallyhouse/cetp/Replies;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 38
    const-string v2, "data"

    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    return-object v0
.end method

.method public static success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6

    .line 33
    iget-object v0, p0, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

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

    invoke-static {v1}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tallyhouse/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
