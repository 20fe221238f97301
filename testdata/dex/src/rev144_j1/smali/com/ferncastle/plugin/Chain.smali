.class public final Lcom/ferncastle/plugin/Chain;
.super Ljava/lang/Object;
.source "Chain.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/plugin/Chain$Terminal;
    }
.end annotation


# instance fields
.field private final index:I

.field private final interceptors:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/Interceptor;",
            ">;"
        }
    .end annotation
.end field

.field private final invocation:Lcom/ferncastle/plugin/Invocation;

.field private final terminal:Lcom/ferncastle/plugin/Chain$Terminal;


# direct methods
.method private constructor <init>(Ljava/util/List;ILcom/ferncastle/plugin/Chain$Terminal;Lcom/ferncastle/plugin/Invocation;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/Interceptor;",
            ">;I",
            "Lcom/ferncastle/plugin/Chain$Terminal;",
            "Lcom/ferncastle/plugin/Invocation;",
            ")V"
        }
    .end annotation

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/ferncastle/plugin/Chain;->interceptors:Ljava/util/List;

    .line 24
    iput p2, p0, Lcom/ferncastle/plugin/Chain;->index:I

    .line 25
    iput-object p3, p0, Lcom/ferncastle/plugin/Chain;->terminal:Lcom/ferncastle/plugin/Chain$Terminal;

    .line 26
    iput-object p4, p0, Lcom/ferncastle/plugin/Chain;->invocation:Lcom/ferncastle/plugin/Invocation;

    .line 27
    return-void
.end method

.method public constructor <init>(Ljava/util/List;Lcom/ferncastle/plugin/Chain$Terminal;Lcom/ferncastle/plugin/Invocation;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/Interceptor;",
            ">;",
            "Lcom/ferncastle/plugin/Chain$Terminal;",
            "Lcom/ferncastle/plugin/Invocation;",
            ")V"
        }
    .end annotation

    .line 19
    const/4 v0, 0x0

    invoke-direct {p0, p1, v0, p2, p3}, Lcom/ferncastle/plugin/Chain;-><init>(Ljava/util/List;ILcom/ferncastle/plugin/Chain$Terminal;Lcom/ferncastle/plugin/Invocation;)V

    .line 20
    return-void
.end method


# virtual methods
.method public invocation()Lcom/ferncastle/plugin/Invocation;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/ferncastle/plugin/Chain;->invocation:Lcom/ferncastle/plugin/Invocation;

    return-object v0
.end method

.method public proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
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

    .line 34
    iget v0, p0, Lcom/ferncastle/plugin/Chain;->index:I

    iget-object v1, p0, Lcom/ferncastle/plugin/Chain;->interceptors:Ljava/util/List;

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    if-lt v0, v1, :cond_0

    .line 35
    iget-object v0, p0, Lcom/ferncastle/plugin/Chain;->terminal:Lcom/ferncastle/plugin/Chain$Terminal;

    invoke-interface {v0, p1}, Lcom/ferncastle/plugin/Chain$Terminal;->handle(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 37
    :cond_0
    new-instance v5, Lcom/ferncastle/plugin/Chain;

    iget-object v2, p0, Lcom/ferncastle/plugin/Chain;->interceptors:Ljava/util/List;

    iget v3, p0, Lcom/ferncastle/plugin/Chain;->index:I

    add-int/lit8 v3, v3, 0x1

    iget-object v4, p0, Lcom/ferncastle/plugin/Chain;->terminal:Lcom/ferncastle/plugin/Chain$Terminal;

    invoke-direct {v5, v2, v3, v4, p1}, Lcom/ferncastle/plugin/Chain;-><init>(Ljava/util/List;ILcom/ferncastle/plugin/Chain$Terminal;Lcom/ferncastle/plugin/Invocation;)V

    .line 38
    iget-object v0, p0, Lcom/ferncastle/plugin/Chain;->interceptors:Ljava/util/List;

    iget v1, p0, Lcom/ferncastle/plugin/Chain;->index:I

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/Interceptor;

    invoke-interface {v0, v5}, Lcom/ferncastle/plugin/Interceptor;->intercept(Lcom/ferncastle/plugin/Chain;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method
