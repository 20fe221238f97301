.class public final Lcom/kestrel/ledger/pipeline/DedupInterceptor;
.super Ljava/lang/Object;
.source "DedupInterceptor.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# instance fields
.field private final db:Lcom/kestrel/ledger/data/LedgerDb;

.field private final provider:Ljava/lang/String;

.field private final running:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Lcom/kestrel/ledger/data/LedgerDb;Ljava/lang/String;)V
    .registers 4

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;

    move-result-object v0

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->running:Ljava/util/Set;

    .line 21
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->db:Lcom/kestrel/ledger/data/LedgerDb;

    .line 22
    iput-object p2, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->provider:Ljava/lang/String;

    .line 23
    return-void
.end method


# virtual methods
.method public intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 27
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v7

    .line 28
    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->isExecute()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->provider:Ljava/lang/String;

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/kestrel/ledger/tools/ToolRegistry;->mutates(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 29
    :cond_0
    invoke-interface {p1, v7}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 31
    :cond_1
    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v0

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->provider:Ljava/lang/String;

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->requestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    invoke-static {v0}, Lcom/kestrel/ledger/tools/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 32
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->db:Lcom/kestrel/ledger/data/LedgerDb;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x5265c00

    sub-long/2addr v2, v4

    invoke-virtual {v0, v8, v2, v3}, Lcom/kestrel/ledger/data/LedgerDb;->outcome(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v9

    .line 33
    if-eqz v9, :cond_4

    .line 34
    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v0

    const-string v2, "tool"

    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 35
    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->argsDigest()Ljava/lang/String;

    move-result-object v0

    const-string v2, "digest"

    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 36
    :cond_2
    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id belongs to another call"

    const/4 v3, 0x0

    invoke-static {v7, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 38
    :cond_3
    const-string v2, "data"

    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/kestrel/ledger/pipeline/Response;->success(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 40
    :cond_4
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->running:Ljava/util/Set;

    invoke-interface {v0, v8}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 41
    const-string v1, "CONFLICT"

    const-string v2, "This request is already running"

    const/4 v3, 0x1

    invoke-static {v7, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 44
    :cond_5
    :try_start_0
    invoke-interface {p1, v7}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v10

    .line 45
    invoke-virtual {v10}, Lcom/kestrel/ledger/pipeline/Response;->isSuccess()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 46
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->db:Lcom/kestrel/ledger/data/LedgerDb;

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->argsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v10}, Lcom/kestrel/ledger/pipeline/Response;->data()Ljava/lang/String;

    move-result-object v4

    .line 47
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    .line 46
    move-object v1, v8

    invoke-virtual/range {v0 .. v6}, Lcom/kestrel/ledger/data/LedgerDb;->recordOutcome(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 49
    :cond_6
    move-object v11, v10

    .line 51
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->running:Ljava/util/Set;

    invoke-interface {v0, v8}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 49
    return-object v11

    :catchall_0
    move-exception v12

    .line 51
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/DedupInterceptor;->running:Ljava/util/Set;

    invoke-interface {v0, v8}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 52
    throw v12
.end method
