.class public final Lcom/halyard/vault/cetp/CetpHost;
.super Ljava/lang/Object;
.source "CetpHost.java"


# static fields
.field private static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final TAG:Ljava/lang/String; = "VaultCetp"


# instance fields
.field private final desk:Lcom/halyard/vault/cetp/Desk;

.field private final operations:Lcom/halyard/vault/jobs/OperationsEndpoint;

.field private final sessions:Lcom/halyard/vault/cetp/Sessions;


# direct methods
.method public constructor <init>(Lcom/halyard/vault/cetp/Desk;Lcom/halyard/vault/jobs/OperationsEndpoint;)V
    .registers 4

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    new-instance v0, Lcom/halyard/vault/cetp/Sessions;

    invoke-direct {v0}, Lcom/halyard/vault/cetp/Sessions;-><init>()V

    iput-object v0, p0, Lcom/halyard/vault/cetp/CetpHost;->sessions:Lcom/halyard/vault/cetp/Sessions;

    .line 24
    iput-object p1, p0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    .line 25
    iput-object p2, p0, Lcom/halyard/vault/cetp/CetpHost;->operations:Lcom/halyard/vault/jobs/OperationsEndpoint;

    .line 26
    return-void
.end method

.method private execute(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Lcom/halyard/vault/cetp/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 163
    move-object/from16 v0, p4

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 164
    const/4 v12, 0x0

    .line 165
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    invoke-interface {v0}, Lcom/halyard/vault/cetp/Desk;->tools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_0
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v14, v0

    .line 166
    iget-object v0, v14, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v1, p3

    invoke-static {v14, v1}, Lcom/halyard/vault/cetp/CetpHost;->visible(Lcom/halyard/vault/cetp/ToolSpec;Lcom/halyard/vault/cetp/Sessions$Session;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 167
    move-object v12, v14

    .line 169
    :cond_0
    goto :goto_0

    .line 170
    :cond_1
    if-nez v12, :cond_2

    .line 171
    move-object/from16 v0, p2

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "This provider has no such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :cond_2
    move-object/from16 v0, p4

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 174
    if-nez v13, :cond_3

    .line 175
    const-string v13, "{}"

    .line 177
    :cond_3
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v13, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 178
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "args are larger than 65536 bytes"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 182
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v13}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v14, v0

    .line 185
    goto :goto_1

    :catch_0
    move-exception v15

    .line 184
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "args is not a JSON object"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 186
    :goto_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    new-instance v2, Lcom/halyard/vault/cetp/Call;

    .line 187
    move-object/from16 v9, p4

    const-string v10, "resume_token"

    invoke-virtual {v9, v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object v3, v2

    move-object/from16 v4, p2

    move-object/from16 v5, p3

    move-object v6, v12

    move-object v7, v13

    move-object v8, v14

    move-object/from16 v10, p4

    invoke-direct/range {v3 .. v10}, Lcom/halyard/vault/cetp/Call;-><init>(Ljava/lang/String;Lcom/halyard/vault/cetp/Sessions$Session;Lcom/halyard/vault/cetp/ToolSpec;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 186
    move-object/from16 v1, p1

    invoke-interface {v0, v1, v2}, Lcom/halyard/vault/cetp/Desk;->execute(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Lcom/halyard/vault/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 43
    if-nez p2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    :goto_0
    move-object v5, v0

    .line 44
    if-nez p2, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object/from16 v0, p2

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_1
    move-object v6, v0

    .line 45
    if-eqz v5, :cond_2

    if-nez v6, :cond_3

    .line 46
    :cond_2
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_versions and consumer_capabilities are required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 49
    :cond_3
    const/4 v7, 0x0

    .line 50
    move-object v8, v5

    array-length v9, v8

    const/4 v10, 0x0

    :goto_2
    if-ge v10, v9, :cond_5

    aget v11, v8, v10

    .line 51
    const/4 v2, 0x2

    move v0, v7

    if-ne v11, v2, :cond_4

    const/4 v1, 0x1

    goto :goto_3

    :cond_4
    const/4 v1, 0x0

    :goto_3
    or-int v7, v0, v1

    .line 50
    add-int/lit8 v10, v10, 0x1

    goto :goto_2

    .line 53
    :cond_5
    if-nez v7, :cond_6

    .line 54
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Halyard Vault speaks CETP version 2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_6
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0, v6}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v8, v0

    .line 61
    goto :goto_4

    :catch_0
    move-exception v9

    .line 60
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities is not a JSON array"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :goto_4
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 63
    const/4 v10, 0x0

    :goto_5
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v10, v1, :cond_9

    .line 64
    invoke-virtual {v8, v10}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v11

    .line 65
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    invoke-interface {v0}, Lcom/halyard/vault/cetp/Desk;->capabilities()[Ljava/lang/String;

    move-result-object v12

    array-length v13, v12

    const/4 v14, 0x0

    :goto_6
    if-ge v14, v13, :cond_8

    aget-object v15, v12, v14

    .line 66
    invoke-virtual {v15, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v9, v15}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 67
    invoke-interface {v9, v15}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 65
    :cond_7
    add-int/lit8 v14, v14, 0x1

    goto :goto_6

    .line 63
    :cond_8
    add-int/lit8 v10, v10, 0x1

    goto :goto_5

    .line 71
    :cond_9
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/cetp/CetpHost;->sessions:Lcom/halyard/vault/cetp/Sessions;

    move-object/from16 v1, p1

    iget v1, v1, Lcom/halyard/vault/cetp/Caller;->uid:I

    invoke-virtual {v0, v1, v9}, Lcom/halyard/vault/cetp/Sessions;->open(ILjava/util/List;)Lcom/halyard/vault/cetp/Sessions$Session;

    move-result-object v10

    .line 72
    new-instance v11, Lorg/json/JSONArray;

    invoke-direct {v11}, Lorg/json/JSONArray;-><init>()V

    .line 73
    invoke-interface {v9}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_7
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_a

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v13, v0

    .line 74
    invoke-virtual {v11, v13}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 75
    goto :goto_7

    .line 76
    :cond_a
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 77
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    .line 78
    invoke-interface {v2}, Lcom/halyard/vault/cetp/Desk;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    .line 79
    invoke-interface {v2}, Lcom/halyard/vault/cetp/Desk;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v10, Lcom/halyard/vault/cetp/Sessions$Session;->token:Ljava/lang/String;

    .line 80
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, v10, Lcom/halyard/vault/cetp/Sessions$Session;->expiresAt:J

    .line 81
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 82
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 84
    const-string v3, "max_request_bytes"

    const/high16 v4, 0x10000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 85
    const-string v3, "max_inline_result_bytes"

    const/high16 v4, 0x40000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 86
    const-string v3, "max_concurrent_requests"

    const/4 v4, 0x2

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 87
    const-string v3, "idempotency_window_seconds"

    const v4, 0x15180

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 83
    const-string v1, "limits"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    .line 88
    new-instance v13, Landroid/os/Bundle;

    invoke-direct {v13}, Landroid/os/Bundle;-><init>()V

    .line 89
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 90
    invoke-virtual {v12}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    return-object v13
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 138
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    .line 139
    invoke-interface {v2}, Lcom/halyard/vault/cetp/Desk;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    .line 140
    invoke-interface {v2}, Lcom/halyard/vault/cetp/Desk;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    .line 141
    invoke-interface {v2}, Lcom/halyard/vault/cetp/Desk;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 142
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    .line 143
    invoke-interface {v3}, Lcom/halyard/vault/cetp/Desk;->scopes()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 138
    return-object v0
.end method

.method private serve(Ljava/lang/String;Ljava/lang/String;Lcom/halyard/vault/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 95
    move-object v4, p1

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "cancel_operation"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x4

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_1

    .line 101
    :pswitch_0
    goto :goto_2

    .line 103
    :goto_1
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Halyard Vault has no such method"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 105
    :goto_2
    if-eqz p4, :cond_1

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p4, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    .line 106
    :cond_1
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Halyard Vault serves CETP version 2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 108
    :cond_2
    if-eqz p2, :cond_3

    invoke-virtual {p2}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 109
    :cond_3
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :cond_4
    iget-object v0, p0, Lcom/halyard/vault/cetp/CetpHost;->sessions:Lcom/halyard/vault/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget v2, p3, Lcom/halyard/vault/cetp/Caller;->uid:I

    invoke-virtual {v0, v1, v2}, Lcom/halyard/vault/cetp/Sessions;->admit(Ljava/lang/String;I)Lcom/halyard/vault/cetp/Sessions$Session;

    move-result-object v4

    .line 112
    if-nez v4, :cond_5

    .line 113
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "No live session for this caller; negotiate again"

    const/4 v3, 0x1

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :cond_5
    move-object v5, p1

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_1

    goto :goto_3

    :sswitch_5
    const-string v1, "get_provider_info"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v6, 0x0

    goto :goto_3

    :sswitch_6
    const-string v1, "list_tools"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v6, 0x1

    goto :goto_3

    :sswitch_7
    const-string v1, "execute_tool"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v6, 0x2

    goto :goto_3

    :sswitch_8
    const-string v1, "get_operation"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v6, 0x3

    :cond_6
    :goto_3
    packed-switch v6, :pswitch_data_1

    goto :goto_4

    .line 118
    :pswitch_1
    invoke-direct {p0}, Lcom/halyard/vault/cetp/CetpHost;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p2, v1}, Lcom/halyard/vault/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :pswitch_2
    invoke-direct {p0, v4}, Lcom/halyard/vault/cetp/CetpHost;->toolList(Lcom/halyard/vault/cetp/Sessions$Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p2, v1}, Lcom/halyard/vault/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :pswitch_3
    invoke-direct {p0, p3, p2, v4, p4}, Lcom/halyard/vault/cetp/CetpHost;->execute(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Lcom/halyard/vault/cetp/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :pswitch_4
    const-string v1, "async_operations"

    invoke-virtual {v4, v1}, Lcom/halyard/vault/cetp/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 125
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "async_operations was not negotiated"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 128
    :cond_7
    iget-object v0, p0, Lcom/halyard/vault/cetp/CetpHost;->operations:Lcom/halyard/vault/jobs/OperationsEndpoint;

    invoke-virtual {v0, p3, v4, p2, p4}, Lcom/halyard/vault/jobs/OperationsEndpoint;->get(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Sessions$Session;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 130
    :goto_4
    const-string v1, "cancellation"

    invoke-virtual {v4, v1}, Lcom/halyard/vault/cetp/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 131
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "cancellation was not negotiated"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 133
    :cond_8
    iget-object v0, p0, Lcom/halyard/vault/cetp/CetpHost;->operations:Lcom/halyard/vault/jobs/OperationsEndpoint;

    invoke-virtual {v0, p3, p2, p4}, Lcom/halyard/vault/jobs/OperationsEndpoint;->cancel(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
        0x7571ade2 -> :sswitch_4
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_0
        :pswitch_0
        :pswitch_0
    .end packed-switch

    :sswitch_data_1
    .sparse-switch
        -0x7e355442 -> :sswitch_8
        -0x503e73de -> :sswitch_7
        -0xa1e06ed -> :sswitch_5
        0x2a3a6efa -> :sswitch_6
    .end sparse-switch

    :pswitch_data_1
    .packed-switch 0x0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method private toolList(Lcom/halyard/vault/cetp/Sessions$Session;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 147
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 148
    iget-object v0, p0, Lcom/halyard/vault/cetp/CetpHost;->desk:Lcom/halyard/vault/cetp/Desk;

    invoke-interface {v0}, Lcom/halyard/vault/cetp/Desk;->tools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v5, v0

    .line 149
    invoke-static {v5, p1}, Lcom/halyard/vault/cetp/CetpHost;->visible(Lcom/halyard/vault/cetp/ToolSpec;Lcom/halyard/vault/cetp/Sessions$Session;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 150
    invoke-virtual {v5}, Lcom/halyard/vault/cetp/ToolSpec;->describe()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 152
    :cond_0
    goto :goto_0

    .line 153
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "revision"

    const-string v2, "vault-tools-7"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tools"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private static visible(Lcom/halyard/vault/cetp/ToolSpec;Lcom/halyard/vault/cetp/Sessions$Session;)Z
    .registers 4

    .line 158
    iget-boolean v0, p0, Lcom/halyard/vault/cetp/ToolSpec;->async:Z

    if-eqz v0, :cond_0

    const-string v1, "async_operations"

    invoke-virtual {p1, v1}, Lcom/halyard/vault/cetp/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_0
    iget-boolean v0, p0, Lcom/halyard/vault/cetp/ToolSpec;->fileResult:Z

    if-eqz v0, :cond_1

    const-string v1, "large_results"

    invoke-virtual {p1, v1}, Lcom/halyard/vault/cetp/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Lcom/halyard/vault/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 30
    if-nez p3, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 32
    :try_start_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 33
    invoke-direct {p0, p2, p3}, Lcom/halyard/vault/cetp/CetpHost;->negotiate(Lcom/halyard/vault/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 35
    :cond_1
    invoke-direct {p0, p1, v4, p2, p3}, Lcom/halyard/vault/cetp/CetpHost;->serve(Ljava/lang/String;Ljava/lang/String;Lcom/halyard/vault/cetp/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 37
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " could not be answered"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "VaultCetp"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 38
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Halyard Vault could not answer this call"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
