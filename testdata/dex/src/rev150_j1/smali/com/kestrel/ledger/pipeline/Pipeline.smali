.class public final Lcom/kestrel/ledger/pipeline/Pipeline;
.super Ljava/lang/Object;
.source "Pipeline.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;,
        Lcom/kestrel/ledger/pipeline/Pipeline$Builder;
    }
.end annotation


# instance fields
.field final interceptors:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/kestrel/ledger/pipeline/Interceptor;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/util/List;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/kestrel/ledger/pipeline/Interceptor;",
            ">;)V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0, p1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Pipeline;->interceptors:Ljava/util/List;

    .line 14
    return-void
.end method

.method public static builder()Lcom/kestrel/ledger/pipeline/Pipeline$Builder;
    .registers 1

    .line 21
    new-instance v0, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    invoke-direct {v0}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public execute(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 17
    new-instance v0, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Pipeline;->interceptors:Ljava/util/List;

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2, p1}, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;-><init>(Ljava/util/List;ILcom/kestrel/ledger/pipeline/Request;)V

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/pipeline/Pipeline$RealChain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method
