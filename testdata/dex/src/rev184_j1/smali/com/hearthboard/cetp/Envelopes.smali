.class public final Lcom/hearthboard/cetp/Envelopes;
.super Ljava/lang/Object;
.source "Envelopes.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthboard/cetp/Envelopes$Failure;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "Envelopes"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    return-void
.end method

.method public static accepted(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;J)Landroid/os/Bundle;
    .registers 10

    .line 45
    const-string v0, "accepted"

    invoke-static {v0, p0}, Lcom/hearthboard/cetp/Envelopes;->common(Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v4

    .line 47
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 48
    const-string v3, "poll_after_ms"

    invoke-virtual {v2, v3, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 47
    const-string v1, "data"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 51
    goto :goto_0

    :catch_0
    move-exception v5

    .line 50
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p0, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 52
    :goto_0
    return-object v4
.end method

.method public static codeFor(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 3

    .line 94
    move-object v1, p0

    .line 95
    instance-of v0, v1, Ljava/lang/RuntimeException;

    if-eqz v0, :cond_0

    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 96
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v1

    .line 98
    :cond_0
    instance-of v0, v1, Lcom/hearthboard/cetp/Envelopes$Failure;

    if-eqz v0, :cond_1

    .line 99
    check-cast v1, Lcom/hearthboard/cetp/Envelopes$Failure;

    iget-object v0, v1, Lcom/hearthboard/cetp/Envelopes$Failure;->code:Ljava/lang/String;

    return-object v0

    .line 101
    :cond_1
    instance-of v0, v1, Ljava/util/NoSuchElementException;

    if-eqz v0, :cond_2

    .line 102
    const-string v0, "INVALID_ARGS"

    return-object v0

    .line 104
    :cond_2
    instance-of v0, v1, Ljava/lang/SecurityException;

    if-eqz v0, :cond_3

    .line 105
    const-string v0, "PERMISSION_DENIED"

    return-object v0

    .line 107
    :cond_3
    const-string v0, "INTERNAL_ERROR"

    return-object v0
.end method

.method private static common(Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;
    .registers 6

    .line 116
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 117
    const-string v1, "status"

    invoke-virtual {v3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 119
    iget-object v0, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 120
    iget-object v2, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 122
    :cond_0
    return-object v3
.end method

.method public static data(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6

    .line 39
    const-string v0, "success"

    invoke-static {v0, p0}, Lcom/hearthboard/cetp/Envelopes;->common(Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v3

    .line 40
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    return-object v3
.end method

.method public static error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 73
    invoke-static {p1}, Lcom/hearthboard/cetp/Envelopes;->message(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 77
    const-string v0, "error"

    invoke-static {v0, p0}, Lcom/hearthboard/cetp/Envelopes;->common(Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v3

    .line 78
    const-string v1, "error_code"

    invoke-virtual {v3, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 79
    const-string v1, "error_message"

    invoke-virtual {v3, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    invoke-static {p1}, Lcom/hearthboard/cetp/Envelopes;->retryable(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 81
    return-object v3
.end method

.method public static errorObject(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 111
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "error_code"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {p0}, Lcom/hearthboard/cetp/Envelopes;->message(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 112
    invoke-static {p0}, Lcom/hearthboard/cetp/Envelopes;->retryable(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 111
    return-object v0
.end method

.method public static failure(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 7

    .line 86
    invoke-static {p1}, Lcom/hearthboard/cetp/Envelopes;->codeFor(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v4

    .line 87
    const-string v0, "INTERNAL_ERROR"

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 88
    iget-object v1, p0, Lcom/hearthboard/cetp/ToolRequest;->toolName:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool failed: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "Envelopes"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 90
    :cond_0
    invoke-static {p0, v4}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static message(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 137
    move-object v2, p0

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "UNSUPPORTED_VERSION"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "PERMISSION_DENIED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "TOOL_NOT_FOUND"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "METHOD_NOT_FOUND"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x5

    goto :goto_0

    :sswitch_6
    const-string v1, "INVALID_ARGS"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x6

    goto :goto_0

    :sswitch_7
    const-string v1, "INVALID_REQUEST"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x7

    goto :goto_0

    :sswitch_8
    const-string v1, "CONFLICT"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/16 v3, 0x8

    goto :goto_0

    :sswitch_9
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/16 v3, 0x9

    goto :goto_0

    :sswitch_a
    const-string v1, "UNAVAILABLE"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/16 v3, 0xa

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 139
    :pswitch_0
    const-string v0, "This provider speaks CETP version 2 only."

    return-object v0

    .line 141
    :pswitch_1
    const-string v0, "That capability was not negotiated for this session."

    return-object v0

    .line 143
    :pswitch_2
    const-string v0, "The session is missing or expired; negotiate again."

    return-object v0

    .line 145
    :pswitch_3
    const-string v0, "This app is not allowed to use Hearthboard tools."

    return-object v0

    .line 147
    :pswitch_4
    const-string v0, "No such tool."

    return-object v0

    .line 149
    :pswitch_5
    const-string v0, "No such method."

    return-object v0

    .line 151
    :pswitch_6
    const-string v0, "The arguments do not match the tool\'s input schema."

    return-object v0

    .line 153
    :pswitch_7
    const-string v0, "The request envelope is invalid."

    return-object v0

    .line 155
    :pswitch_8
    const-string v0, "The household data changed; nothing was done."

    return-object v0

    .line 157
    :pswitch_9
    const-string v0, "The deadline passed before the tool started."

    return-object v0

    .line 159
    :pswitch_a
    const-string v0, "Hearthboard is busy; try again shortly."

    return-object v0

    .line 161
    :goto_1
    const-string v0, "Hearthboard could not complete the request."

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x74a27e7e -> :sswitch_1
        -0x54b9edbb -> :sswitch_6
        -0x546b1bf5 -> :sswitch_3
        -0x430e23f9 -> :sswitch_7
        -0x28eedf72 -> :sswitch_0
        -0x166c92a6 -> :sswitch_9
        0xc131bd2 -> :sswitch_8
        0x1373f8f8 -> :sswitch_5
        0x2f2b5cef -> :sswitch_4
        0x58a96c30 -> :sswitch_a
        0x5a11665d -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_a
    .end packed-switch
.end method

.method public static negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    .line 56
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 57
    const-string v0, "status"

    const-string v1, "success"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    invoke-virtual {p0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    return-object v2
.end method

.method public static negotiationError(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 64
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 65
    const-string v0, "status"

    const-string v1, "error"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 66
    const-string v0, "error_code"

    invoke-virtual {v2, v0, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    invoke-static {p0}, Lcom/hearthboard/cetp/Envelopes;->message(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "error_message"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 68
    invoke-static {p0}, Lcom/hearthboard/cetp/Envelopes;->retryable(Ljava/lang/String;)Z

    move-result v1

    const-string v0, "retryable"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 69
    return-object v2
.end method

.method static retryable(Ljava/lang/String;)Z
    .registers 5

    .line 126
    move-object v2, p0

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "RATE_LIMITED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "UNAVAILABLE"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 130
    :pswitch_0
    const/4 v0, 0x1

    return v0

    .line 132
    :goto_1
    const/4 v0, 0x0

    return v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x255ded1b -> :sswitch_1
        0x58a96c30 -> :sswitch_2
        0x5a11665d -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_0
    .end packed-switch
.end method

.method public static success(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Object;)Landroid/os/Bundle;
    .registers 9

    .line 29
    const-string v0, "success"

    invoke-static {v0, p0}, Lcom/hearthboard/cetp/Envelopes;->common(Ljava/lang/String;Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;

    move-result-object v5

    .line 31
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "value"

    invoke-virtual {v2, v3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 34
    goto :goto_0

    :catch_0
    move-exception v6

    .line 33
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p0, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 35
    :goto_0
    return-object v5
.end method
