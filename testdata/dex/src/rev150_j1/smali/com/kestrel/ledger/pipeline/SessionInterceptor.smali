.class public final Lcom/kestrel/ledger/pipeline/SessionInterceptor;
.super Ljava/lang/Object;
.source "SessionInterceptor.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# instance fields
.field private final sessions:Lcom/kestrel/ledger/pipeline/Sessions;


# direct methods
.method public constructor <init>(Lcom/kestrel/ledger/pipeline/Sessions;)V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/SessionInterceptor;->sessions:Lcom/kestrel/ledger/pipeline/Sessions;

    .line 11
    return-void
.end method


# virtual methods
.method public intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 15
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v5

    .line 16
    invoke-virtual {v5}, Lcom/kestrel/ledger/pipeline/Request;->method()Ljava/lang/String;

    move-result-object v1

    const-string v0, "negotiate"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 17
    invoke-interface {p1, v5}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 19
    :cond_0
    invoke-virtual {v5}, Lcom/kestrel/ledger/pipeline/Request;->extras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_1

    invoke-virtual {v5}, Lcom/kestrel/ledger/pipeline/Request;->requestId()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 20
    :cond_1
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 23
    :cond_2
    invoke-virtual {v5}, Lcom/kestrel/ledger/pipeline/Request;->extras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "session_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 24
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/SessionInterceptor;->sessions:Lcom/kestrel/ledger/pipeline/Sessions;

    invoke-virtual {v5}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-virtual {v0, v6, v2, v3, v4}, Lcom/kestrel/ledger/pipeline/Sessions;->admit(Ljava/lang/String;IJ)Lcom/kestrel/ledger/pipeline/Sessions$Session;

    move-result-object v7

    .line 25
    if-nez v7, :cond_3

    .line 26
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v5, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 28
    :cond_3
    invoke-virtual {v5, v7}, Lcom/kestrel/ledger/pipeline/Request;->withSession(Lcom/kestrel/ledger/pipeline/Sessions$Session;)Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v1

    invoke-interface {p1, v1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method
