.class public final Lcom/kestrel/ledger/pipeline/Dispatcher;
.super Ljava/lang/Object;
.source "Dispatcher.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# static fields
.field public static final MAX_ARGS_BYTES:I = 0x10000


# instance fields
.field private final description:Ljava/lang/String;

.field private final ledger:Lcom/kestrel/ledger/data/Ledger;

.field private final provider:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Lorg/json/JSONArray;

.field private final sessions:Lcom/kestrel/ledger/pipeline/Sessions;


# direct methods
.method public constructor <init>(Lcom/kestrel/ledger/data/Ledger;Lcom/kestrel/ledger/pipeline/Sessions;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;)V
    .registers 8

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->ledger:Lcom/kestrel/ledger/data/Ledger;

    .line 27
    iput-object p2, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->sessions:Lcom/kestrel/ledger/pipeline/Sessions;

    .line 28
    iput-object p3, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->provider:Ljava/lang/String;

    .line 29
    iput-object p4, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->providerName:Ljava/lang/String;

    .line 30
    iput-object p5, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->description:Ljava/lang/String;

    .line 31
    iput-object p6, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->scopes:Lorg/json/JSONArray;

    .line 32
    iput-object p7, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->revision:Ljava/lang/String;

    .line 33
    return-void
.end method

.method private execute(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 99
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->provider:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/kestrel/ledger/tools/ToolRegistry;->find(Ljava/lang/String;Ljava/lang/String;)Lcom/kestrel/ledger/tools/ToolHandler;

    move-result-object v4

    .line 100
    if-nez v4, :cond_0

    .line 101
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 103
    :cond_0
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->rawArgs()Ljava/lang/String;

    move-result-object v5

    .line 104
    if-eqz v5, :cond_1

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v5, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 105
    :cond_1
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object of at most 64 KiB"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 107
    :cond_2
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->ledger:Lcom/kestrel/ledger/data/Ledger;

    invoke-interface {v4, p1, v2}, Lcom/kestrel/ledger/tools/ToolHandler;->execute(Lcom/kestrel/ledger/pipeline/Request;Lcom/kestrel/ledger/data/Ledger;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method private listTools(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 91
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 92
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->provider:Ljava/lang/String;

    invoke-static {v0}, Lcom/kestrel/ledger/tools/ToolRegistry;->all(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/tools/ToolHandler;

    move-object v6, v0

    .line 93
    invoke-interface {v6}, Lcom/kestrel/ledger/tools/ToolHandler;->descriptor()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 94
    goto :goto_0

    .line 95
    :cond_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->revision:Ljava/lang/String;

    const-string v2, "revision"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/kestrel/ledger/pipeline/Response;->success(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 63
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->extras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 64
    const/4 v7, 0x0

    .line 65
    if-eqz v6, :cond_1

    .line 66
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_1

    aget v11, v8, v10

    .line 67
    const/4 v2, 0x2

    move v0, v7

    if-ne v11, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v7, v0, v1

    .line 66
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 70
    :cond_1
    if-nez v7, :cond_2

    .line 71
    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Kestrel Ledger speaks CETP version 2 only"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 73
    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    .line 74
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 75
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v10

    .line 79
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 80
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->ledger:Lcom/kestrel/ledger/data/Ledger;

    iget-object v2, v2, Lcom/kestrel/ledger/data/Ledger;->packageName:Ljava/lang/String;

    .line 81
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->providerName:Ljava/lang/String;

    .line 82
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->sessions:Lcom/kestrel/ledger/pipeline/Sessions;

    .line 83
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v3

    invoke-virtual {v2, v3, v8, v9}, Lcom/kestrel/ledger/pipeline/Sessions;->open(IJ)Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-wide/32 v4, 0x1b7740

    add-long v2, v8, v4

    .line 84
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 85
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 86
    const-string v1, "limits"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    .line 87
    invoke-virtual {v11}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/kestrel/ledger/pipeline/Response;->success(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 37
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v4

    .line 38
    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->method()Ljava/lang/String;

    move-result-object v5

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x5

    :cond_0
    :goto_0
    packed-switch v6, :pswitch_data_0

    goto :goto_1

    .line 40
    :pswitch_0
    invoke-direct {p0, v4}, Lcom/kestrel/ledger/pipeline/Dispatcher;->negotiate(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 42
    :pswitch_1
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->ledger:Lcom/kestrel/ledger/data/Ledger;

    iget-object v3, v3, Lcom/kestrel/ledger/data/Ledger;->packageName:Ljava/lang/String;

    .line 43
    const-string v2, "provider_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->providerName:Ljava/lang/String;

    .line 44
    const-string v2, "provider_name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->description:Ljava/lang/String;

    .line 45
    const-string v2, "description"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 46
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/Dispatcher;->scopes:Lorg/json/JSONArray;

    .line 47
    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 48
    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    .line 42
    invoke-static {v4, v1}, Lcom/kestrel/ledger/pipeline/Response;->success(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 50
    :pswitch_2
    invoke-direct {p0, v4}, Lcom/kestrel/ledger/pipeline/Dispatcher;->listTools(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 52
    :pswitch_3
    invoke-direct {p0, v4}, Lcom/kestrel/ledger/pipeline/Dispatcher;->execute(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 55
    :pswitch_4
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Kestrel Ledger answers every tool at once"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 58
    :goto_1
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

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
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_4
    .end packed-switch
.end method
