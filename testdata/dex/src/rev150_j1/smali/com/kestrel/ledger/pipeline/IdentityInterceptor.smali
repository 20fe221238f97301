.class public Lcom/kestrel/ledger/pipeline/IdentityInterceptor;
.super Ljava/lang/Object;
.source "IdentityInterceptor.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# static fields
.field protected static final ON_BEHALF_OF:Ljava/lang/String; = "on_behalf_of_uid"


# instance fields
.field protected final callers:Lcom/kestrel/ledger/identity/CallerCache;


# direct methods
.method public constructor <init>(Lcom/kestrel/ledger/identity/CallerCache;)V
    .registers 2

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/IdentityInterceptor;->callers:Lcom/kestrel/ledger/identity/CallerCache;

    .line 19
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

    .line 36
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v4

    .line 37
    invoke-virtual {p0, v4}, Lcom/kestrel/ledger/pipeline/IdentityInterceptor;->subjectUid(Lcom/kestrel/ledger/pipeline/Request;)I

    move-result v5

    .line 38
    if-gez v5, :cond_0

    .line 39
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Calls relayed for another app are not accepted"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 42
    :cond_0
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/IdentityInterceptor;->callers:Lcom/kestrel/ledger/identity/CallerCache;

    invoke-virtual {v0, v5}, Lcom/kestrel/ledger/identity/CallerCache;->get(I)Lcom/kestrel/ledger/identity/CallerIdentity;

    move-result-object v6

    .line 43
    invoke-virtual {v6}, Lcom/kestrel/ledger/identity/CallerIdentity;->trusted()Z

    move-result v0

    if-nez v0, :cond_1

    .line 44
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Kestrel Ledger\'s tools"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 47
    :cond_1
    invoke-virtual {v4, v6}, Lcom/kestrel/ledger/pipeline/Request;->withCaller(Lcom/kestrel/ledger/identity/CallerIdentity;)Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v1

    invoke-interface {p1, v1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method protected subjectUid(Lcom/kestrel/ledger/pipeline/Request;)I
    .registers 8

    .line 26
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->extras()Landroid/os/Bundle;

    move-result-object v0

    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v2

    const-string v1, "on_behalf_of_uid"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v5

    .line 27
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v1

    if-eq v5, v1, :cond_0

    .line 28
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " named uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "; relayed calls are refused"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "KestrelIdentity"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 29
    const/4 v0, -0x1

    return v0

    .line 31
    :cond_0
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v0

    return v0
.end method
