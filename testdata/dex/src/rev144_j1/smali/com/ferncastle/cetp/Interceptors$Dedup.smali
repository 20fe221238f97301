.class public final Lcom/ferncastle/cetp/Interceptors$Dedup;
.super Ljava/lang/Object;
.source "Interceptors.java"

# interfaces
.implements Lcom/ferncastle/plugin/Interceptor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/Interceptors;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Dedup"
.end annotation


# instance fields
.field private final db:Lcom/ferncastle/data/JournalDb;

.field private final providerId:Ljava/lang/String;

.field private final recent:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final registry:Lcom/ferncastle/plugin/Registry;


# direct methods
.method public constructor <init>(Lcom/ferncastle/plugin/Registry;Lcom/ferncastle/data/JournalDb;Ljava/lang/String;)V
    .registers 5

    .line 201
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 199
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->recent:Ljava/util/Map;

    .line 202
    iput-object p1, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->registry:Lcom/ferncastle/plugin/Registry;

    .line 203
    iput-object p2, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->db:Lcom/ferncastle/data/JournalDb;

    .line 204
    iput-object p3, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->providerId:Ljava/lang/String;

    .line 205
    return-void
.end method

.method private static replay(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            "Lorg/json/JSONObject;",
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

    .line 252
    const-string v1, "tool"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 253
    const-string v1, "digest"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/ferncastle/plugin/Invocation;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 254
    :cond_0
    const-string v0, "INVALID_REQUEST"

    const-string v1, "request_id was already used for another call"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 256
    :cond_1
    const-string v1, "ok"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 257
    const-string v1, "value"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 259
    :cond_2
    const-string v1, "code"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "message"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public intercept(Lcom/ferncastle/plugin/Chain;)Lcom/ferncastle/plugin/Result;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Chain;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 209
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Chain;->invocation()Lcom/ferncastle/plugin/Invocation;

    move-result-object v5

    .line 210
    iget-object v1, v5, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    const-string v0, "execute_tool"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->registry:Lcom/ferncastle/plugin/Registry;

    invoke-virtual {v5}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/Registry;->find(Ljava/lang/String;)Lcom/ferncastle/plugin/AbstractTool;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v6, v0

    .line 211
    if-eqz v6, :cond_1

    invoke-virtual {v6}, Lcom/ferncastle/plugin/AbstractTool;->spec()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec;->mutating()Z

    move-result v0

    if-nez v0, :cond_2

    .line 212
    :cond_1
    invoke-virtual {p1, v5}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 214
    :cond_2
    iget v0, v5, Lcom/ferncastle/plugin/Invocation;->uid:I

    iget-object v1, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->providerId:Ljava/lang/String;

    iget-object v2, v5, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v7, v3

    .line 215
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->recent:Ljava/util/Map;

    invoke-interface {v0, v7}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v8, v0

    .line 216
    if-nez v8, :cond_3

    .line 217
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v0, v7}, Lcom/ferncastle/data/JournalDb;->outcome(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 219
    :cond_3
    if-eqz v8, :cond_4

    .line 220
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1, v8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v5, v1}, Lcom/ferncastle/cetp/Interceptors$Dedup;->replay(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 222
    :cond_4
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v5}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v5}, Lcom/ferncastle/plugin/Invocation;->argsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v7, v2, v3}, Lcom/ferncastle/data/JournalDb;->reserve(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 223
    const-string v0, "CONFLICT"

    const-string v1, "This request is already running"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 227
    :cond_5
    :try_start_0
    invoke-virtual {p1, v5}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v9

    .line 231
    goto :goto_1

    :catch_0
    move-exception v10

    .line 229
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v0, v7}, Lcom/ferncastle/data/JournalDb;->release(Ljava/lang/String;)V

    .line 230
    throw v10

    .line 232
    :goto_1
    invoke-virtual {v9}, Lcom/ferncastle/plugin/Result;->terminal()Z

    move-result v0

    if-eqz v0, :cond_7

    .line 233
    new-instance v10, Lorg/json/JSONObject;

    invoke-direct {v10}, Lorg/json/JSONObject;-><init>()V

    .line 234
    invoke-virtual {v5}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 235
    invoke-virtual {v5}, Lcom/ferncastle/plugin/Invocation;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 236
    invoke-virtual {v9}, Lcom/ferncastle/plugin/Result;->succeeded()Z

    move-result v2

    const-string v1, "ok"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 237
    invoke-virtual {v9}, Lcom/ferncastle/plugin/Result;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 238
    iget-object v2, v9, Lcom/ferncastle/plugin/Result;->value:Ljava/lang/Object;

    const-string v1, "value"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_2

    .line 240
    :cond_6
    iget-object v2, v9, Lcom/ferncastle/plugin/Result;->code:Ljava/lang/String;

    const-string v1, "code"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 241
    iget-object v2, v9, Lcom/ferncastle/plugin/Result;->message:Ljava/lang/String;

    const-string v1, "message"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 243
    :goto_2
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v7, v2}, Lcom/ferncastle/data/JournalDb;->keep(Ljava/lang/String;Ljava/lang/String;)V

    .line 244
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->recent:Ljava/util/Map;

    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v7, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 245
    goto :goto_3

    .line 246
    :cond_7
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Dedup;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v0, v7}, Lcom/ferncastle/data/JournalDb;->release(Ljava/lang/String;)V

    .line 248
    :goto_3
    return-object v9
.end method
