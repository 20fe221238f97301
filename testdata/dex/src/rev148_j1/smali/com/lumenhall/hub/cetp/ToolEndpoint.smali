.class public abstract Lcom/lumenhall/hub/cetp/ToolEndpoint;
.super Ljava/lang/Object;
.source "ToolEndpoint.java"


# static fields
.field private static final APPROVAL_TTL_MS:J = 0x927c0L

.field protected static final LARGE_RESULTS:Ljava/lang/String; = "large_results"

.field private static final MAX_ARGS_BYTES:I = 0x10000

.field private static final TAG:Ljava/lang/String; = "LumenhallCetp"


# instance fields
.field protected final approvals:Lcom/lumenhall/hub/cetp/Approvals;

.field protected final bus:Lcom/lumenhall/hub/bus/EventBus;

.field private final callers:Lcom/lumenhall/hub/cetp/CallerCheck;

.field private final outcomes:Lcom/lumenhall/hub/cetp/Outcomes;

.field protected final queue:Lcom/lumenhall/hub/exec/CommandQueue;

.field private final sessions:Lcom/lumenhall/hub/cetp/Sessions;


# direct methods
.method protected constructor <init>(Lcom/lumenhall/hub/Hub;Lcom/lumenhall/hub/cetp/Outcomes;)V
    .registers 6

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    new-instance v1, Lcom/lumenhall/hub/bus/EventBus;

    invoke-direct {v1}, Lcom/lumenhall/hub/bus/EventBus;-><init>()V

    iput-object v1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->bus:Lcom/lumenhall/hub/bus/EventBus;

    .line 36
    new-instance v1, Lcom/lumenhall/hub/cetp/Sessions;

    invoke-direct {v1}, Lcom/lumenhall/hub/cetp/Sessions;-><init>()V

    iput-object v1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->sessions:Lcom/lumenhall/hub/cetp/Sessions;

    .line 40
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    iput-object v1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->queue:Lcom/lumenhall/hub/exec/CommandQueue;

    .line 41
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    iput-object v1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    .line 42
    iget-object v1, p1, Lcom/lumenhall/hub/Hub;->callers:Lcom/lumenhall/hub/cetp/CallerCheck;

    iput-object v1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->callers:Lcom/lumenhall/hub/cetp/CallerCheck;

    .line 43
    iput-object p2, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->outcomes:Lcom/lumenhall/hub/cetp/Outcomes;

    .line 44
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->bus:Lcom/lumenhall/hub/bus/EventBus;

    const-class v1, Lcom/lumenhall/hub/bus/Events$MutationFinished;

    invoke-virtual {v0, v1, p2}, Lcom/lumenhall/hub/bus/EventBus;->register(Ljava/lang/Class;Lcom/lumenhall/hub/bus/EventBus$Subscriber;)V

    .line 45
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v2, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda0;-><init>(Lcom/lumenhall/hub/cetp/ToolEndpoint;)V

    const-class v1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/bus/EventBus;->register(Ljava/lang/Class;Lcom/lumenhall/hub/bus/EventBus$Subscriber;)V

    .line 46
    return-void
.end method

.method private annotationsOf(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 180
    invoke-virtual {p0}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->tools()Lorg/json/JSONArray;

    move-result-object v3

    .line 181
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {v3}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v4, v1, :cond_1

    .line 182
    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->optJSONObject(I)Lorg/json/JSONObject;

    move-result-object v5

    .line 183
    if-eqz v5, :cond_0

    const-string v2, "name"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 184
    const-string v1, "annotations"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0

    .line 181
    :cond_0
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 187
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method private confirm(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 258
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/bus/EventBus;->post(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;

    move-object v8, v0

    .line 259
    iget v0, v8, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    .line 260
    const/4 v0, 0x0

    return-object v0

    .line 262
    :cond_0
    iget v0, v8, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    const/4 v1, 0x2

    if-ne v0, v1, :cond_1

    .line 263
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The action was declined on the Lumenhall screen"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 266
    :cond_1
    iget v0, v8, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    const/4 v1, 0x3

    if-ne v0, v1, :cond_2

    .line 267
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    const-string v2, "The confirmation has not been answered yet"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 269
    :cond_2
    iget v0, v8, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    const/4 v1, 0x4

    if-ne v0, v1, :cond_3

    .line 270
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 273
    :cond_3
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v1, Lcom/lumenhall/hub/bus/Events$TokenRequest;

    invoke-direct {v1, p1}, Lcom/lumenhall/hub/bus/Events$TokenRequest;-><init>(Lcom/lumenhall/hub/cetp/Call;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/bus/EventBus;->post(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhall/hub/bus/Events$TokenRequest;

    move-object v9, v0

    .line 274
    iget-object v0, v9, Lcom/lumenhall/hub/bus/Events$TokenRequest;->token:Ljava/lang/String;

    if-nez v0, :cond_4

    .line 275
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The hub could not open a confirmation"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 277
    :cond_4
    iget-object v0, v9, Lcom/lumenhall/hub/bus/Events$TokenRequest;->token:Ljava/lang/String;

    invoke-static {v0}, Lcom/lumenhall/hub/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 278
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    invoke-virtual {p0, p1}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->summary(Lcom/lumenhall/hub/cetp/Call;)Ljava/lang/String;

    move-result-object v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-wide/32 v6, 0x927c0

    add-long/2addr v4, v6

    move-object v1, v10

    move-object v2, p1

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhall/hub/cetp/Approvals;->open(Ljava/lang/String;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;J)V

    .line 279
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v1, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;

    invoke-direct {v1, p1, v10}, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;-><init>(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/bus/EventBus;->post(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;

    move-object v11, v0

    .line 280
    iget-object v0, p1, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v1, v11, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;->resolution:Landroid/app/PendingIntent;

    iget-object v2, v9, Lcom/lumenhall/hub/bus/Events$TokenRequest;->token:Ljava/lang/String;

    invoke-static {v0, v1, v2}, Lcom/lumenhall/hub/cetp/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 191
    move-object/from16 v0, p0

    move/from16 v1, p1

    move-object/from16 v2, p2

    invoke-direct {v0, v1, v2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->session(ILandroid/os/Bundle;)Ljava/util/Set;

    move-result-object v11

    .line 192
    if-nez v11, :cond_0

    .line 193
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->refused(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 196
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 197
    if-nez v13, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    move-object/from16 v0, p0

    invoke-direct {v0, v13}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->annotationsOf(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    :goto_0
    move-object v14, v0

    .line 198
    if-nez v14, :cond_2

    .line 199
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 201
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v15

    .line 202
    const-wide/16 v2, 0x0

    cmp-long v0, v15, v2

    if-gtz v0, :cond_3

    .line 203
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 205
    :cond_3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v15

    if-ltz v0, :cond_4

    .line 206
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the hub started"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 208
    :cond_4
    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 209
    if-eqz v17, :cond_5

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_6

    .line 210
    :cond_5
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object of at most 64 KiB"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 214
    :cond_6
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v18, v0

    .line 217
    goto :goto_1

    :catch_0
    move-exception v19

    .line 216
    const-string v1, "INVALID_ARGS"

    const-string v2, "args is not a JSON object"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 218
    :goto_1
    new-instance v19, Lcom/lumenhall/hub/cetp/Call;

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v6, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "\n"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    move-object/from16 v7, v17

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    invoke-static {v6}, Lcom/lumenhall/hub/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 219
    move-object/from16 v7, p2

    const-string v8, "resume_token"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    move-object/from16 v1, v19

    move/from16 v2, p1

    move-object v3, v12

    move-object v4, v13

    move-object/from16 v5, v18

    move-wide v8, v15

    move-object v10, v11

    invoke-direct/range {v1 .. v10}, Lcom/lumenhall/hub/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;JLjava/util/Set;)V

    .line 220
    const-string v2, "effect"

    invoke-virtual {v14, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 221
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->read(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 223
    :cond_7
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->providerId()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    move/from16 v4, p1

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    invoke-static {v0}, Lcom/lumenhall/hub/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v20

    .line 224
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->outcomes:Lcom/lumenhall/hub/cetp/Outcomes;

    move-object/from16 v1, v20

    invoke-interface {v0, v1}, Lcom/lumenhall/hub/cetp/Outcomes;->recall(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v21

    .line 225
    if-eqz v21, :cond_a

    .line 226
    move-object/from16 v1, v21

    const-string v2, "tool"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/lumenhall/hub/cetp/Call;->argsDigest:Ljava/lang/String;

    move-object/from16 v1, v21

    const-string v2, "digest"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    .line 227
    :cond_8
    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id belongs to another call"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 229
    :cond_9
    move-object/from16 v1, v21

    const-string v2, "data"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v12, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 231
    :cond_a
    const-string v2, "confirmation"

    invoke-virtual {v14, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_b

    .line 232
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->confirm(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;

    move-result-object v22

    .line 233
    if-eqz v22, :cond_b

    .line 234
    return-object v22

    .line 237
    :cond_b
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->outcomes:Lcom/lumenhall/hub/cetp/Outcomes;

    move-object/from16 v1, v20

    invoke-interface {v0, v1}, Lcom/lumenhall/hub/cetp/Outcomes;->claim(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_c

    .line 238
    const-string v1, "CONFLICT"

    const-string v2, "This request is already running"

    const/4 v3, 0x1

    invoke-static {v12, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 242
    :cond_c
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    :try_start_1
    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->mutate(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v22

    .line 246
    goto :goto_2

    :catch_1
    move-exception v23

    .line 244
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->outcomes:Lcom/lumenhall/hub/cetp/Outcomes;

    move-object/from16 v1, v20

    invoke-interface {v0, v1}, Lcom/lumenhall/hub/cetp/Outcomes;->release(Ljava/lang/String;)V

    .line 245
    throw v23

    .line 247
    :goto_2
    new-instance v5, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;

    move-object/from16 v1, p0

    move-object/from16 v2, v20

    move-object/from16 v4, v19

    invoke-direct {v5, v1, v2, v13, v4}, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;-><init>(Lcom/lumenhall/hub/cetp/ToolEndpoint;Ljava/lang/String;Ljava/lang/String;Lcom/lumenhall/hub/cetp/Call;)V

    move-object v1, v5

    move-object/from16 v0, v22

    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->whenComplete(Ljava/util/function/BiConsumer;)Ljava/util/concurrent/CompletableFuture;

    .line 253
    move-object/from16 v0, p0

    move-object/from16 v1, v22

    move-object/from16 v2, v19

    invoke-virtual {v0, v1, v2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->await(Ljava/util/concurrent/CompletableFuture;Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 172
    invoke-direct {p0, p1, p2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->session(ILandroid/os/Bundle;)Ljava/util/Set;

    move-result-object v0

    if-nez v0, :cond_0

    .line 173
    invoke-direct {p0, p2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->refused(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 175
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "revision"

    const-string v2, "lumenhall-3"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->tools()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "tools"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 176
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 98
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 99
    const/4 v7, 0x0

    .line 100
    if-eqz v6, :cond_1

    .line 101
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_1

    aget v11, v8, v10

    .line 102
    const/4 v1, 0x2

    if-ne v11, v1, :cond_0

    .line 103
    const/4 v7, 0x1

    .line 101
    :cond_0
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 107
    :cond_1
    if-nez v7, :cond_2

    .line 108
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Lumenhall serves CETP version 2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 110
    :cond_2
    new-instance v8, Ljava/util/HashSet;

    invoke-direct {v8}, Ljava/util/HashSet;-><init>()V

    .line 111
    move-object/from16 v0, p2

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 112
    if-eqz v9, :cond_4

    .line 113
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10, v9}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 114
    const/4 v11, 0x0

    :goto_1
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v11, v1, :cond_4

    .line 115
    invoke-virtual {v10, v11}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "large_results"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 116
    const-string v1, "large_results"

    invoke-interface {v8, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 114
    :cond_3
    add-int/lit8 v11, v11, 0x1

    goto :goto_1

    .line 120
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    .line 121
    new-instance v12, Lorg/json/JSONArray;

    invoke-direct {v12}, Lorg/json/JSONArray;-><init>()V

    .line 122
    invoke-interface {v8}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_2
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v14, v0

    .line 123
    invoke-virtual {v12, v14}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 124
    goto :goto_2

    .line 125
    :cond_5
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 126
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 127
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 128
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 129
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v13

    .line 130
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 131
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 132
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 133
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/lumenhall/hub/cetp/ToolEndpoint;->sessions:Lcom/lumenhall/hub/cetp/Sessions;

    .line 134
    move/from16 v3, p1

    invoke-virtual {v2, v3, v8, v10, v11}, Lcom/lumenhall/hub/cetp/Sessions;->open(ILjava/util/Set;J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-wide/32 v4, 0x36ee80

    add-long v2, v10, v4

    .line 135
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 136
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 137
    const-string v1, "limits"

    invoke-virtual {v0, v1, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v14

    .line 138
    invoke-virtual {v14}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected static now(Landroid/os/Bundle;)Ljava/util/concurrent/CompletableFuture;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/os/Bundle;",
            ")",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation

    .line 325
    invoke-static {p0}, Ljava/util/concurrent/CompletableFuture;->completedFuture(Ljava/lang/Object;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 159
    invoke-direct {p0, p1, p2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->session(ILandroid/os/Bundle;)Ljava/util/Set;

    move-result-object v0

    if-nez v0, :cond_0

    .line 160
    invoke-direct {p0, p2}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->refused(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 162
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 163
    invoke-virtual {p0}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 164
    invoke-virtual {p0}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 165
    invoke-virtual {p0}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 166
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 167
    invoke-virtual {p0}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->scopes()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 168
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhall/hub/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refused(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 150
    const-string v1, "request_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 151
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    if-nez v4, :cond_1

    .line 152
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :cond_1
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 351
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 352
    const-string v1, "access"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "device"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 351
    return-object v0
.end method

.method private session(ILandroid/os/Bundle;)Ljava/util/Set;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Landroid/os/Bundle;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 143
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 144
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 146
    :cond_1
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->sessions:Lcom/lumenhall/hub/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-virtual {v0, v1, p1, v3, v4}, Lcom/lumenhall/hub/cetp/Sessions;->admit(Ljava/lang/String;IJ)Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method protected static tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)Lorg/json/JSONObject;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 332
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 333
    const-string v1, "effect"

    invoke-virtual {v0, v1, p6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 334
    const-string v1, "risk"

    invoke-virtual {v0, v1, p7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 335
    const-string v1, "destructive"

    move/from16 v2, p8

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 336
    const-string v1, "idempotent"

    move/from16 v2, p9

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 337
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 338
    const-string v1, "confirmation"

    move-object/from16 v2, p10

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 339
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 340
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 341
    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 342
    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 343
    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    .line 344
    const/16 v4, 0x27

    const/16 v5, 0x22

    invoke-virtual {p3, v4, v5}, Ljava/lang/String;->replace(CC)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    .line 345
    const/16 v4, 0x27

    const/16 v5, 0x22

    invoke-virtual {p4, v4, v5}, Ljava/lang/String;->replace(CC)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 346
    invoke-virtual {v2, p5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 347
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 340
    return-object v0
.end method


# virtual methods
.method protected final await(Ljava/util/concurrent/CompletableFuture;Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;",
            "Lcom/lumenhall/hub/cetp/Call;",
            ")",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 309
    iget-wide v0, p2, Lcom/lumenhall/hub/cetp/Call;->deadlineAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long v5, v0, v2

    .line 311
    const-wide/16 v3, 0x1

    :try_start_0
    invoke-static {v5, v6, v3, v4}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v1

    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {p1, v1, v2, v3}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_2

    return-object v0

    :catch_0
    move-exception v7

    .line 313
    iget-object v0, p2, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The hub did not finish before the deadline; ask again with the same request_id"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v7

    .line 316
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 317
    iget-object v0, p2, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "The hub is shutting down"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v7

    .line 319
    iget-object v1, p2, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "LumenhallCetp"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 320
    iget-object v0, p2, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The hub could not complete this tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method public final handle(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 69
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 70
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 71
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->callers:Lcom/lumenhall/hub/cetp/CallerCheck;

    invoke-virtual {v0, p1}, Lcom/lumenhall/hub/cetp/CallerCheck;->allowed(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 72
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Lumenhall\'s tools"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 75
    :cond_1
    if-nez p2, :cond_2

    :try_start_0
    const-string v0, ""

    goto :goto_1

    :cond_2
    move-object v0, p2

    :goto_1
    move-object v6, v0

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_2

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x0

    goto :goto_2

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x1

    goto :goto_2

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x2

    goto :goto_2

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x3

    goto :goto_2

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x4

    goto :goto_2

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x5

    :cond_3
    :goto_2
    packed-switch v7, :pswitch_data_0

    goto :goto_3

    .line 77
    :pswitch_0
    invoke-direct {p0, p1, v4}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 79
    :pswitch_1
    invoke-direct {p0, p1, v4}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :pswitch_2
    invoke-direct {p0, p1, v4}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :pswitch_3
    invoke-direct {p0, p1, v4}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :pswitch_4
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Lumenhall answers every tool at once"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 89
    :goto_3
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 92
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "bad JSON in "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "LumenhallCetp"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 93
    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments do not fit this tool"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

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
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_4
    .end packed-switch
.end method

.method protected judgeResume(Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;)V
    .registers 10

    .line 285
    iget-object v6, p1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->call:Lcom/lumenhall/hub/cetp/Call;

    .line 286
    iget-object v0, v6, Lcom/lumenhall/hub/cetp/Call;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 287
    return-void

    .line 289
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->approvals:Lcom/lumenhall/hub/cetp/Approvals;

    iget-object v1, v6, Lcom/lumenhall/hub/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-static {v1}, Lcom/lumenhall/hub/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/cetp/Approvals;->redeem(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    .line 290
    if-eqz v7, :cond_1

    const-string v1, "uid"

    const/4 v2, -0x1

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    iget v1, v6, Lcom/lumenhall/hub/cetp/Call;->uid:I

    if-ne v0, v1, :cond_1

    iget-object v0, v6, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    .line 291
    const-string v2, "tool"

    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, v6, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    .line 292
    const-string v2, "request_id"

    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, v6, Lcom/lumenhall/hub/cetp/Call;->argsDigest:Ljava/lang/String;

    .line 293
    const-string v2, "digest"

    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 294
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-string v3, "expires_at"

    const-wide/16 v4, 0x0

    invoke-virtual {v7, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    .line 295
    :cond_1
    const/4 v1, 0x4

    iput v1, p1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    .line 296
    return-void

    .line 298
    :cond_2
    const-string v1, "answered"

    const/4 v2, 0x0

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_3

    .line 299
    const/4 v1, 0x3

    iput v1, p1, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    .line 300
    return-void

    .line 302
    :cond_3
    const-string v2, "confirmed"

    const/4 v3, 0x0

    invoke-virtual {v7, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v1

    move-object v0, p1

    if-eqz v1, :cond_4

    .line 303
    const/4 v1, 0x1

    goto :goto_0

    .line 304
    :cond_4
    const/4 v1, 0x2

    :goto_0
    iput v1, v0, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    .line 305
    return-void
.end method

.method public synthetic lambda$execute$0$com-lumenhall-hub-cetp-ToolEndpoint(Ljava/lang/String;Ljava/lang/String;Lcom/lumenhall/hub/cetp/Call;Landroid/os/Bundle;Ljava/lang/Throwable;)V
    .registers 12

    .line 248
    if-eqz p4, :cond_0

    const-string v2, "status"

    invoke-virtual {p4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 249
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->bus:Lcom/lumenhall/hub/bus/EventBus;

    new-instance v1, Lcom/lumenhall/hub/bus/Events$MutationFinished;

    iget-object v3, p3, Lcom/lumenhall/hub/cetp/Call;->argsDigest:Ljava/lang/String;

    const-string v5, "data"

    invoke-virtual {p4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, p1, p2, v3, v4}, Lcom/lumenhall/hub/bus/Events$MutationFinished;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhall/hub/bus/EventBus;->post(Ljava/lang/Object;)Ljava/lang/Object;

    .line 251
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint;->outcomes:Lcom/lumenhall/hub/cetp/Outcomes;

    invoke-interface {v0, p1}, Lcom/lumenhall/hub/cetp/Outcomes;->release(Ljava/lang/String;)V

    .line 252
    return-void
.end method

.method protected abstract mutate(Lcom/lumenhall/hub/cetp/Call;)Ljava/util/concurrent/CompletableFuture;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/lumenhall/hub/cetp/Call;",
            ")",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method protected abstract read(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract scopes()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract summary(Lcom/lumenhall/hub/cetp/Call;)Ljava/lang/String;
.end method

.method protected abstract tools()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
