.class public final Lcom/laserlog/core/Chain;
.super Ljava/lang/Object;
.source "Chain.java"


# instance fields
.field private final end:Lcom/laserlog/core/Terminal;

.field private final index:I

.field private final interceptors:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/laserlog/core/Interceptor;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljava/util/List;ILcom/laserlog/core/Terminal;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/laserlog/core/Interceptor;",
            ">;I",
            "Lcom/laserlog/core/Terminal;",
            ")V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/laserlog/core/Chain;->interceptors:Ljava/util/List;

    .line 14
    iput p2, p0, Lcom/laserlog/core/Chain;->index:I

    .line 15
    iput-object p3, p0, Lcom/laserlog/core/Chain;->end:Lcom/laserlog/core/Terminal;

    .line 16
    return-void
.end method


# virtual methods
.method public proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 19
    iget v0, p0, Lcom/laserlog/core/Chain;->index:I

    iget-object v1, p0, Lcom/laserlog/core/Chain;->interceptors:Ljava/util/List;

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    if-ge v0, v1, :cond_26

    .line 20
    iget-object v0, p0, Lcom/laserlog/core/Chain;->interceptors:Ljava/util/List;

    iget v1, p0, Lcom/laserlog/core/Chain;->index:I

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/laserlog/core/Interceptor;

    new-instance v1, Lcom/laserlog/core/Chain;

    iget-object v2, p0, Lcom/laserlog/core/Chain;->interceptors:Ljava/util/List;

    iget v3, p0, Lcom/laserlog/core/Chain;->index:I

    add-int/lit8 v3, v3, 0x1

    iget-object v4, p0, Lcom/laserlog/core/Chain;->end:Lcom/laserlog/core/Terminal;

    invoke-direct {v1, v2, v3, v4}, Lcom/laserlog/core/Chain;-><init>(Ljava/util/List;ILcom/laserlog/core/Terminal;)V

    invoke-interface {v0, p1, v1}, Lcom/laserlog/core/Interceptor;->intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 22
    :cond_26
    iget-object v0, p0, Lcom/laserlog/core/Chain;->end:Lcom/laserlog/core/Terminal;

    invoke-interface {v0, p1}, Lcom/laserlog/core/Terminal;->handle(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
