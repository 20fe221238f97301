.class public final Lcom/kestrel/ledger/pipeline/AuditInterceptor;
.super Ljava/lang/Object;
.source "AuditInterceptor.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# instance fields
.field private final audit:Lcom/kestrel/ledger/data/AuditWriter;

.field private final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/kestrel/ledger/data/AuditWriter;Ljava/lang/String;)V
    .registers 3

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/AuditInterceptor;->audit:Lcom/kestrel/ledger/data/AuditWriter;

    .line 13
    iput-object p2, p0, Lcom/kestrel/ledger/pipeline/AuditInterceptor;->provider:Ljava/lang/String;

    .line 14
    return-void
.end method


# virtual methods
.method public intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 18
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v7

    .line 19
    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->isExecute()Z

    move-result v0

    if-nez v0, :cond_0

    .line 20
    invoke-interface {p1, v7}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 22
    :cond_0
    invoke-interface {p1, v7}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v8

    .line 23
    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->caller()Lcom/kestrel/ledger/identity/CallerIdentity;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->caller()Lcom/kestrel/ledger/identity/CallerIdentity;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/identity/CallerIdentity;->packageName()Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v9, v0

    .line 24
    invoke-virtual {v8}, Lcom/kestrel/ledger/pipeline/Response;->isSuccess()Z

    move-result v0

    if-eqz v0, :cond_2

    const-string v0, "ok"

    goto :goto_1

    :cond_2
    invoke-virtual {v8}, Lcom/kestrel/ledger/pipeline/Response;->errorCode()Ljava/lang/String;

    move-result-object v0

    :goto_1
    move-object v10, v0

    .line 25
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/AuditInterceptor;->audit:Lcom/kestrel/ledger/data/AuditWriter;

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v1

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/AuditInterceptor;->provider:Ljava/lang/String;

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v7}, Lcom/kestrel/ledger/pipeline/Request;->requestId()Ljava/lang/String;

    move-result-object v5

    move-object v2, v9

    move-object v6, v10

    invoke-virtual/range {v0 .. v6}, Lcom/kestrel/ledger/data/AuditWriter;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 26
    return-object v8
.end method
