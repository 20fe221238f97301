.class public final Lcom/larder/kitchen/cetp/Dispatcher;
.super Ljava/lang/Object;
.source "Dispatcher.java"


# static fields
.field private static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final SESSION_TTL_MS:J = 0x36ee80L

.field private static final TAG:Ljava/lang/String; = "LarderCetp"


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/larder/kitchen/data/KitchenDb;

.field private final description:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Lorg/json/JSONArray;

.field private final tokens:Lcom/larder/kitchen/cetp/Tokens;

.field private final tools:Lcom/larder/kitchen/cetp/ToolTable;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;Lcom/larder/kitchen/cetp/ToolTable;)V
    .registers 9

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    new-instance v0, Lcom/larder/kitchen/cetp/Tokens;

    invoke-direct {v0}, Lcom/larder/kitchen/cetp/Tokens;-><init>()V

    iput-object v0, p0, Lcom/larder/kitchen/cetp/Dispatcher;->tokens:Lcom/larder/kitchen/cetp/Tokens;

    .line 37
    iput-object p1, p0, Lcom/larder/kitchen/cetp/Dispatcher;->context:Landroid/content/Context;

    .line 38
    iput-object p2, p0, Lcom/larder/kitchen/cetp/Dispatcher;->providerId:Ljava/lang/String;

    .line 39
    iput-object p3, p0, Lcom/larder/kitchen/cetp/Dispatcher;->providerName:Ljava/lang/String;

    .line 40
    iput-object p4, p0, Lcom/larder/kitchen/cetp/Dispatcher;->description:Ljava/lang/String;

    .line 41
    iput-object p5, p0, Lcom/larder/kitchen/cetp/Dispatcher;->scopes:Lorg/json/JSONArray;

    .line 42
    iput-object p6, p0, Lcom/larder/kitchen/cetp/Dispatcher;->revision:Ljava/lang/String;

    .line 43
    iput-object p7, p0, Lcom/larder/kitchen/cetp/Dispatcher;->tools:Lcom/larder/kitchen/cetp/ToolTable;

    .line 44
    invoke-static {p1}, Lcom/larder/kitchen/data/KitchenDb;->get(Landroid/content/Context;)Lcom/larder/kitchen/data/KitchenDb;

    move-result-object v0

    iput-object v0, p0, Lcom/larder/kitchen/cetp/Dispatcher;->db:Lcom/larder/kitchen/data/KitchenDb;

    .line 45
    return-void
.end method

.method private execute(Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;Lcom/larder/kitchen/cetp/Tokens$Session;)Landroid/os/Bundle;
    .registers 29
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 145
    move-object/from16 v0, p1

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 146
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larder/kitchen/cetp/Dispatcher;->tools:Lcom/larder/kitchen/cetp/ToolTable;

    invoke-virtual {v0, v12}, Lcom/larder/kitchen/cetp/ToolTable;->find(Ljava/lang/String;)Ljava/lang/reflect/Method;

    move-result-object v13

    .line 147
    if-nez v13, :cond_0

    .line 148
    move-object/from16 v0, p2

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :cond_0
    invoke-static {v13}, Lcom/larder/kitchen/cetp/ToolTable;->toolOf(Ljava/lang/reflect/Method;)Lcom/larder/kitchen/cetp/Tool;

    move-result-object v14

    .line 151
    move-object/from16 v0, p1

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 152
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v15, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 153
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments are too large"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v15}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v16, v0

    .line 160
    goto :goto_0

    :catch_0
    move-exception v17

    .line 159
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 161
    :goto_0
    move-object/from16 v0, p0

    move/from16 v1, p3

    move-object/from16 v2, p4

    invoke-direct {v0, v1, v2, v14}, Lcom/larder/kitchen/cetp/Dispatcher;->granted(ILjava/lang/String;Lcom/larder/kitchen/cetp/Tool;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 162
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "This app has not been allowed to use "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, p2

    const-string v1, "PERMISSION_DENIED"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 164
    :cond_2
    move-object/from16 v0, p1

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v17

    .line 165
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v17, v2

    if-gtz v0, :cond_3

    .line 166
    move-object/from16 v0, p2

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 168
    :cond_3
    invoke-static {v15}, Lcom/larder/kitchen/cetp/Dispatcher;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v19

    .line 169
    new-instance v20, Lcom/larder/kitchen/cetp/ToolCall;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/larder/kitchen/cetp/Dispatcher;->context:Landroid/content/Context;

    .line 170
    move-object/from16 v10, p1

    const-string v11, "resume_token"

    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    move-object/from16 v11, p5

    iget-boolean v11, v11, Lcom/larder/kitchen/cetp/Tokens$Session;->largeResults:Z

    move-object/from16 v1, v20

    move/from16 v3, p3

    move-object/from16 v4, p4

    move-object/from16 v5, p2

    move-object v6, v12

    move-object v7, v13

    move-object/from16 v8, v16

    move-object/from16 v9, v19

    invoke-direct/range {v1 .. v11}, Lcom/larder/kitchen/cetp/ToolCall;-><init>(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/reflect/Method;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Z)V

    .line 171
    invoke-static {v14}, Lcom/larder/kitchen/cetp/ToolTable;->mutating(Lcom/larder/kitchen/cetp/Tool;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 172
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larder/kitchen/cetp/Dispatcher;->tools:Lcom/larder/kitchen/cetp/ToolTable;

    move-object/from16 v1, v20

    invoke-virtual {v0, v1}, Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_4
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larder/kitchen/cetp/Dispatcher;->db:Lcom/larder/kitchen/data/KitchenDb;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/larder/kitchen/cetp/Dispatcher;->providerId:Ljava/lang/String;

    move/from16 v1, p3

    move-object/from16 v3, p2

    invoke-virtual {v0, v1, v2, v3}, Lcom/larder/kitchen/data/KitchenDb;->prior(ILjava/lang/String;Ljava/lang/String;)Lcom/larder/kitchen/data/KitchenDb$Prior;

    move-result-object v21

    .line 175
    if-eqz v21, :cond_7

    .line 176
    move-object/from16 v0, v21

    iget-object v0, v0, Lcom/larder/kitchen/data/KitchenDb$Prior;->tool:Ljava/lang/String;

    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v0, v21

    iget-object v0, v0, Lcom/larder/kitchen/data/KitchenDb$Prior;->argsDigest:Ljava/lang/String;

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 177
    :cond_5
    move-object/from16 v0, p2

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 179
    :cond_6
    new-instance v1, Lorg/json/JSONObject;

    move-object/from16 v3, v21

    iget-object v3, v3, Lcom/larder/kitchen/data/KitchenDb$Prior;->data:Ljava/lang/String;

    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lcom/larder/kitchen/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :cond_7
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larder/kitchen/cetp/Dispatcher;->tools:Lcom/larder/kitchen/cetp/ToolTable;

    move-object/from16 v1, v20

    invoke-virtual {v0, v1}, Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v22

    .line 182
    move-object/from16 v1, v22

    const-string v2, "status"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    .line 183
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larder/kitchen/cetp/Dispatcher;->db:Lcom/larder/kitchen/data/KitchenDb;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/larder/kitchen/cetp/Dispatcher;->providerId:Ljava/lang/String;

    move-object/from16 v6, v22

    const-string v7, "data"

    invoke-virtual {v6, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    move/from16 v1, p3

    move-object/from16 v3, p2

    move-object v4, v12

    move-object/from16 v5, v19

    invoke-virtual/range {v0 .. v6}, Lcom/larder/kitchen/data/KitchenDb;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 185
    :cond_8
    return-object v22
.end method

.method private granted(ILjava/lang/String;Lcom/larder/kitchen/cetp/Tool;)Z
    .registers 14

    .line 190
    if-eqz p2, :cond_0

    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_1

    .line 191
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 193
    :cond_1
    iget-object v0, p0, Lcom/larder/kitchen/cetp/Dispatcher;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v4

    .line 194
    invoke-interface {p3}, Lcom/larder/kitchen/cetp/Tool;->scopes()[Ljava/lang/String;

    move-result-object v5

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_4

    aget-object v8, v5, v7

    .line 195
    iget-object v0, p0, Lcom/larder/kitchen/cetp/Dispatcher;->db:Lcom/larder/kitchen/data/KitchenDb;

    invoke-virtual {v0, p2, p1, v8}, Lcom/larder/kitchen/data/KitchenDb;->grantedCert(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 196
    if-eqz v9, :cond_2

    invoke-static {v9}, Lcom/larder/kitchen/cetp/Dispatcher;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v4, p2, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-nez v0, :cond_3

    .line 197
    :cond_2
    const/4 v0, 0x0

    return v0

    .line 194
    :cond_3
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 200
    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method private negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 71
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 72
    const/4 v6, 0x0

    .line 73
    if-eqz v5, :cond_1

    .line 74
    move-object v7, v5

    array-length v8, v7

    const/4 v9, 0x0

    :goto_0
    if-ge v9, v8, :cond_1

    aget v10, v7, v9

    .line 75
    const/4 v2, 0x2

    move v0, v6

    if-ne v10, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v6, v0, v1

    .line 74
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 78
    :cond_1
    if-nez v6, :cond_2

    .line 79
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP v2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :cond_2
    const/4 v7, 0x0

    .line 83
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p1

    const-string v3, "consumer_capabilities"

    const-string v4, "[]"

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v8, v0

    .line 84
    const/4 v9, 0x0

    :goto_2
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v9, v1, :cond_3

    .line 85
    invoke-virtual {v8, v9}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "large_results"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v1

    or-int/2addr v7, v1

    .line 84
    add-int/lit8 v9, v9, 0x1

    goto :goto_2

    .line 89
    :cond_3
    goto :goto_3

    :catch_0
    move-exception v8

    .line 88
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :goto_3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v8, v0, v2

    .line 91
    iget-object v0, p0, Lcom/larder/kitchen/cetp/Dispatcher;->tokens:Lcom/larder/kitchen/cetp/Tokens;

    move/from16 v1, p2

    invoke-virtual {v0, v1, v7, v8, v9}, Lcom/larder/kitchen/cetp/Tokens;->open(IZJ)Ljava/lang/String;

    move-result-object v10

    .line 92
    new-instance v11, Lorg/json/JSONArray;

    invoke-direct {v11}, Lorg/json/JSONArray;-><init>()V

    .line 93
    if-eqz v7, :cond_4

    .line 94
    const-string v1, "large_results"

    invoke-virtual {v11, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 96
    :cond_4
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 97
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 98
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 99
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 100
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v12

    .line 101
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 102
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/larder/kitchen/cetp/Dispatcher;->providerId:Ljava/lang/String;

    .line 103
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/larder/kitchen/cetp/Dispatcher;->providerName:Ljava/lang/String;

    .line 104
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 105
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 106
    invoke-static {v8, v9}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 107
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 108
    const-string v1, "limits"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 109
    new-instance v14, Landroid/os/Bundle;

    invoke-direct {v14}, Landroid/os/Bundle;-><init>()V

    .line 110
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v14, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 111
    invoke-virtual {v13}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v14, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 112
    return-object v14
.end method

.method private session(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 116
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 117
    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "protocol_version 2 is required"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :cond_0
    if-eqz p3, :cond_1

    invoke-virtual {p3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 120
    :cond_1
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :cond_2
    iget-object v0, p0, Lcom/larder/kitchen/cetp/Dispatcher;->tokens:Lcom/larder/kitchen/cetp/Tokens;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p4}, Lcom/larder/kitchen/cetp/Tokens;->find(Ljava/lang/String;I)Lcom/larder/kitchen/cetp/Tokens$Session;

    move-result-object v6

    .line 123
    if-nez v6, :cond_3

    .line 124
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {p3, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 126
    :cond_3
    move-object v7, p1

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x2

    :cond_4
    :goto_0
    packed-switch v8, :pswitch_data_0

    goto :goto_1

    .line 128
    :pswitch_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/larder/kitchen/cetp/Dispatcher;->providerId:Ljava/lang/String;

    .line 129
    const-string v2, "provider_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/larder/kitchen/cetp/Dispatcher;->providerName:Ljava/lang/String;

    .line 130
    const-string v2, "provider_name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/larder/kitchen/cetp/Dispatcher;->description:Ljava/lang/String;

    .line 131
    const-string v2, "description"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 132
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/larder/kitchen/cetp/Dispatcher;->scopes:Lorg/json/JSONArray;

    .line 133
    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 128
    invoke-static {p3, v1}, Lcom/larder/kitchen/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :pswitch_1
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/larder/kitchen/cetp/Dispatcher;->revision:Ljava/lang/String;

    const-string v2, "revision"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/larder/kitchen/cetp/Dispatcher;->tools:Lcom/larder/kitchen/cetp/ToolTable;

    invoke-virtual {v3}, Lcom/larder/kitchen/cetp/ToolTable;->describe()Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "tools"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p3, v1}, Lcom/larder/kitchen/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 137
    :pswitch_2
    move-object v0, p0

    move-object v1, p2

    move-object v2, p3

    move v3, p4

    move-object v4, p5

    move-object v5, v6

    invoke-direct/range {v0 .. v5}, Lcom/larder/kitchen/cetp/Dispatcher;->execute(Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;Lcom/larder/kitchen/cetp/Tokens$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 139
    :goto_1
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Background operations are not offered"

    const/4 v3, 0x0

    invoke-static {p3, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private static sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 213
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v3

    .line 214
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/larder/kitchen/cetp/Replies;->hex([B)Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 216
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 204
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v5, v0, [B

    .line 205
    const/4 v6, 0x0

    :goto_0
    array-length v1, v5

    if-ge v6, v1, :cond_0

    .line 206
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

    .line 205
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 208
    :cond_0
    return-object v5
.end method


# virtual methods
.method public call(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 15

    .line 49
    if-nez p2, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    goto :goto_0

    :cond_0
    move-object v0, p2

    :goto_0
    move-object v6, v0

    .line 50
    const-string v1, "request_id"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 52
    if-nez p1, :cond_1

    :try_start_0
    const-string v0, ""

    goto :goto_1

    :cond_1
    move-object v0, p1

    :goto_1
    move-object v8, v0

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_2

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x0

    goto :goto_2

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x1

    goto :goto_2

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x2

    goto :goto_2

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x3

    goto :goto_2

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x4

    goto :goto_2

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x5

    :cond_2
    :goto_2
    packed-switch v9, :pswitch_data_0

    goto :goto_3

    .line 54
    :pswitch_0
    invoke-direct {p0, v6, p3}, Lcom/larder/kitchen/cetp/Dispatcher;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 60
    :pswitch_1
    move-object v0, p0

    move-object v1, p1

    move-object v2, v6

    move-object v3, v7

    move v4, p3

    move-object v5, p4

    invoke-direct/range {v0 .. v5}, Lcom/larder/kitchen/cetp/Dispatcher;->session(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :goto_3
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v7, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 65
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "call "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "LarderCetp"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 66
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not complete the call"

    const/4 v3, 0x0

    invoke-static {v7, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

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
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method
