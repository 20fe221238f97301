.class public abstract Lcom/ridgeway/doorhub/cetp/ToolContentProvider;
.super Landroid/content/ContentProvider;
.source "ToolContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;,
        Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;
    }
.end annotation


# static fields
.field static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final REQUEST_ID:Ljava/util/regex/Pattern;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 34
    const-string v0, "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->REQUEST_ID:Ljava/util/regex/Pattern;

    .line 33
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private admit(ILandroid/os/Bundle;)Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;
    .registers 19

    .line 191
    move-object/from16 v0, p2

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 192
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 194
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 195
    if-eqz v10, :cond_1

    sget-object v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->REQUEST_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v10}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_2

    .line 196
    :cond_1
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 198
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v11

    .line 199
    const-wide/16 v2, 0x0

    cmp-long v0, v11, v2

    if-gtz v0, :cond_3

    .line 200
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 202
    :cond_3
    move-object/from16 v0, p2

    const-string v1, "session_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 203
    if-nez v13, :cond_4

    const/4 v0, 0x0

    goto :goto_0

    .line 204
    :cond_4
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->sessions()Lcom/ridgeway/doorhub/cetp/SessionStore;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    move-object v2, v13

    move/from16 v3, p1

    invoke-virtual/range {v0 .. v5}, Lcom/ridgeway/doorhub/cetp/SessionStore;->find(Ljava/lang/String;Ljava/lang/String;IJ)Ljava/util/Set;

    move-result-object v0

    :goto_0
    move-object v14, v0

    .line 205
    if-nez v14, :cond_5

    .line 206
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "NEGOTIATION_REQUIRED"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 208
    :cond_5
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    move/from16 v1, p1

    invoke-virtual {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->resolve(ILjava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    move-result-object v15

    .line 209
    if-nez v15, :cond_6

    .line 210
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "PERMISSION_DENIED"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 212
    :cond_6
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    move-object v1, v0

    move/from16 v2, p1

    move-object v4, v15

    move-object v5, v10

    move-wide v6, v11

    move-object v8, v14

    move-object/from16 v9, p2

    invoke-direct/range {v1 .. v9}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;-><init>(ILjava/lang/String;Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;Ljava/lang/String;JLjava/util/Set;Landroid/os/Bundle;)V

    return-object v0
.end method

.method private execute(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 253
    const-string v1, "tool_name"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 254
    const/4 v5, 0x0

    .line 255
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->tools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-object v7, v0

    .line 256
    iget-object v0, v7, Lcom/ridgeway/doorhub/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0, v7, p1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->visible(Lcom/ridgeway/doorhub/cetp/ToolSpec;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 257
    move-object v5, v7

    .line 259
    :cond_0
    goto :goto_0

    .line 260
    :cond_1
    if-nez v5, :cond_2

    .line 261
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "TOOL_NOT_FOUND"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 263
    :cond_2
    const-string v1, "args"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 264
    if-nez v6, :cond_3

    const-string v0, "{}"

    goto :goto_1

    :cond_3
    move-object v0, v6

    :goto_1
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v7

    .line 265
    array-length v0, v7

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 266
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 270
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object v1, v0

    if-nez v6, :cond_5

    const-string v2, "{}"

    goto :goto_2

    :cond_5
    move-object v2, v6

    :goto_2
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v8, v0

    .line 273
    goto :goto_3

    :catch_0
    move-exception v9

    .line 272
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 274
    :goto_3
    invoke-virtual {v5, v8}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->accepts(Lorg/json/JSONObject;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 275
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 277
    :cond_6
    iput-object v5, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    .line 278
    iput-object v8, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->args:Lorg/json/JSONObject;

    .line 279
    invoke-static {v7}, Lcom/ridgeway/doorhub/cetp/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->argsDigest:Ljava/lang/String;

    .line 280
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_7

    .line 281
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "DEADLINE_EXCEEDED"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 283
    :cond_7
    invoke-virtual {v5}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->isMutating()Z

    move-result v0

    if-eqz v0, :cond_8

    .line 284
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->requestLog()Lcom/ridgeway/doorhub/cetp/RequestLog;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/ridgeway/doorhub/cetp/RequestLog;->replay(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v9

    .line 285
    if-eqz v9, :cond_8

    .line 286
    return-object v9

    .line 289
    :cond_8
    const-string v1, "resume_token"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 290
    if-eqz v9, :cond_c

    .line 291
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->approvals()Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    move-result-object v0

    invoke-virtual {v0, v9, p1}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->redeem(Ljava/lang/String;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    move-result-object v10

    .line 292
    sget-object v1, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->INVALID:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    if-ne v10, v1, :cond_9

    .line 293
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INVALID_REQUEST"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0

    .line 294
    :cond_9
    sget-object v1, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->DENIED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    if-ne v10, v1, :cond_a

    .line 295
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    const-string v0, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 296
    :cond_a
    sget-object v1, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->PENDING:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    if-ne v10, v1, :cond_b

    .line 297
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {p0, v5, v9}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {v0, v1, v9}, Lcom/ridgeway/doorhub/cetp/Envelopes;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 299
    :cond_b
    goto :goto_4

    :cond_c
    invoke-virtual {p0, p1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->approvalRequired(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Z

    move-result v0

    if-eqz v0, :cond_d

    .line 300
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->approvals()Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    move-result-object v0

    invoke-virtual {p0, p1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->summaryOf(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;->issue(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 301
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {p0, v5, v10}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {v0, v1, v10}, Lcom/ridgeway/doorhub/cetp/Envelopes;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 303
    :cond_d
    :goto_4
    invoke-virtual {v5}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->isMutating()Z

    move-result v0

    if-nez v0, :cond_e

    .line 304
    invoke-virtual {p0, p1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->runTool(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 306
    :cond_e
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->requestLog()Lcom/ridgeway/doorhub/cetp/RequestLog;

    move-result-object v0

    new-instance v2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$$ExternalSyntheticLambda0;-><init>(Lcom/ridgeway/doorhub/cetp/ToolContentProvider;)V

    invoke-virtual {v0, p1, v2}, Lcom/ridgeway/doorhub/cetp/RequestLog;->execute(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Lcom/ridgeway/doorhub/cetp/RequestLog$Mutation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private listTools(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 9

    .line 236
    :try_start_0
    iget-object v0, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->capabilities:Ljava/util/Set;

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v3

    .line 237
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v4, v0

    .line 238
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->tools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/ToolSpec;

    move-object v6, v0

    .line 239
    invoke-virtual {p0, v6, p1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->visible(Lcom/ridgeway/doorhub/cetp/ToolSpec;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 240
    invoke-virtual {v6, v3}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 242
    :cond_0
    goto :goto_0

    .line 243
    :cond_1
    invoke-virtual {v4}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/ridgeway/doorhub/cetp/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v0

    .line 244
    const/4 v1, 0x0

    const/16 v2, 0x10

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "tools-"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v5, v1

    .line 245
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "revision"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tools"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 246
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v0, "success"

    invoke-static {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/Envelopes;->withData(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 248
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INTERNAL_ERROR"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 22

    .line 130
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 131
    const/4 v7, 0x0

    .line 132
    if-eqz v6, :cond_1

    .line 133
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_1

    aget v11, v8, v10

    .line 134
    const/4 v2, 0x2

    move v0, v7

    if-ne v11, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v7, v0, v1

    .line 133
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 137
    :cond_1
    if-nez v7, :cond_2

    .line 138
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/ridgeway/doorhub/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 140
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 141
    new-instance v9, Ljava/util/HashSet;

    invoke-direct {v9}, Ljava/util/HashSet;-><init>()V

    .line 143
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object v1, v0

    if-nez v8, :cond_3

    const-string v2, ""

    goto :goto_2

    :cond_3
    move-object v2, v8

    :goto_2
    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v10, v0

    .line 144
    const/4 v11, 0x0

    :goto_3
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v11, v1, :cond_4

    .line 145
    invoke-virtual {v10, v11}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v9, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 144
    add-int/lit8 v11, v11, 0x1

    goto :goto_3

    .line 149
    :cond_4
    goto :goto_4

    :catch_0
    move-exception v10

    .line 148
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/ridgeway/doorhub/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :goto_4
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    move/from16 v1, p1

    invoke-virtual {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->resolve(ILjava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    move-result-object v10

    .line 151
    if-nez v10, :cond_5

    .line 152
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/ridgeway/doorhub/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 154
    :cond_5
    new-instance v11, Ljava/util/TreeSet;

    invoke-direct {v11}, Ljava/util/TreeSet;-><init>()V

    .line 155
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->offeredCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_5
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v13, v0

    .line 156
    invoke-interface {v9, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 157
    invoke-interface {v11, v13}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 159
    :cond_6
    goto :goto_5

    .line 160
    :cond_7
    const-string v1, "async_operations"

    invoke-interface {v11, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 161
    const-string v1, "cancellation"

    invoke-interface {v11, v1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 163
    :cond_8
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v12, v0, v2

    .line 164
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->sessions()Lcom/ridgeway/doorhub/cetp/SessionStore;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    move-object v3, v11

    move-wide v4, v12

    invoke-virtual/range {v0 .. v5}, Lcom/ridgeway/doorhub/cetp/SessionStore;->open(Ljava/lang/String;ILjava/util/Set;J)Ljava/lang/String;

    move-result-object v14

    .line 166
    :try_start_1
    new-instance v0, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v0, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    move-object/from16 v15, v0

    .line 167
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    move-object/from16 v0, v15

    invoke-virtual {v0, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 168
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object/from16 v16, v0

    .line 169
    invoke-interface {v11}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v17

    :goto_6
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_9

    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object/from16 v18, v0

    .line 170
    move-object/from16 v0, v16

    move-object/from16 v1, v18

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 171
    goto :goto_6

    .line 172
    :cond_9
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 173
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 174
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 175
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 176
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v17

    .line 177
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 178
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 179
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 180
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 181
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v3, Ljava/util/Date;

    invoke-direct {v3, v12, v13}, Ljava/util/Date;-><init>(J)V

    .line 182
    move-object/from16 v2, v15

    invoke-virtual {v2, v3}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 183
    const-string v1, "capabilities"

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 184
    const-string v1, "limits"

    move-object/from16 v2, v17

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 177
    invoke-static {v0}, Lcom/ridgeway/doorhub/cetp/Envelopes;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v15

    .line 186
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, Lcom/ridgeway/doorhub/cetp/Envelopes;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
    .registers 6

    .line 217
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 218
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 219
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 220
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 221
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 222
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->scopeCatalog()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 223
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v0, "success"

    invoke-static {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/Envelopes;->withData(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 225
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "INTERNAL_ERROR"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0
.end method


# virtual methods
.method protected approvalRequired(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Z
    .registers 4

    .line 98
    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

    iget-object v1, v1, Lcom/ridgeway/doorhub/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method protected abstract approvals()Lcom/ridgeway/doorhub/cetp/ApprovalLedger;
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 107
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 108
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v6, v0

    .line 109
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 110
    invoke-direct {p0, v5, v6}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 112
    :cond_1
    const-string v1, "request_id"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 114
    :try_start_0
    const-string v0, "get_provider_info"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 115
    invoke-direct {p0, v5, v6}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->admit(ILandroid/os/Bundle;)Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerInfo(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :cond_2
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 117
    invoke-direct {p0, v5, v6}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->admit(ILandroid/os/Bundle;)Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->listTools(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 118
    :cond_3
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 119
    invoke-direct {p0, v5, v6}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->admit(ILandroid/os/Bundle;)Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;

    move-result-object v1

    invoke-direct {p0, v1, v6}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->execute(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :cond_4
    const-string v0, "get_operation"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const-string v0, "cancel_operation"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 121
    :cond_5
    invoke-direct {p0, v5, v6}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->admit(ILandroid/os/Bundle;)Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;

    move-result-object v2

    const-string v4, "operation_id"

    invoke-virtual {v6, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, p1, v2, v3}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->operation(Ljava/lang/String;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :cond_6
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v2, "METHOD_NOT_FOUND"

    invoke-direct {v0, v2}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0
    :try_end_0
    .catch Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection; {:try_start_0 .. :try_end_0} :catch_0

    :catch_0
    move-exception v8

    .line 125
    iget-object v0, v8, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;->code:Ljava/lang/String;

    invoke-static {v0, v7}, Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 330
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    move-result-object v0

    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->requireCaller(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    .line 331
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 319
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 324
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    move-result-object v0

    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->requireCaller(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    .line 325
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract offeredCapabilities()Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end method

.method protected operation(Ljava/lang/String;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 102
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-direct {v0, v1}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Rejection;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method protected abstract providerDescription()Ljava/lang/String;
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 313
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    move-result-object v0

    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->requireCaller(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    .line 314
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract requestLog()Lcom/ridgeway/doorhub/cetp/RequestLog;
.end method

.method protected abstract resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method

.method protected abstract runTool(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
.end method

.method protected abstract scopeCatalog()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract sessions()Lcom/ridgeway/doorhub/cetp/SessionStore;
.end method

.method protected abstract summaryOf(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Ljava/lang/String;
.end method

.method protected abstract tools()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/ridgeway/doorhub/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 336
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;

    move-result-object v0

    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/CallerVerifier;->requireCaller(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    .line 337
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract verifier()Lcom/ridgeway/doorhub/cetp/CallerVerifier;
.end method

.method protected visible(Lcom/ridgeway/doorhub/cetp/ToolSpec;Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Z
    .registers 5

    .line 230
    iget-object v0, p2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->caller:Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    iget-object v1, p1, Lcom/ridgeway/doorhub/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-virtual {v0, v1}, Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;->holdsAll(Ljava/lang/Iterable;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 231
    invoke-virtual {p1}, Lcom/ridgeway/doorhub/cetp/ToolSpec;->isAsync()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p2, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->capabilities:Ljava/util/Set;

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 230
    :goto_0
    return v0
.end method
