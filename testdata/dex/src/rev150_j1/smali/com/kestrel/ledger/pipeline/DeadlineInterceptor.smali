.class public final Lcom/kestrel/ledger/pipeline/DeadlineInterceptor;
.super Ljava/lang/Object;
.source "DeadlineInterceptor.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 9
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v4

    .line 10
    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->method()Ljava/lang/String;

    move-result-object v1

    const-string v0, "negotiate"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 11
    invoke-interface {p1, v4}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 13
    :cond_0
    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->extras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 14
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_1

    .line 15
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 17
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-ltz v0, :cond_2

    .line 18
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before Kestrel Ledger started"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 21
    :cond_2
    invoke-interface {p1, v4}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method
