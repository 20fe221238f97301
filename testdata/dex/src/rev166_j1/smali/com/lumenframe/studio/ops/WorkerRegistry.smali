.class public final Lcom/lumenframe/studio/ops/WorkerRegistry;
.super Ljava/lang/Object;
.source "WorkerRegistry.java"

# interfaces
.implements Ljava/lang/Iterable;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/lang/Iterable<",
        "Lcom/lumenframe/studio/ops/Worker;",
        ">;"
    }
.end annotation


# instance fields
.field private final workers:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/lumenframe/studio/ops/Worker;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/WorkerRegistry;->workers:Ljava/util/List;

    return-void
.end method

.method public static varargs of([Lcom/lumenframe/studio/ops/Worker;)Lcom/lumenframe/studio/ops/WorkerRegistry;
    .registers 7

    .line 15
    new-instance v1, Lcom/lumenframe/studio/ops/WorkerRegistry;

    invoke-direct {v1}, Lcom/lumenframe/studio/ops/WorkerRegistry;-><init>()V

    .line 16
    move-object v2, p0

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_0

    aget-object v5, v2, v4

    .line 17
    iget-object v0, v1, Lcom/lumenframe/studio/ops/WorkerRegistry;->workers:Ljava/util/List;

    invoke-interface {v0, v5}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 16
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 19
    :cond_0
    return-object v1
.end method


# virtual methods
.method public forTool(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Worker;
    .registers 5

    .line 23
    invoke-virtual {p0}, Lcom/lumenframe/studio/ops/WorkerRegistry;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/Worker;

    move-object v2, v0

    .line 24
    invoke-interface {v2}, Lcom/lumenframe/studio/ops/Worker;->tool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 25
    return-object v2

    .line 27
    :cond_0
    goto :goto_0

    .line 28
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method public iterator()Ljava/util/Iterator;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Iterator<",
            "Lcom/lumenframe/studio/ops/Worker;",
            ">;"
        }
    .end annotation

    .line 33
    iget-object v0, p0, Lcom/lumenframe/studio/ops/WorkerRegistry;->workers:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v0

    return-object v0
.end method
