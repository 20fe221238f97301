.class public abstract Lcom/hearthboard/cetp/ToolProviderBase;
.super Landroid/content/ContentProvider;
.source "ToolProviderBase.java"


# static fields
.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final SCHEMA_DIALECT:Ljava/lang/String; = "https://json-schema.org/draft/2020-12/schema"


# instance fields
.field protected pairing:Lcom/hearthboard/cetp/PairingRepository;

.field protected sessions:Lcom/hearthboard/cetp/SessionStore;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private static enforceOwnProcess()V
    .registers 3

    .line 192
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    if-eq v0, v1, :cond_0

    .line 193
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "Hearthboard tool providers serve call() only"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 195
    :cond_0
    return-void
.end method

.method static synthetic lambda$executeTool$1(Ljava/lang/Throwable;)Lcom/hearthboard/cetp/AccessDecision;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 182
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/hearthboard/cetp/AccessDecision;->deny(Ljava/lang/String;)Lcom/hearthboard/cetp/AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$negotiate$0(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 86
    const-string v0, ""

    return-object v0
.end method


# virtual methods
.method protected abstract authorize(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/rx/Single;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            "Lcom/hearthboard/cetp/ToolSpec;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lcom/hearthboard/cetp/AccessDecision;",
            ">;"
        }
    .end annotation
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 216
    invoke-static {}, Lcom/hearthboard/cetp/ToolProviderBase;->enforceOwnProcess()V

    .line 217
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;
.end method

.method protected final executeTool(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 11

    .line 157
    const/4 v3, 0x0

    .line 158
    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->tools()[Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v4

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_1

    aget-object v7, v4, v6

    .line 159
    iget-object v0, v7, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    iget-object v1, p1, Lcom/hearthboard/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 160
    move-object v3, v7

    .line 158
    :cond_0
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 163
    :cond_1
    if-eqz v3, :cond_2

    invoke-virtual {v3}, Lcom/hearthboard/cetp/ToolSpec;->isAsync()Z

    move-result v0

    if-eqz v0, :cond_3

    const-string v1, "async_operations"

    invoke-virtual {p2, v1}, Lcom/hearthboard/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 164
    :cond_2
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_3
    iget-object v0, p1, Lcom/hearthboard/cetp/ToolRequest;->args:Ljava/lang/String;

    if-eqz v0, :cond_4

    iget-object v0, p1, Lcom/hearthboard/cetp/ToolRequest;->args:Ljava/lang/String;

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_5

    .line 167
    :cond_4
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 171
    :cond_5
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p1, Lcom/hearthboard/cetp/ToolRequest;->args:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v4, v0

    .line 174
    goto :goto_1

    :catch_0
    move-exception v5

    .line 173
    const-string v1, "INVALID_ARGS"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 175
    :goto_1
    invoke-virtual {v3, v4}, Lcom/hearthboard/cetp/ToolSpec;->checkArgs(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_6

    .line 176
    const-string v1, "INVALID_ARGS"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_6
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {p1, v1, v2}, Lcom/hearthboard/cetp/ToolRequest;->expired(J)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 179
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :cond_7
    invoke-virtual {p0, p1, v3}, Lcom/hearthboard/cetp/ToolProviderBase;->authorize(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/cetp/ToolProviderBase$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/hearthboard/cetp/ToolProviderBase$$ExternalSyntheticLambda1;-><init>()V

    .line 182
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 183
    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/cetp/AccessDecision;

    move-object v5, v0

    .line 184
    iget-boolean v0, v5, Lcom/hearthboard/cetp/AccessDecision;->allowed:Z

    if-nez v0, :cond_8

    .line 185
    iget-object v1, v5, Lcom/hearthboard/cetp/AccessDecision;->errorCode:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 187
    :cond_8
    invoke-virtual {p0, p1, v3, v4, p2}, Lcom/hearthboard/cetp/ToolProviderBase;->dispatch(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lorg/json/JSONObject;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 205
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 210
    invoke-static {}, Lcom/hearthboard/cetp/ToolProviderBase;->enforceOwnProcess()V

    .line 211
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final isKnownMethod(Ljava/lang/String;)Z
    .registers 6

    .line 56
    move-object v2, p1

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x5

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 63
    :pswitch_0
    const/4 v0, 0x1

    return v0

    .line 65
    :goto_1
    const/4 v0, 0x0

    return v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_0
        :pswitch_0
        :pswitch_0
        :pswitch_0
    .end packed-switch
.end method

.method protected final listTools(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 13

    .line 138
    const-string v1, "async_operations"

    invoke-virtual {p2, v1}, Lcom/hearthboard/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v4

    .line 139
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 141
    :try_start_0
    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->tools()[Lcom/hearthboard/cetp/ToolSpec;

    move-result-object v6

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_2

    aget-object v9, v6, v8

    .line 142
    invoke-virtual {v9}, Lcom/hearthboard/cetp/ToolSpec;->isAsync()Z

    move-result v0

    if-eqz v0, :cond_0

    if-eqz v4, :cond_1

    .line 143
    :cond_0
    invoke-virtual {v9, v4}, Lcom/hearthboard/cetp/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 141
    :cond_1
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 146
    :cond_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->revision()Ljava/lang/String;

    move-result-object v3

    const-string v2, "revision"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->data(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 148
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected final negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 19

    .line 70
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 71
    const/4 v6, 0x0

    .line 72
    if-eqz v5, :cond_1

    .line 73
    move-object v7, v5

    array-length v8, v7

    const/4 v9, 0x0

    :goto_0
    if-ge v9, v8, :cond_1

    aget v10, v7, v9

    .line 74
    const/4 v2, 0x2

    move v0, v6

    if-ne v10, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v6, v0, v1

    .line 73
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 77
    :cond_1
    if-nez v6, :cond_2

    .line 78
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/hearthboard/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p1

    const-string v3, "consumer_capabilities"

    const-string v4, ""

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v7, v0

    .line 85
    goto :goto_2

    :catch_0
    move-exception v8

    .line 84
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/hearthboard/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :goto_2
    move-object/from16 v0, p0

    move/from16 v1, p2

    invoke-virtual {v0, v1}, Lcom/hearthboard/cetp/ToolProviderBase;->verifyCaller(I)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/cetp/ToolProviderBase$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/hearthboard/cetp/ToolProviderBase$$ExternalSyntheticLambda0;-><init>()V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v8, v0

    .line 87
    invoke-virtual {v8}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 88
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/hearthboard/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :cond_3
    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    .line 91
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 92
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/hearthboard/cetp/ToolProviderBase;->offeredCapabilities()[Ljava/lang/String;

    move-result-object v11

    array-length v12, v11

    const/4 v13, 0x0

    :goto_3
    if-ge v13, v12, :cond_7

    aget-object v14, v11, v13

    .line 93
    const/4 v15, 0x0

    :goto_4
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v15, v1, :cond_6

    .line 94
    invoke-virtual {v7, v15}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v14, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 95
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->length()I

    move-result v0

    if-lez v0, :cond_4

    .line 96
    const/16 v1, 0x2c

    invoke-virtual {v9, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 98
    :cond_4
    invoke-virtual {v9, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 99
    invoke-virtual {v10, v14}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 100
    goto :goto_5

    .line 93
    :cond_5
    add-int/lit8 v15, v15, 0x1

    goto :goto_4

    .line 92
    :cond_6
    :goto_5
    add-int/lit8 v13, v13, 0x1

    goto :goto_3

    .line 104
    :cond_7
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthboard/cetp/ToolProviderBase;->sessions:Lcom/hearthboard/cetp/SessionStore;

    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/hearthboard/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move/from16 v2, p2

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthboard/cetp/SessionStore;->open(Ljava/lang/String;ILjava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/cetp/SessionStore$Session;

    move-object v11, v0

    .line 106
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 107
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 108
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 110
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v12

    .line 111
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 112
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 113
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/hearthboard/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 114
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/hearthboard/cetp/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v11, Lcom/hearthboard/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 115
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, v11, Lcom/hearthboard/cetp/SessionStore$Session;->expiresAt:J

    .line 116
    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 117
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 118
    const-string v1, "limits"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 111
    invoke-static {v0}, Lcom/hearthboard/cetp/Envelopes;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v12

    .line 120
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, Lcom/hearthboard/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract offeredCapabilities()[Ljava/lang/String;
.end method

.method protected abstract providerDescription()Ljava/lang/String;
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected final providerInfo(Lcom/hearthboard/cetp/ToolRequest;)Landroid/os/Bundle;
    .registers 7

    .line 126
    :try_start_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 127
    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "provider_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 128
    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v3

    const-string v2, "provider_name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 129
    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->providerDescription()Ljava/lang/String;

    move-result-object v3

    const-string v2, "description"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 130
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 131
    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->scopeCatalog()Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 126
    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->data(Lcom/hearthboard/cetp/ToolRequest;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 133
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/hearthboard/cetp/Envelopes;->error(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 199
    invoke-static {}, Lcom/hearthboard/cetp/ToolProviderBase;->enforceOwnProcess()V

    .line 200
    const/4 v0, 0x0

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 4

    .line 153
    invoke-virtual {p0}, Lcom/hearthboard/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "-7"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method protected abstract scopeCatalog()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract tools()[Lcom/hearthboard/cetp/ToolSpec;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 222
    invoke-static {}, Lcom/hearthboard/cetp/ToolProviderBase;->enforceOwnProcess()V

    .line 223
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract verifyCaller(I)Lcom/hearthboard/rx/Single;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Lcom/hearthboard/rx/Single<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end method
