.class public final Lcom/kestrel/ledger/pipeline/Pipeline$Builder;
.super Ljava/lang/Object;
.source "Pipeline.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/pipeline/Pipeline;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
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
.method public constructor <init>()V
    .registers 2

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->interceptors:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;
    .registers 3

    .line 28
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->interceptors:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 29
    return-object p0
.end method

.method public build(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline;
    .registers 5

    .line 34
    new-instance v2, Ljava/util/ArrayList;

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->interceptors:Ljava/util/List;

    invoke-direct {v2, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    .line 35
    invoke-interface {v2, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 36
    new-instance v0, Lcom/kestrel/ledger/pipeline/Pipeline;

    invoke-direct {v0, v2}, Lcom/kestrel/ledger/pipeline/Pipeline;-><init>(Ljava/util/List;)V

    return-object v0
.end method
