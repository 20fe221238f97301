.class final Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;
.super Ljava/lang/Object;
.source "Pipeline.java"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor$Chain;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/pipeline/Pipeline;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "RealChain"
.end annotation


# instance fields
.field final index:I

.field final interceptors:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/kestrel/ledger/pipeline/Interceptor;",
            ">;"
        }
    .end annotation
.end field

.field final request:Lcom/kestrel/ledger/pipeline/Request;


# direct methods
.method constructor <init>(Ljava/util/List;ILcom/kestrel/ledger/pipeline/Request;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/kestrel/ledger/pipeline/Interceptor;",
            ">;I",
            "Lcom/kestrel/ledger/pipeline/Request;",
            ")V"
        }
    .end annotation

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 46
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->interceptors:Ljava/util/List;

    .line 47
    iput p2, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->index:I

    .line 48
    iput-object p3, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->request:Lcom/kestrel/ledger/pipeline/Request;

    .line 49
    return-void
.end method


# virtual methods
.method public proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 58
    iget v0, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->index:I

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->interceptors:Ljava/util/List;

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    if-lt v0, v1, :cond_0

    .line 59
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "the last interceptor proceeded instead of answering"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 61
    :cond_0
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->interceptors:Ljava/util/List;

    iget v1, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->index:I

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/pipeline/Interceptor;

    move-object v5, v0

    .line 62
    new-instance v1, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->interceptors:Ljava/util/List;

    iget v4, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->index:I

    add-int/lit8 v4, v4, 0x1

    invoke-direct {v1, v3, v4, p1}, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;-><init>(Ljava/util/List;ILcom/kestrel/ledger/pipeline/Request;)V

    invoke-interface {v5, v1}, Lcom/kestrel/ledger/pipeline/Interceptor;->intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method public request()Lcom/kestrel/ledger/pipeline/Request;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->request:Lcom/kestrel/ledger/pipeline/Request;

    return-object v0
.end method
