.class public abstract Lcom/tidepool/reef/cetp/ToolProviderBase;
.super Landroid/content/ContentProvider;
.source "ToolProviderBase.java"


# static fields
.field protected static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final TAG:Ljava/lang/String; = "ReefTools"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method static synthetic access$000(Lcom/tidepool/reef/cetp/ToolProviderBase;ZLcom/tidepool/reef/cetp/ToolRequest;)V
    .registers 3

    .line 26
    invoke-direct {p0, p1, p2}, Lcom/tidepool/reef/cetp/ToolProviderBase;->releaseIf(ZLcom/tidepool/reef/cetp/ToolRequest;)V

    return-void
.end method

.method private releaseIf(ZLcom/tidepool/reef/cetp/ToolRequest;)V
    .registers 5

    .line 178
    if-eqz p1, :cond_0

    .line 179
    invoke-virtual {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;->ledger()Lcom/tidepool/reef/cetp/Ledger;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lcom/tidepool/reef/cetp/Ledger;->release(Ljava/lang/String;Lcom/tidepool/reef/cetp/ToolRequest;)V

    .line 181
    :cond_0
    return-void
.end method


# virtual methods
.method protected admit(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;
    .registers 3

    .line 43
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract authorize(Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Decision;
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 210
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "delete refused for uid "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ReefTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 211
    const/4 v0, 0x0

    return v0
.end method

.method protected final envelopeProblem(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;
    .registers 6

    .line 93
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v3

    .line 94
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->protocolVersion()I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 95
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version must be 2."

    invoke-static {v3, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 97
    :cond_0
    if-eqz v3, :cond_1

    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 98
    :cond_1
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 100
    :cond_2
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final execute(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/RequestBus;)Landroid/os/Bundle;
    .registers 18

    .line 105
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v9

    .line 106
    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v2, "tool_name"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/tidepool/reef/cetp/ToolProviderBase;->findTool(Ljava/lang/String;)Lcom/tidepool/reef/cetp/ToolSpec;

    move-result-object v10

    .line 107
    if-nez v10, :cond_0

    .line 108
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 112
    :cond_0
    move-object/from16 v0, p1

    :try_start_0
    invoke-static {v0, v10}, Lcom/tidepool/reef/cetp/ToolRequest;->read(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/ToolSpec;)Lcom/tidepool/reef/cetp/ToolRequest;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v11

    .line 115
    goto :goto_0

    :catch_0
    move-exception v12

    .line 114
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :goto_0
    invoke-virtual {v11}, Lcom/tidepool/reef/cetp/ToolRequest;->argsBytes()I

    move-result v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 117
    const-string v1, "INVALID_REQUEST"

    const-string v2, "args exceed max_request_bytes."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :cond_1
    iget-wide v0, v11, Lcom/tidepool/reef/cetp/ToolRequest;->deadlineAtMs:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, v11, Lcom/tidepool/reef/cetp/ToolRequest;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_3

    .line 120
    :cond_2
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :cond_3
    invoke-virtual {p0, v11}, Lcom/tidepool/reef/cetp/ToolProviderBase;->authorize(Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Decision;

    move-result-object v0

    sget-object v1, Lcom/tidepool/reef/cetp/Decision;->ALLOW:Lcom/tidepool/reef/cetp/Decision;

    if-eq v0, v1, :cond_4

    .line 123
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not allowed to use that tool."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :cond_4
    invoke-virtual {v10}, Lcom/tidepool/reef/cetp/ToolSpec;->mutating()Z

    move-result v12

    .line 126
    if-eqz v12, :cond_8

    .line 127
    invoke-virtual {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;->ledger()Lcom/tidepool/reef/cetp/Ledger;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v11}, Lcom/tidepool/reef/cetp/Ledger;->reserve(Ljava/lang/String;Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Ledger$Entry;

    move-result-object v13

    .line 128
    if-eqz v13, :cond_8

    .line 129
    iget-object v0, v13, Lcom/tidepool/reef/cetp/Ledger$Entry;->tool:Ljava/lang/String;

    iget-object v1, v11, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    iget-object v0, v13, Lcom/tidepool/reef/cetp/Ledger$Entry;->argsDigest:Ljava/lang/String;

    invoke-virtual {v11}, Lcom/tidepool/reef/cetp/ToolRequest;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 130
    :cond_5
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 132
    :cond_6
    invoke-virtual {v13}, Lcom/tidepool/reef/cetp/Ledger$Entry;->done()Z

    move-result v0

    if-nez v0, :cond_7

    .line 133
    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_7
    :try_start_1
    new-instance v1, Lorg/json/JSONObject;

    iget-object v3, v13, Lcom/tidepool/reef/cetp/Ledger$Entry;->result:Ljava/lang/String;

    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v9, v1}, Lcom/tidepool/reef/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v14

    .line 138
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The stored result is unreadable."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 142
    :cond_8
    const/4 v0, 0x1

    new-array v13, v0, [Landroid/os/Bundle;

    .line 144
    :try_start_2
    new-instance v2, Lcom/tidepool/reef/cetp/ToolProviderBase$1;

    move-object v3, v2

    move-object v4, p0

    move v5, v12

    move-object v6, v11

    move-object v7, v13

    move-object v8, v9

    invoke-direct/range {v3 .. v8}, Lcom/tidepool/reef/cetp/ToolProviderBase$1;-><init>(Lcom/tidepool/reef/cetp/ToolProviderBase;ZLcom/tidepool/reef/cetp/ToolRequest;[Landroid/os/Bundle;Ljava/lang/String;)V

    move-object/from16 v0, p2

    invoke-virtual {v0, v11, v2}, Lcom/tidepool/reef/cetp/RequestBus;->publish(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    :try_end_2
    .catch Lorg/json/JSONException; {:try_start_2 .. :try_end_2} :catch_2

    .line 169
    goto :goto_1

    :catch_2
    move-exception v14

    .line 166
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "execute_tool "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget-object v2, v11, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ReefTools"

    invoke-static {v0, v1, v14}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 167
    invoke-direct {p0, v12, v11}, Lcom/tidepool/reef/cetp/ToolProviderBase;->releaseIf(ZLcom/tidepool/reef/cetp/ToolRequest;)V

    .line 168
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool could not finish."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 170
    :goto_1
    const/4 v1, 0x0

    aget-object v0, v13, v1

    if-nez v0, :cond_9

    .line 171
    invoke-direct {p0, v12, v11}, Lcom/tidepool/reef/cetp/ToolProviderBase;->releaseIf(ZLcom/tidepool/reef/cetp/ToolRequest;)V

    .line 172
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool gave no answer."

    invoke-static {v9, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_9
    const/4 v1, 0x0

    aget-object v0, v13, v1

    return-object v0
.end method

.method protected abstract findTool(Ljava/lang/String;)Lcom/tidepool/reef/cetp/ToolSpec;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 193
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 6

    .line 198
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "insert refused for uid "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ReefTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 199
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract ledger()Lcom/tidepool/reef/cetp/Ledger;
.end method

.method protected final negotiate(Lcom/tidepool/reef/cetp/CallContext;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 47
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 48
    const/4 v7, 0x0

    .line 49
    if-eqz v6, :cond_1

    .line 50
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_1

    aget v11, v8, v10

    .line 51
    const/4 v1, 0x2

    if-ne v11, v1, :cond_0

    .line 52
    const/4 v7, 0x1

    .line 50
    :cond_0
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 56
    :cond_1
    if-nez v7, :cond_2

    .line 57
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP v2 only."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_2
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 61
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object v1, v0

    if-nez v8, :cond_3

    const-string v2, ""

    goto :goto_1

    :cond_3
    move-object v2, v8

    :goto_1
    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 64
    goto :goto_2

    :catch_0
    move-exception v9

    .line 63
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 65
    :goto_2
    move-object/from16 v1, p1

    invoke-virtual {p0, v1}, Lcom/tidepool/reef/cetp/ToolProviderBase;->admit(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;

    move-result-object v9

    .line 66
    if-eqz v9, :cond_4

    .line 67
    return-object v9

    .line 69
    :cond_4
    invoke-virtual {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;->sessions()Lcom/tidepool/reef/cetp/SessionStore;

    move-result-object v0

    move-object/from16 v1, p1

    iget v1, v1, Lcom/tidepool/reef/cetp/CallContext;->uid:I

    move-object/from16 v2, p1

    iget-object v2, v2, Lcom/tidepool/reef/cetp/CallContext;->callerPackage:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/cetp/SessionStore;->issue(ILjava/lang/String;)Lcom/tidepool/reef/cetp/SessionStore$Session;

    move-result-object v10

    .line 70
    new-instance v11, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v11, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 71
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v11, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 72
    new-instance v12, Lorg/json/JSONObject;

    invoke-direct {v12}, Lorg/json/JSONObject;-><init>()V

    .line 73
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 74
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 75
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 76
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 77
    new-instance v13, Lorg/json/JSONObject;

    invoke-direct {v13}, Lorg/json/JSONObject;-><init>()V

    .line 78
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 79
    invoke-virtual {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 80
    const-string v1, "provider_name"

    move-object/from16 v2, p2

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 81
    iget-object v2, v10, Lcom/tidepool/reef/cetp/SessionStore$Session;->token:Ljava/lang/String;

    const-string v1, "session_token"

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 82
    new-instance v3, Ljava/util/Date;

    iget-wide v4, v10, Lcom/tidepool/reef/cetp/SessionStore$Session;->expiresAt:J

    invoke-direct {v3, v4, v5}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v11, v3}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 83
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    const-string v1, "capabilities"

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 84
    const-string v1, "limits"

    invoke-virtual {v13, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 85
    new-instance v14, Landroid/os/Bundle;

    invoke-direct {v14}, Landroid/os/Bundle;-><init>()V

    .line 86
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v14, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    invoke-virtual {v13}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v14, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 88
    return-object v14
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 9

    .line 187
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "query refused for uid "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ReefTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 188
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract sessions()Lcom/tidepool/reef/cetp/SessionStore;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 8

    .line 204
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "update refused for uid "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ReefTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 205
    const/4 v0, 0x0

    return v0
.end method
