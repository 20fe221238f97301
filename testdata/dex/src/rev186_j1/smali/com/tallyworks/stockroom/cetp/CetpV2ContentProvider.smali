.class public abstract Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.java"


# static fields
.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final PROTOCOL_VERSION:I = 0x2

.field private static final SCHEMA_DIALECT:Ljava/lang/String; = "https://json-schema.org/draft/2020-12/schema"

.field public static final SESSION_TTL_MS:J = 0x36ee80L


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 30
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method protected static argsTooLarge(Lcom/tallyworks/stockroom/cetp/ToolCall;)Z
    .registers 3

    .line 164
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsText:Ljava/lang/String;

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private static enforceOwnProcess()V
    .registers 3

    .line 212
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    if-eq v0, v1, :cond_0

    .line 213
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "Stockroom tool providers serve call() only"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 215
    :cond_0
    return-void
.end method

.method private static iso(J)Ljava/lang/String;
    .registers 7

    .line 205
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 206
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 207
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected static parseArgs(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Lorg/json/JSONObject;
    .registers 10

    .line 169
    invoke-static {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->argsTooLarge(Lcom/tallyworks/stockroom/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 170
    const/4 v0, 0x0

    return-object v0

    .line 173
    :cond_0
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/tallyworks/stockroom/cetp/ToolCall;->argsText:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v3, v0

    .line 174
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p1, Lcom/tallyworks/stockroom/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v4, v0

    .line 175
    const-string v1, "properties"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    .line 176
    const-string v1, "required"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v6

    .line 177
    const/4 v7, 0x0

    :goto_0
    if-eqz v6, :cond_2

    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v7, v1, :cond_2

    .line 178
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 179
    const/4 v0, 0x0

    return-object v0

    .line 177
    :cond_1
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 182
    :cond_2
    invoke-virtual {v3}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v7

    .line 183
    :cond_3
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 184
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_3

    .line 185
    const/4 v0, 0x0

    return-object v0

    .line 188
    :cond_4
    move-object v0, v3

    return-object v0

    :catch_0
    move-exception v3

    .line 190
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method protected abstract admitCaller(I)Ljava/lang/String;
.end method

.method protected abstract authorize(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Ljava/lang/String;
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 236
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->enforceOwnProcess()V

    .line 237
    const/4 v0, 0x0

    return v0
.end method

.method protected final findTool(Ljava/lang/String;)Lcom/tallyworks/stockroom/cetp/ToolSpec;
    .registers 5

    .line 152
    if-nez p1, :cond_0

    .line 153
    const/4 v0, 0x0

    return-object v0

    .line 155
    :cond_0
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerTools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-object v2, v0

    .line 156
    iget-object v0, v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 157
    return-object v2

    .line 159
    :cond_1
    goto :goto_0

    .line 160
    :cond_2
    const/4 v0, 0x0

    return-object v0
.end method

.method protected getMutationExecutor()Lcom/tallyworks/stockroom/cetp/MutationExecutor;
    .registers 2

    .line 59
    const/4 v0, 0x0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 225
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 230
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->enforceOwnProcess()V

    .line 231
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final listTools(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)Landroid/os/Bundle;
    .registers 12

    .line 136
    const-string v1, "async_operations"

    invoke-virtual {p2, v1}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->has(Ljava/lang/String;)Z

    move-result v5

    .line 138
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v6, v0

    .line 139
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerTools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-object v8, v0

    .line 140
    invoke-virtual {v8, v5}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 141
    goto :goto_0

    .line 142
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 143
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->toolsRevision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    if-eqz v5, :cond_1

    const-string v3, "-async"

    goto :goto_1

    :cond_1
    const-string v3, "-sync"

    :goto_1
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 144
    const-string v1, "tools"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    .line 145
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->data(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 147
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected final negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20

    .line 63
    if-nez p2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    :goto_0
    move-object v6, v0

    .line 64
    const/4 v7, 0x0

    .line 65
    if-eqz v6, :cond_2

    .line 66
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_1
    if-ge v10, v9, :cond_2

    aget v11, v8, v10

    .line 67
    const/4 v1, 0x2

    if-ne v11, v1, :cond_1

    .line 68
    const/4 v7, 0x1

    .line 69
    goto :goto_2

    .line 66
    :cond_1
    add-int/lit8 v10, v10, 0x1

    goto :goto_1

    .line 73
    :cond_2
    :goto_2
    if-nez v7, :cond_3

    .line 74
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_3
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p2

    const-string v3, "consumer_capabilities"

    const-string v4, ""

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v8, v0

    .line 81
    goto :goto_3

    :catch_0
    move-exception v9

    .line 80
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :goto_3
    move-object/from16 v0, p0

    move/from16 v1, p1

    invoke-virtual {v0, v1}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->admitCaller(I)Ljava/lang/String;

    move-result-object v9

    .line 83
    if-eqz v9, :cond_4

    .line 84
    invoke-static {v9}, Lcom/tallyworks/stockroom/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_4
    new-instance v10, Ljava/util/ArrayList;

    invoke-direct {v10}, Ljava/util/ArrayList;-><init>()V

    .line 87
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->optionalCapabilities()[Ljava/lang/String;

    move-result-object v11

    array-length v12, v11

    const/4 v13, 0x0

    :goto_4
    if-ge v13, v12, :cond_7

    aget-object v14, v11, v13

    .line 88
    const/4 v15, 0x0

    :goto_5
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v15, v1, :cond_6

    .line 89
    invoke-virtual {v8, v15}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v14, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 90
    invoke-interface {v10, v14}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 91
    goto :goto_6

    .line 88
    :cond_5
    add-int/lit8 v15, v15, 0x1

    goto :goto_5

    .line 87
    :cond_6
    :goto_6
    add-int/lit8 v13, v13, 0x1

    goto :goto_4

    .line 95
    :cond_7
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v11, v0, v2

    .line 96
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v0

    move/from16 v1, p1

    const/4 v2, 0x2

    move-object v3, v10

    move-wide v4, v11

    invoke-static/range {v0 .. v5}, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->open(Ljava/lang/String;IILjava/util/List;J)Ljava/lang/String;

    move-result-object v13

    .line 98
    :try_start_1
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v14, v0

    .line 99
    invoke-interface {v10}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_7
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    .line 100
    move-object/from16 v1, v16

    invoke-virtual {v14, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 101
    goto :goto_7

    .line 102
    :cond_8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 103
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 104
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 105
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 106
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v15

    .line 107
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 108
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 110
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 111
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 112
    invoke-static {v11, v12}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->iso(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 113
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 114
    const-string v1, "limits"

    invoke-virtual {v0, v1, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v16

    .line 115
    move-object/from16 v0, v16

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Envelopes;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v14

    .line 117
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract optionalCapabilities()[Ljava/lang/String;
.end method

.method protected abstract providerDescription()Ljava/lang/String;
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected final providerInfo(Lcom/tallyworks/stockroom/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 6

    .line 123
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 124
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 125
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 126
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 127
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 128
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->scopeCatalog()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 129
    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->data(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 131
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method protected abstract providerTools()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/tallyworks/stockroom/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 219
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->enforceOwnProcess()V

    .line 220
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final runMutation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 197
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->getMutationExecutor()Lcom/tallyworks/stockroom/cetp/MutationExecutor;

    move-result-object v2

    .line 198
    if-nez v2, :cond_0

    .line 199
    invoke-interface {p3}, Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;->run()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 201
    :cond_0
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v2, v1, p1, p2, p3}, Lcom/tallyworks/stockroom/cetp/MutationExecutor;->execute(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract scopeCatalog()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract toolsRevision()Ljava/lang/String;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 242
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;->enforceOwnProcess()V

    .line 243
    const/4 v0, 0x0

    return v0
.end method
