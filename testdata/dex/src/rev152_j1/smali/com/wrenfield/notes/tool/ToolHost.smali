.class public final Lcom/wrenfield/notes/tool/ToolHost;
.super Ljava/lang/Object;
.source "ToolHost.java"


# static fields
.field private static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final TAG:Ljava/lang/String; = "WrenfieldHost"


# instance fields
.field private final capabilities:[Ljava/lang/String;

.field private final container:Lcom/wrenfield/notes/di/Container;

.field private final description:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Ljava/lang/String;

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/wrenfield/notes/tool/Tool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public varargs constructor <init>(Lcom/wrenfield/notes/di/Container;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;[Lcom/wrenfield/notes/tool/Tool;)V
    .registers 15

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 34
    new-instance v1, Ljava/util/LinkedHashMap;

    invoke-direct {v1}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v1, p0, Lcom/wrenfield/notes/tool/ToolHost;->tools:Ljava/util/Map;

    .line 38
    iput-object p1, p0, Lcom/wrenfield/notes/tool/ToolHost;->container:Lcom/wrenfield/notes/di/Container;

    .line 39
    iput-object p2, p0, Lcom/wrenfield/notes/tool/ToolHost;->providerId:Ljava/lang/String;

    .line 40
    iput-object p3, p0, Lcom/wrenfield/notes/tool/ToolHost;->providerName:Ljava/lang/String;

    .line 41
    iput-object p4, p0, Lcom/wrenfield/notes/tool/ToolHost;->description:Ljava/lang/String;

    .line 42
    iput-object p5, p0, Lcom/wrenfield/notes/tool/ToolHost;->scopes:Ljava/lang/String;

    .line 43
    iput-object p6, p0, Lcom/wrenfield/notes/tool/ToolHost;->revision:Ljava/lang/String;

    .line 44
    iput-object p7, p0, Lcom/wrenfield/notes/tool/ToolHost;->capabilities:[Ljava/lang/String;

    .line 45
    move-object v2, p8

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_0

    aget-object v5, v2, v4

    .line 46
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolHost;->tools:Ljava/util/Map;

    invoke-interface {v5}, Lcom/wrenfield/notes/tool/Tool;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 45
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 48
    :cond_0
    return-void
.end method

.method private static error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 7

    .line 278
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 279
    const-string v0, "status"

    const-string v1, "error"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 280
    const-string v0, "error_code"

    invoke-virtual {v2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 281
    const-string v0, "error_message"

    invoke-virtual {v2, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 282
    const-string v0, "retryable"

    invoke-virtual {v2, v0, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 283
    if-eqz p0, :cond_0

    .line 284
    const-string v0, "protocol_version"

    const/4 v1, 0x2

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 285
    const-string v0, "request_id"

    invoke-virtual {v2, v0, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 287
    :cond_0
    return-object v2
.end method

.method private executeOnce(Lcom/wrenfield/notes/tool/Tool;Lcom/wrenfield/notes/tool/ToolCall;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 207
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolHost;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/DedupStore;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/DedupStore;

    move-object v9, v0

    .line 208
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolCall;->uid()I

    move-result v0

    iget-object v1, p0, Lcom/wrenfield/notes/tool/ToolHost;->providerId:Ljava/lang/String;

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    invoke-static {v0}, Lcom/wrenfield/notes/core/Hex;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 209
    invoke-interface {v9, v10}, Lcom/wrenfield/notes/core/DedupStore;->find(Ljava/lang/String;)Lcom/wrenfield/notes/core/DedupStore$Entry;

    move-result-object v11

    .line 210
    if-eqz v11, :cond_2

    .line 211
    iget-object v0, v11, Lcom/wrenfield/notes/core/DedupStore$Entry;->tool:Ljava/lang/String;

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v11, Lcom/wrenfield/notes/core/DedupStore$Entry;->argsDigest:Ljava/lang/String;

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 212
    :cond_0
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 214
    :cond_1
    new-instance v1, Lorg/json/JSONObject;

    iget-object v3, v11, Lcom/wrenfield/notes/core/DedupStore$Entry;->outcome:Ljava/lang/String;

    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lcom/wrenfield/notes/tool/ToolHost;->replay(Lcom/wrenfield/notes/tool/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 216
    :cond_2
    invoke-interface {v9, v10}, Lcom/wrenfield/notes/core/DedupStore;->begin(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 217
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is running already"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 220
    :cond_3
    move-object/from16 v0, p1

    move-object/from16 v1, p2

    :try_start_0
    invoke-interface {v0, v1}, Lcom/wrenfield/notes/tool/Tool;->execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;

    move-result-object v12

    .line 221
    invoke-virtual {v12}, Lcom/wrenfield/notes/core/Result;->isOk()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v12}, Lcom/wrenfield/notes/core/Result;->value()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/tool/Reply;

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/Reply;->awaitsUser()Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_0

    :cond_4
    invoke-virtual {v12}, Lcom/wrenfield/notes/core/Result;->error()Lcom/wrenfield/notes/core/ToolError;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/core/ToolError;->code()Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_CANCELLED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 222
    :goto_0
    new-instance v2, Lcom/wrenfield/notes/core/DedupStore$Entry;

    move-object/from16 v4, p2

    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p2

    invoke-virtual {v5}, Lcom/wrenfield/notes/tool/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v5

    invoke-static {v12}, Lcom/wrenfield/notes/tool/ToolHost;->outcome(Lcom/wrenfield/notes/core/Result;)Ljava/lang/String;

    move-result-object v6

    iget-object v7, p0, Lcom/wrenfield/notes/tool/ToolHost;->container:Lcom/wrenfield/notes/di/Container;

    .line 223
    const-class v8, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {v7, v8}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v7}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v7

    move-object v3, v2

    invoke-direct/range {v3 .. v8}, Lcom/wrenfield/notes/core/DedupStore$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 222
    invoke-interface {v9, v10, v2}, Lcom/wrenfield/notes/core/DedupStore;->finish(Ljava/lang/String;Lcom/wrenfield/notes/core/DedupStore$Entry;)V

    .line 225
    :cond_5
    move-object/from16 v0, p2

    invoke-static {v0, v12}, Lcom/wrenfield/notes/tool/ToolHost;->toBundle(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/core/Result;)Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v13

    .line 227
    invoke-interface {v9, v10}, Lcom/wrenfield/notes/core/DedupStore;->end(Ljava/lang/String;)V

    .line 225
    return-object v13

    :catchall_0
    move-exception v14

    .line 227
    invoke-interface {v9, v10}, Lcom/wrenfield/notes/core/DedupStore;->end(Ljava/lang/String;)V

    .line 228
    throw v14
.end method

.method private executeTool(ILjava/lang/String;JLcom/wrenfield/notes/core/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 23
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 175
    move-object/from16 v0, p6

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 176
    if-nez v11, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/wrenfield/notes/tool/ToolHost;->tools:Ljava/util/Map;

    invoke-interface {v0, v11}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/tool/Tool;

    :goto_0
    move-object v12, v0

    .line 177
    if-nez v12, :cond_1

    .line 178
    move-object/from16 v0, p2

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "This provider has no such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_1
    move-object/from16 v0, p6

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 181
    if-nez v13, :cond_2

    .line 182
    const-string v13, "{}"

    .line 184
    :cond_2
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v13, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_3

    .line 185
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "args are larger than 65536 bytes"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 189
    :cond_3
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v13}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v14, v0

    .line 192
    goto :goto_1

    :catch_0
    move-exception v15

    .line 191
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "args is not a JSON object"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :goto_1
    invoke-interface {v12}, Lcom/wrenfield/notes/tool/Tool;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->fileResult()Z

    move-result v0

    if-eqz v0, :cond_4

    move-object/from16 v0, p5

    const-string v1, "large_results"

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/core/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 194
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " answers with a file; negotiate large_results"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, p2

    const-string v1, "RESULT_TOO_LARGE"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 197
    :cond_4
    new-instance v15, Lcom/wrenfield/notes/tool/ToolCall;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/wrenfield/notes/tool/ToolHost;->providerId:Ljava/lang/String;

    .line 198
    move-object/from16 v8, p6

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v1, v15

    move/from16 v3, p1

    move-object/from16 v4, p2

    move-object v5, v11

    move-object v6, v13

    move-object v7, v14

    move-wide/from16 v9, p3

    invoke-direct/range {v1 .. v10}, Lcom/wrenfield/notes/tool/ToolCall;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;J)V

    .line 199
    invoke-interface {v12}, Lcom/wrenfield/notes/tool/Tool;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->mutates()Z

    move-result v0

    if-nez v0, :cond_5

    .line 200
    invoke-interface {v12, v15}, Lcom/wrenfield/notes/tool/Tool;->execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;

    move-result-object v1

    invoke-static {v15, v1}, Lcom/wrenfield/notes/tool/ToolHost;->toBundle(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/core/Result;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
    :cond_5
    move-object/from16 v0, p0

    invoke-direct {v0, v12, v15}, Lcom/wrenfield/notes/tool/ToolHost;->executeOnce(Lcom/wrenfield/notes/tool/Tool;Lcom/wrenfield/notes/tool/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 64
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

    .line 65
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

    .line 66
    if-eqz v5, :cond_2

    if-nez v6, :cond_3

    .line 67
    :cond_2
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_versions and consumer_capabilities are required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 69
    :cond_3
    const/4 v7, 0x0

    .line 70
    move-object v8, v5

    array-length v9, v8

    const/4 v10, 0x0

    :goto_2
    if-ge v10, v9, :cond_5

    aget v11, v8, v10

    .line 71
    const/4 v2, 0x2

    move v0, v7

    if-ne v11, v2, :cond_4

    const/4 v1, 0x1

    goto :goto_3

    :cond_4
    const/4 v1, 0x0

    :goto_3
    or-int v7, v0, v1

    .line 70
    add-int/lit8 v10, v10, 0x1

    goto :goto_2

    .line 73
    :cond_5
    if-nez v7, :cond_6

    .line 74
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Wrenfield Notes speaks CETP version 2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_6
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0, v6}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v8, v0

    .line 81
    goto :goto_4

    :catch_0
    move-exception v9

    .line 80
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities is not a JSON array"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :goto_4
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 83
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 84
    const/4 v11, 0x0

    :goto_5
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v11, v1, :cond_9

    .line 85
    invoke-virtual {v8, v11}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v12

    .line 86
    move-object/from16 v0, p0

    iget-object v13, v0, Lcom/wrenfield/notes/tool/ToolHost;->capabilities:[Ljava/lang/String;

    array-length v14, v13

    const/4 v15, 0x0

    :goto_6
    if-ge v15, v14, :cond_8

    aget-object v16, v13, v15

    .line 87
    move-object/from16 v0, v16

    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    move-object/from16 v1, v16

    invoke-interface {v9, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 88
    move-object/from16 v1, v16

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 89
    move-object/from16 v1, v16

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 86
    :cond_7
    add-int/lit8 v15, v15, 0x1

    goto :goto_6

    .line 84
    :cond_8
    add-int/lit8 v11, v11, 0x1

    goto :goto_5

    .line 93
    :cond_9
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/wrenfield/notes/tool/ToolHost;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/Sessions;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Sessions;

    move/from16 v1, p1

    invoke-virtual {v0, v1, v9}, Lcom/wrenfield/notes/core/Sessions;->open(ILjava/util/List;)Lcom/wrenfield/notes/core/Sessions$Session;

    move-result-object v11

    .line 94
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 95
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/wrenfield/notes/tool/ToolHost;->providerId:Ljava/lang/String;

    .line 96
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/wrenfield/notes/tool/ToolHost;->providerName:Ljava/lang/String;

    .line 97
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 98
    invoke-virtual {v11}, Lcom/wrenfield/notes/core/Sessions$Session;->token()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 99
    invoke-virtual {v11}, Lcom/wrenfield/notes/core/Sessions$Session;->expiresAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 100
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 102
    const-string v3, "max_request_bytes"

    const/high16 v4, 0x10000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 103
    const-string v3, "max_inline_result_bytes"

    const/high16 v4, 0x40000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 104
    const-string v3, "max_concurrent_requests"

    const/4 v4, 0x4

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 105
    const-string v3, "idempotency_window_seconds"

    const v4, 0x15180

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 101
    const-string v1, "limits"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    .line 106
    new-instance v13, Landroid/os/Bundle;

    invoke-direct {v13}, Landroid/os/Bundle;-><init>()V

    .line 107
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    invoke-virtual {v12}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 109
    return-object v13
.end method

.method private static outcome(Lcom/wrenfield/notes/core/Result;)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/tool/Reply;",
            ">;)",
            "Ljava/lang/String;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 232
    invoke-virtual {p0}, Lcom/wrenfield/notes/core/Result;->isOk()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 233
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "ok"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/wrenfield/notes/core/Result;->value()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/tool/Reply;

    invoke-virtual {v2}, Lcom/wrenfield/notes/tool/Reply;->data()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    .line 235
    :cond_0
    invoke-virtual {p0}, Lcom/wrenfield/notes/core/Result;->error()Lcom/wrenfield/notes/core/ToolError;

    move-result-object v3

    .line 236
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "ok"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v3}, Lcom/wrenfield/notes/core/ToolError;->code()Ljava/lang/String;

    move-result-object v2

    const-string v1, "code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v3}, Lcom/wrenfield/notes/core/ToolError;->message()Ljava/lang/String;

    move-result-object v2

    const-string v1, "message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 237
    invoke-virtual {v3}, Lcom/wrenfield/notes/core/ToolError;->retryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    .line 236
    return-object v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 157
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolHost;->providerId:Ljava/lang/String;

    .line 158
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolHost;->providerName:Ljava/lang/String;

    .line 159
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolHost;->description:Ljava/lang/String;

    .line 160
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 161
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/wrenfield/notes/tool/ToolHost;->scopes:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 162
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 157
    return-object v0
.end method

.method private static replay(Lcom/wrenfield/notes/tool/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 241
    const-string v1, "ok"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 242
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v2, "data"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/wrenfield/notes/tool/ToolHost;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 244
    :cond_0
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v2, "code"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "message"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 245
    const-string v4, "retryable"

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v3

    .line 244
    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 113
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

    if-eqz v0, :cond_0

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "cancel_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x4

    :cond_0
    :goto_0
    packed-switch v8, :pswitch_data_0

    goto :goto_1

    .line 119
    :pswitch_0
    goto :goto_3

    .line 121
    :goto_1
    if-nez p3, :cond_1

    const/4 v0, 0x0

    goto :goto_2

    :cond_1
    move-object/from16 v0, p3

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "This provider has no such method"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :goto_3
    if-eqz p3, :cond_2

    move-object/from16 v0, p3

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_3

    .line 125
    :cond_2
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Wrenfield Notes serves CETP version 2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 127
    :cond_3
    move-object/from16 v0, p3

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 128
    if-eqz v7, :cond_4

    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 129
    :cond_4
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :cond_5
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolHost;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/Sessions;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Sessions;

    move-object/from16 v1, p3

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lcom/wrenfield/notes/core/Sessions;->admit(Ljava/lang/String;I)Lcom/wrenfield/notes/core/Sessions$Session;

    move-result-object v8

    .line 132
    if-nez v8, :cond_6

    .line 133
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "The session is missing or expired; negotiate again"

    const/4 v3, 0x1

    invoke-static {v7, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_6
    move-object/from16 v0, p3

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v9

    .line 137
    const-wide/16 v2, 0x0

    cmp-long v0, v9, v2

    if-gtz v0, :cond_7

    .line 138
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v7, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 140
    :cond_7
    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolHost;->container:Lcom/wrenfield/notes/di/Container;

    const-class v3, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {v2, v3}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    cmp-long v0, v9, v2

    if-gtz v0, :cond_8

    .line 141
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the call started"

    const/4 v3, 0x0

    invoke-static {v7, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :cond_8
    move-object v11, p1

    const/4 v12, -0x1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_1

    goto :goto_4

    :sswitch_5
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    const/4 v12, 0x0

    goto :goto_4

    :sswitch_6
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    const/4 v12, 0x1

    goto :goto_4

    :sswitch_7
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    const/4 v12, 0x2

    :cond_9
    :goto_4
    packed-switch v12, :pswitch_data_1

    goto :goto_5

    .line 145
    :pswitch_1
    invoke-direct {p0}, Lcom/wrenfield/notes/tool/ToolHost;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/wrenfield/notes/tool/ToolHost;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 147
    :pswitch_2
    invoke-direct {p0}, Lcom/wrenfield/notes/tool/ToolHost;->toolList()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/wrenfield/notes/tool/ToolHost;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 149
    :pswitch_3
    move-object v0, p0

    move v1, p2

    move-object v2, v7

    move-wide v3, v9

    move-object v5, v8

    move-object/from16 v6, p3

    invoke-direct/range {v0 .. v6}, Lcom/wrenfield/notes/tool/ToolHost;->executeTool(ILjava/lang/String;JLcom/wrenfield/notes/core/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 151
    :goto_5
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Wrenfield Notes runs every tool synchronously"

    const/4 v3, 0x0

    invoke-static {v7, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

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
        -0x503e73de -> :sswitch_7
        -0xa1e06ed -> :sswitch_5
        0x2a3a6efa -> :sswitch_6
    .end sparse-switch

    :pswitch_data_1
    .packed-switch 0x0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private static success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 268
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 269
    const-string v0, "status"

    const-string v1, "success"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 270
    const-string v0, "protocol_version"

    const/4 v1, 0x2

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 271
    const-string v0, "request_id"

    invoke-virtual {v2, v0, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 272
    const-string v0, "data"

    invoke-virtual {v2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 273
    return-object v2
.end method

.method private static toBundle(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/core/Result;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/tool/Reply;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 249
    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Result;->isOk()Z

    move-result v0

    if-nez v0, :cond_0

    .line 250
    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Result;->error()Lcom/wrenfield/notes/core/ToolError;

    move-result-object v4

    .line 251
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lcom/wrenfield/notes/core/ToolError;->code()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4}, Lcom/wrenfield/notes/core/ToolError;->message()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v4}, Lcom/wrenfield/notes/core/ToolError;->retryable()Z

    move-result v3

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 253
    :cond_0
    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Result;->value()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/tool/Reply;

    move-object v4, v0

    .line 254
    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/Reply;->awaitsUser()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 255
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/Reply;->prompt()Ljava/lang/String;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    .line 256
    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/Reply;->resolution()Landroid/app/PendingIntent;

    move-result-object v2

    const-string v1, "resolution"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 257
    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/Reply;->resumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 258
    return-object v5

    .line 260
    :cond_1
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/Reply;->data()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/wrenfield/notes/tool/ToolHost;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    .line 261
    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/Reply;->file()Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    if-eqz v0, :cond_2

    .line 262
    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/Reply;->file()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    const-string v1, "result_fd"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 264
    :cond_2
    return-object v5
.end method

.method private toolList()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 166
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 167
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolHost;->tools:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/tool/Tool;

    move-object v5, v0

    .line 168
    invoke-interface {v5}, Lcom/wrenfield/notes/tool/Tool;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->describe()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 169
    goto :goto_0

    .line 170
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/wrenfield/notes/tool/ToolHost;->revision:Ljava/lang/String;

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tools"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 53
    :try_start_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 54
    invoke-direct {p0, p2, p3}, Lcom/wrenfield/notes/tool/ToolHost;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/wrenfield/notes/tool/ToolHost;->serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 58
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " could not be answered"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "WrenfieldHost"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 59
    const/4 v0, 0x0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Wrenfield Notes could not answer this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
