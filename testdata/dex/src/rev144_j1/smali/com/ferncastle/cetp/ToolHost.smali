.class public abstract Lcom/ferncastle/cetp/ToolHost;
.super Landroid/content/ContentProvider;
.source "ToolHost.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/cetp/ToolHost$Sessions;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "FerncastleTools"


# instance fields
.field private interceptors:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/Interceptor;",
            ">;"
        }
    .end annotation
.end field

.field protected registry:Lcom/ferncastle/plugin/Registry;

.field protected sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 31
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 36
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/cetp/ToolHost;->interceptors:Ljava/util/List;

    return-void
.end method

.method public static needsSession(Ljava/lang/String;)Z
    .registers 2

    .line 69
    const-string v0, "get_provider_info"

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "list_tools"

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "execute_tool"

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private negotiate(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 108
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 109
    const/4 v5, 0x0

    .line 110
    const/4 v6, 0x0

    :goto_0
    if-eqz v4, :cond_1

    array-length v1, v4

    if-ge v6, v1, :cond_1

    .line 111
    aget v0, v4, v6

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    .line 112
    const/4 v5, 0x1

    .line 110
    :cond_0
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 115
    :cond_1
    if-nez v5, :cond_2

    .line 116
    const-string v0, "UNSUPPORTED_VERSION"

    const-string v1, "Ferncastle Journal serves CETP version 2 only"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 118
    :cond_2
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 119
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 120
    if-eqz v7, :cond_4

    .line 123
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0, v7}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v8, v0

    .line 126
    goto :goto_1

    :catch_0
    move-exception v9

    .line 125
    const-string v0, "INVALID_REQUEST"

    const-string v1, "consumer_capabilities is not a JSON array"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2, v9}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/Throwable;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 127
    :goto_1
    const/4 v9, 0x0

    :goto_2
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v9, v1, :cond_4

    .line 128
    invoke-virtual {v8, v9}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "large_results"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 129
    const-string v1, "large_results"

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 127
    :cond_3
    add-int/lit8 v9, v9, 0x1

    goto :goto_2

    .line 133
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v8, v0, v2

    .line 134
    new-instance v10, Lorg/json/JSONObject;

    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V

    .line 135
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 136
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 137
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 138
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 139
    new-instance v11, Lorg/json/JSONObject;

    invoke-direct {v11}, Lorg/json/JSONObject;-><init>()V

    .line 140
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v11, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 141
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v11, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 142
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v11, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 143
    iget-object v2, p0, Lcom/ferncastle/cetp/ToolHost;->sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;

    move-object/from16 v3, p1

    iget v3, v3, Lcom/ferncastle/plugin/Invocation;->uid:I

    invoke-virtual {v2, v3, v6, v8, v9}, Lcom/ferncastle/cetp/ToolHost$Sessions;->open(ILorg/json/JSONArray;J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v11, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 144
    invoke-static {v8, v9}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v11, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 145
    const-string v1, "capabilities"

    invoke-virtual {v11, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 146
    const-string v1, "limits"

    invoke-virtual {v11, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 147
    invoke-static {v11}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method private tableRefused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 159
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused for uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "FerncastleTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 160
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v2, "Ferncastle tools are served through call() only"

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method protected static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 151
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v5, v0, [B

    .line 152
    const/4 v6, 0x0

    :goto_0
    array-length v1, v5

    if-ge v6, v1, :cond_0

    .line 153
    mul-int/lit8 v3, v6, 0x2

    mul-int/lit8 v4, v6, 0x2

    add-int/lit8 v4, v4, 0x2

    invoke-virtual {p0, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v5, v6

    .line 152
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 155
    :cond_0
    return-object v5
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 56
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 57
    new-instance v0, Lcom/ferncastle/plugin/Invocation;

    move-object v1, v0

    move-object v2, p1

    move v3, v6

    if-eqz p3, :cond_0

    move-object v4, p3

    goto :goto_0

    :cond_0
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    :goto_0
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->providerId()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v1, v2, v3, v4, v5}, Lcom/ferncastle/plugin/Invocation;-><init>(Ljava/lang/String;ILandroid/os/Bundle;Ljava/lang/String;)V

    move-object v7, v0

    .line 59
    :try_start_0
    new-instance v0, Lcom/ferncastle/plugin/Chain;

    iget-object v2, p0, Lcom/ferncastle/cetp/ToolHost;->interceptors:Ljava/util/List;

    new-instance v3, Lcom/ferncastle/cetp/ToolHost$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0}, Lcom/ferncastle/cetp/ToolHost$$ExternalSyntheticLambda0;-><init>(Lcom/ferncastle/cetp/ToolHost;)V

    invoke-direct {v0, v2, v3, v7}, Lcom/ferncastle/plugin/Chain;-><init>(Ljava/util/List;Lcom/ferncastle/plugin/Chain$Terminal;Lcom/ferncastle/plugin/Invocation;)V

    invoke-virtual {v0, v7}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v8

    .line 60
    invoke-static {v7, v8}, Lcom/ferncastle/cetp/Bundles;->reply(Lcom/ferncastle/plugin/Invocation;Lcom/ferncastle/plugin/Result;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 62
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "call "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed outside the chain"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "FerncastleTools"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 63
    invoke-static {v7}, Lcom/ferncastle/cetp/Bundles;->internalError(Lcom/ferncastle/plugin/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 185
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/ferncastle/cetp/ToolHost;->tableRefused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method protected dispatch(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 73
    iget-object v3, p1, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x3

    :cond_0
    :goto_0
    packed-switch v4, :pswitch_data_0

    goto :goto_1

    .line 75
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/ferncastle/cetp/ToolHost;->negotiate(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 79
    :pswitch_1
    goto :goto_2

    .line 81
    :goto_1
    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "Unknown method"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 83
    :goto_2
    iget-object v0, p1, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_1

    iget-object v0, p1, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    if-nez v0, :cond_2

    .line 84
    :cond_1
    const-string v0, "INVALID_REQUEST"

    const-string v1, "protocol_version 2 and request_id are required"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 86
    :cond_2
    iget-object v1, p1, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    const-string v0, "get_provider_info"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 87
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 88
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 89
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 90
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 91
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->scopes()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 92
    invoke-static {v3}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 94
    :cond_3
    iget-object v1, p1, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    const-string v0, "list_tools"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 95
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 96
    invoke-virtual {p0}, Lcom/ferncastle/cetp/ToolHost;->revision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 97
    iget-object v2, p0, Lcom/ferncastle/cetp/ToolHost;->registry:Lcom/ferncastle/plugin/Registry;

    invoke-virtual {v2}, Lcom/ferncastle/plugin/Registry;->descriptors()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "tools"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 98
    invoke-static {v3}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 100
    :cond_4
    iget-object v0, p0, Lcom/ferncastle/cetp/ToolHost;->registry:Lcom/ferncastle/plugin/Registry;

    invoke-virtual {p1}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/Registry;->find(Ljava/lang/String;)Lcom/ferncastle/plugin/AbstractTool;

    move-result-object v3

    .line 101
    if-nez v3, :cond_5

    .line 102
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No such tool"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 104
    :cond_5
    invoke-virtual {v3, p1}, Lcom/ferncastle/plugin/AbstractTool;->run(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 170
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 175
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/ferncastle/cetp/ToolHost;->tableRefused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method protected final install(Lcom/ferncastle/plugin/Registry;Lcom/ferncastle/cetp/ToolHost$Sessions;Ljava/util/List;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry;",
            "Lcom/ferncastle/cetp/ToolHost$Sessions;",
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/Interceptor;",
            ">;)V"
        }
    .end annotation

    .line 49
    iput-object p1, p0, Lcom/ferncastle/cetp/ToolHost;->registry:Lcom/ferncastle/plugin/Registry;

    .line 50
    iput-object p2, p0, Lcom/ferncastle/cetp/ToolHost;->sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;

    .line 51
    iput-object p3, p0, Lcom/ferncastle/cetp/ToolHost;->interceptors:Ljava/util/List;

    .line 52
    return-void
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 165
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/ferncastle/cetp/ToolHost;->tableRefused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method protected abstract revision()Ljava/lang/String;
.end method

.method protected abstract scopes()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 180
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/ferncastle/cetp/ToolHost;->tableRefused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
