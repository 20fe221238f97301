.class public final Lcom/relaykit/home/core/ServiceContainer;
.super Ljava/lang/Object;
.source "ServiceContainer.java"


# instance fields
.field private final bindings:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/Class<",
            "*>;",
            "Ljava/util/function/Supplier<",
            "*>;>;"
        }
    .end annotation
.end field

.field private final parent:Lcom/relaykit/home/core/ServiceContainer;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 17
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/relaykit/home/core/ServiceContainer;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    .line 18
    return-void
.end method

.method private constructor <init>(Lcom/relaykit/home/core/ServiceContainer;)V
    .registers 3

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/core/ServiceContainer;->bindings:Ljava/util/Map;

    .line 21
    iput-object p1, p0, Lcom/relaykit/home/core/ServiceContainer;->parent:Lcom/relaykit/home/core/ServiceContainer;

    .line 22
    return-void
.end method


# virtual methods
.method public declared-synchronized bind(Ljava/lang/Class;Ljava/util/function/Supplier;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/Class<",
            "TT;>;",
            "Ljava/util/function/Supplier<",
            "+TT;>;)V"
        }
    .end annotation

    monitor-enter p0

    .line 29
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/core/ServiceContainer;->bindings:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 30
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public child()Lcom/relaykit/home/core/ServiceContainer;
    .registers 2

    .line 25
    new-instance v0, Lcom/relaykit/home/core/ServiceContainer;

    invoke-direct {v0, p0}, Lcom/relaykit/home/core/ServiceContainer;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    return-object v0
.end method

.method public get(Ljava/lang/Class;)Ljava/lang/Object;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/Class<",
            "TT;>;)TT;"
        }
    .end annotation

    .line 49
    move-object v6, p0

    monitor-enter v6

    .line 50
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/core/ServiceContainer;->bindings:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/function/Supplier;

    move-object v5, v0

    .line 51
    monitor-exit v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v7

    :try_start_1
    monitor-exit v6
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v7

    .line 52
    :goto_0
    if-eqz v5, :cond_0

    .line 53
    invoke-interface {v5}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0

    .line 55
    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/core/ServiceContainer;->parent:Lcom/relaykit/home/core/ServiceContainer;

    if-nez v0, :cond_1

    .line 56
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {p1}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "nothing bound for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 58
    :cond_1
    iget-object v0, p0, Lcom/relaykit/home/core/ServiceContainer;->parent:Lcom/relaykit/home/core/ServiceContainer;

    invoke-virtual {v0, p1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/Class<",
            "TT;>;",
            "Ljava/util/function/Supplier<",
            "+TT;>;)V"
        }
    .end annotation

    .line 34
    new-instance v0, Lcom/relaykit/home/core/ServiceContainer$1;

    invoke-direct {v0, p0, p2}, Lcom/relaykit/home/core/ServiceContainer$1;-><init>(Lcom/relaykit/home/core/ServiceContainer;Ljava/util/function/Supplier;)V

    invoke-virtual {p0, p1, v0}, Lcom/relaykit/home/core/ServiceContainer;->bind(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 45
    return-void
.end method
