.class public abstract Lcom/hearthlink/cetp/ToolProviderBase;
.super Landroid/content/ContentProvider;
.source "ToolProviderBase.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "HearthTools"


# instance fields
.field protected db:Landroid/database/sqlite/SQLiteDatabase;

.field protected ledger:Lcom/hearthlink/cetp/Ledger;

.field protected registry:Lcom/hearthlink/security/SecurityRegistry;

.field private final worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 32
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 39
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->worker:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private askUser(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 243
    invoke-virtual {p0, p1, p2}, Lcom/hearthlink/cetp/ToolProviderBase;->summarize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Ljava/lang/String;

    move-result-object v5

    .line 244
    if-nez v5, :cond_0

    .line 245
    const-string v1, "INVALID_ARGS"

    const-string v2, "The target of this call does not exist"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 247
    :cond_0
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->ledger:Lcom/hearthlink/cetp/Ledger;

    invoke-virtual {v0, p1, v5}, Lcom/hearthlink/cetp/Ledger;->openTicket(Lcom/hearthlink/cetp/Call;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 248
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->audit:Lcom/hearthlink/security/AuditLog;

    iget v1, p1, Lcom/hearthlink/cetp/Call;->uid:I

    iget-object v2, p2, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    iget-object v3, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const-string v4, "confirmation requested"

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/hearthlink/security/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 249
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v6}, Lcom/hearthlink/cetp/Ledger;->ticketKey(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/hearthlink/ui/ConfirmActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {p1, v1, v6}, Lcom/hearthlink/cetp/Replies;->confirm(Lcom/hearthlink/cetp/Call;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private executeTool(IILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 164
    move-object/from16 v0, p0

    move/from16 v1, p1

    move-object/from16 v2, p3

    invoke-direct {v0, v1, v2}, Lcom/hearthlink/cetp/ToolProviderBase;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v12

    .line 165
    if-eqz v12, :cond_0

    .line 166
    return-object v12

    .line 168
    :cond_0
    move-object/from16 v0, p3

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 169
    move-object/from16 v0, p3

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v14

    .line 170
    const-wide/16 v2, 0x0

    cmp-long v0, v14, v2

    if-gtz v0, :cond_1

    .line 171
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v14

    if-ltz v0, :cond_2

    .line 174
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline had passed on arrival"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 176
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    move-object/from16 v1, p3

    const-string v2, "tool_name"

    const-string v3, ""

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/hearthlink/security/SecurityRegistry;->tool(Ljava/lang/String;)Lcom/hearthlink/cetp/ToolSpec;

    move-result-object v16

    .line 177
    if-nez v16, :cond_3

    .line 178
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_3
    move-object/from16 v0, p3

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 181
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 182
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 186
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v18, v0

    .line 189
    goto :goto_0

    :catch_0
    move-exception v19

    .line 188
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v13, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 190
    :goto_0
    new-instance v19, Lcom/hearthlink/cetp/Call;

    move-object/from16 v4, p0

    invoke-virtual {v4}, Lcom/hearthlink/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v6, v16

    iget-object v6, v6, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 191
    move-object/from16 v9, p3

    const-string v10, "resume_token"

    invoke-virtual {v9, v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object/from16 v1, v19

    move/from16 v2, p1

    move/from16 v3, p2

    move-object v5, v13

    move-object/from16 v7, v17

    move-object/from16 v8, v18

    move-wide v10, v14

    invoke-direct/range {v1 .. v11}, Lcom/hearthlink/cetp/Call;-><init>(IILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;J)V

    .line 192
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/hearthlink/cetp/ToolSpec;->mutating()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 193
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthlink/cetp/ToolProviderBase;->ledger:Lcom/hearthlink/cetp/Ledger;

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/hearthlink/cetp/Ledger;->replay(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v20

    .line 194
    if-eqz v20, :cond_5

    .line 195
    return-object v20

    .line 198
    :cond_5
    move-object/from16 v0, v16

    iget-object v0, v0, Lcom/hearthlink/cetp/ToolSpec;->authorizer:Lcom/hearthlink/security/Authorizer;

    move-object/from16 v1, v19

    move-object/from16 v2, v16

    invoke-interface {v0, v1, v2}, Lcom/hearthlink/security/Authorizer;->authorize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/Authorizer$Decision;

    move-result-object v20

    .line 199
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/hearthlink/security/Authorizer$Decision;->allowed()Z

    move-result v0

    if-nez v0, :cond_6

    .line 200
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->audit:Lcom/hearthlink/security/AuditLog;

    move-object/from16 v2, v16

    iget-object v2, v2, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    move-object/from16 v4, v20

    iget-object v4, v4, Lcom/hearthlink/security/Authorizer$Decision;->errorCode:Ljava/lang/String;

    move/from16 v1, p1

    invoke-virtual {v0, v1, v2, v13, v4}, Lcom/hearthlink/security/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 201
    move-object/from16 v1, v20

    iget-object v1, v1, Lcom/hearthlink/security/Authorizer$Decision;->errorCode:Ljava/lang/String;

    move-object/from16 v2, v20

    iget-object v2, v2, Lcom/hearthlink/security/Authorizer$Decision;->message:Ljava/lang/String;

    move-object/from16 v3, v20

    iget-boolean v3, v3, Lcom/hearthlink/security/Authorizer$Decision;->retryable:Z

    invoke-static {v13, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 203
    :cond_6
    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/hearthlink/cetp/Call;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_7

    .line 204
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1}, Lcom/hearthlink/cetp/ToolProviderBase;->resume(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;

    move-result-object v21

    .line 205
    if-eqz v21, :cond_7

    .line 206
    return-object v21

    .line 209
    :cond_7
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->confirmations:Lcom/hearthlink/security/ConfirmationPolicy;

    move-object/from16 v1, v16

    move-object/from16 v2, v19

    invoke-interface {v0, v1, v2}, Lcom/hearthlink/security/ConfirmationPolicy;->satisfied(Lcom/hearthlink/cetp/ToolSpec;Lcom/hearthlink/cetp/Call;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 210
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    move-object/from16 v2, v16

    invoke-direct {v0, v1, v2}, Lcom/hearthlink/cetp/ToolProviderBase;->askUser(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 214
    :cond_8
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    move-object/from16 v2, v16

    :try_start_1
    invoke-virtual {v0, v1, v2}, Lcom/hearthlink/cetp/ToolProviderBase;->run(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Landroid/os/Bundle;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v21

    .line 217
    goto :goto_1

    :catch_1
    move-exception v22

    .line 216
    move-object/from16 v0, v19

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not match the input schema"

    invoke-static {v0, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v21

    .line 218
    :goto_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->audit:Lcom/hearthlink/security/AuditLog;

    move-object/from16 v2, v16

    iget-object v2, v2, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    move-object/from16 v4, v21

    const-string v5, "status"

    invoke-virtual {v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    move/from16 v1, p1

    invoke-virtual {v0, v1, v2, v13, v4}, Lcom/hearthlink/security/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 219
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/hearthlink/cetp/ToolSpec;->mutating()Z

    move-result v0

    if-eqz v0, :cond_9

    move-object/from16 v0, v21

    const-string v1, "retryable"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_9

    .line 220
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/hearthlink/cetp/ToolProviderBase;->ledger:Lcom/hearthlink/cetp/Ledger;

    move-object/from16 v1, v19

    move-object/from16 v2, v21

    invoke-virtual {v0, v1, v2}, Lcom/hearthlink/cetp/Ledger;->keep(Lcom/hearthlink/cetp/Call;Landroid/os/Bundle;)V

    .line 222
    :cond_9
    return-object v21
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 151
    invoke-direct {p0, p1, p2}, Lcom/hearthlink/cetp/ToolProviderBase;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    .line 152
    if-eqz v4, :cond_0

    .line 153
    return-object v4

    .line 155
    :cond_0
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 156
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    invoke-virtual {v0}, Lcom/hearthlink/security/SecurityRegistry;->tools()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthlink/cetp/ToolSpec;

    move-object v7, v0

    .line 157
    invoke-virtual {v7}, Lcom/hearthlink/cetp/ToolSpec;->descriptor()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 158
    goto :goto_0

    .line 159
    :cond_1
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 160
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->revision()Ljava/lang/String;

    move-result-object v3

    const-string v2, "revision"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 159
    invoke-static {v0, v1}, Lcom/hearthlink/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 95
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 96
    const/4 v6, 0x0

    .line 97
    const/4 v7, 0x0

    :goto_0
    if-eqz v5, :cond_1

    array-length v1, v5

    if-ge v7, v1, :cond_1

    .line 98
    aget v1, v5, v7

    const/4 v2, 0x2

    move v0, v6

    if-ne v1, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v6, v0, v1

    .line 97
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 100
    :cond_1
    if-nez v6, :cond_2

    .line 101
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Hearthlink speaks CETP version 2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :cond_2
    new-instance v7, Lorg/json/JSONArray;

    const-string v3, "consumer_capabilities"

    const-string v4, "[]"

    invoke-virtual {p2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 104
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "consumer offers "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " optional capabilities; Hearthlink uses none"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "HearthTools"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 105
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x124f80

    add-long v8, v0, v2

    .line 106
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->ledger:Lcom/hearthlink/cetp/Ledger;

    invoke-virtual {v0, p1, v8, v9}, Lcom/hearthlink/cetp/Ledger;->openSession(IJ)Ljava/lang/String;

    move-result-object v10

    .line 107
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 108
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 110
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 111
    const-string v1, "idempotency_window_seconds"

    const-wide/32 v2, 0x15180

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v11

    .line 112
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 113
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 114
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 115
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 116
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 117
    invoke-static {v8, v9}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 118
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 119
    const-string v1, "limits"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 112
    invoke-static {v0}, Lcom/hearthlink/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 138
    invoke-direct {p0, p1, p2}, Lcom/hearthlink/cetp/ToolProviderBase;->refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    .line 139
    if-eqz v4, :cond_0

    .line 140
    return-object v4

    .line 142
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 143
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "provider_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 144
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->providerName()Ljava/lang/String;

    move-result-object v3

    const-string v2, "provider_name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 145
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->description()Ljava/lang/String;

    move-result-object v3

    const-string v2, "description"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 146
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 147
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->scopes()Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 142
    invoke-static {v0, v1}, Lcom/hearthlink/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refuse(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 124
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 125
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 126
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 is required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 128
    :cond_0
    if-eqz v4, :cond_1

    invoke-virtual {v4}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 129
    :cond_1
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :cond_2
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->ledger:Lcom/hearthlink/cetp/Ledger;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/hearthlink/cetp/Ledger;->liveSession(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_3

    .line 132
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "No live session: negotiate again"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 134
    :cond_3
    const/4 v0, 0x0

    return-object v0
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 302
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " by uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "HearthTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 303
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is not supported; use call()"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private resume(Lcom/hearthlink/cetp/Call;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 227
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->ledger:Lcom/hearthlink/cetp/Ledger;

    invoke-virtual {v0, p1}, Lcom/hearthlink/cetp/Ledger;->spendTicket(Lcom/hearthlink/cetp/Call;)Lorg/json/JSONObject;

    move-result-object v3

    .line 228
    if-nez v3, :cond_0

    .line 229
    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not fit this call"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 231
    :cond_0
    const-string v1, "state"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 232
    const-string v0, "pending"

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 233
    const-string v1, "CONFLICT"

    const-string v2, "The user has not answered yet"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 235
    :cond_1
    const-string v0, "denied"

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 236
    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    invoke-static {p1, v1, v2}, Lcom/hearthlink/cetp/Replies;->fail(Lcom/hearthlink/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 238
    :cond_2
    iput-object v3, p1, Lcom/hearthlink/cetp/Call;->ticket:Lorg/json/JSONObject;

    .line 239
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 66
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 67
    invoke-static {}, Landroid/os/Binder;->getCallingPid()I

    move-result v6

    .line 68
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v7, v0

    .line 69
    const-string v1, "request_id"

    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 70
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->verifier:Lcom/hearthlink/security/CallerVerifier;

    invoke-interface {v0, v5}, Lcom/hearthlink/security/CallerVerifier;->admits(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 71
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->audit:Lcom/hearthlink/security/AuditLog;

    const-string v4, "caller refused"

    invoke-virtual {v0, v5, p1, v8, v4}, Lcom/hearthlink/security/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Hearthlink\'s tools"

    const/4 v3, 0x0

    invoke-static {v8, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 76
    :cond_1
    move-object v9, p1

    const/4 v10, -0x1

    :try_start_0
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v10, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v10, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v10, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v10, 0x3

    :cond_2
    :goto_1
    packed-switch v10, :pswitch_data_0

    goto :goto_2

    .line 78
    :pswitch_0
    invoke-direct {p0, v5, v7}, Lcom/hearthlink/cetp/ToolProviderBase;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 80
    :pswitch_1
    invoke-direct {p0, v5, v7}, Lcom/hearthlink/cetp/ToolProviderBase;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :pswitch_2
    invoke-direct {p0, v5, v7}, Lcom/hearthlink/cetp/ToolProviderBase;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 84
    :pswitch_3
    invoke-direct {p0, v5, v6, v7}, Lcom/hearthlink/cetp/ToolProviderBase;->executeTool(IILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v8, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v9

    .line 89
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " failed"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "HearthTools"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 90
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Hearthlink could not handle the request"

    const/4 v3, 0x0

    invoke-static {v8, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

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
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 298
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/hearthlink/cetp/ToolProviderBase;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 288
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/hearthlink/cetp/ToolProviderBase;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method protected final install(Landroid/database/sqlite/SQLiteDatabase;Lcom/hearthlink/security/SecurityRegistry;)V
    .registers 5

    .line 59
    iput-object p1, p0, Lcom/hearthlink/cetp/ToolProviderBase;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 60
    new-instance v0, Lcom/hearthlink/cetp/Ledger;

    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, p1, v1}, Lcom/hearthlink/cetp/Ledger;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->ledger:Lcom/hearthlink/cetp/Ledger;

    .line 61
    iput-object p2, p0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    .line 62
    return-void
.end method

.method protected final onWorker(Lcom/hearthlink/cetp/Call;Ljava/util/concurrent/Callable;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthlink/cetp/Call;",
            "Ljava/util/concurrent/Callable<",
            "Lorg/json/JSONObject;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 254
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->worker:Ljava/util/concurrent/ExecutorService;

    invoke-interface {v0, p2}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v6

    .line 256
    :try_start_0
    invoke-virtual {p1}, Lcom/hearthlink/cetp/Call;->remainingMs()J

    move-result-wide v2

    const-wide/16 v4, 0x1

    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v2

    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v6, v2, v3, v4}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lorg/json/JSONObject;

    invoke-static {p1, v1}, Lcom/hearthlink/cetp/Replies;->inline(Lcom/hearthlink/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 258
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The hub did not finish before the deadline; ask again with the same request_id"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v7

    .line 261
    iget-object v1, p1, Lcom/hearthlink/cetp/Call;->tool:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed on the hub worker"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-virtual {v7}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "HearthTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 262
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "The hub could not carry this out right now"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v7

    .line 265
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 266
    iget-object v0, p1, Lcom/hearthlink/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "The hub could not carry this out right now"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/hearthlink/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 283
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/hearthlink/cetp/ToolProviderBase;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method protected final requireCaller()V
    .registers 5

    .line 273
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 274
    iget-object v0, p0, Lcom/hearthlink/cetp/ToolProviderBase;->registry:Lcom/hearthlink/security/SecurityRegistry;

    iget-object v0, v0, Lcom/hearthlink/security/SecurityRegistry;->verifier:Lcom/hearthlink/security/CallerVerifier;

    invoke-interface {v0, v3}, Lcom/hearthlink/security/CallerVerifier;->admits(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 275
    new-instance v0, Ljava/lang/SecurityException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "uid "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " may not open Hearthlink\'s files"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 277
    :cond_0
    return-void
.end method

.method protected abstract revision()Ljava/lang/String;
.end method

.method protected abstract run(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Landroid/os/Bundle;
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

.method protected abstract summarize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 293
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/hearthlink/cetp/ToolProviderBase;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
