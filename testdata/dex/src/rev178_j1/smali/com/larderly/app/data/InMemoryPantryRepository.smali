.class public final Lcom/larderly/app/data/InMemoryPantryRepository;
.super Ljava/lang/Object;
.source "InMemoryPantryRepository.java"

# interfaces
.implements Lcom/larderly/app/data/PantryRepository;


# instance fields
.field private final items:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/larderly/app/domain/PantryItem;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public declared-synchronized find(Ljava/lang/String;)Lcom/larderly/app/domain/PantryItem;
    .registers 3

    monitor-enter p0

    .line 26
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/PantryItem;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized findAll(Ljava/lang/String;)Ljava/util/List;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/PantryItem;",
            ">;"
        }
    .end annotation

    monitor-enter p0

    .line 15
    :try_start_0
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    move-object v2, v0

    .line 16
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/PantryItem;

    move-object v4, v0

    .line 17
    if-eqz p1, :cond_0

    iget-object v1, v4, Lcom/larderly/app/domain/PantryItem;->category:Ljava/lang/String;

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 18
    :cond_0
    invoke-interface {v2, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 20
    :cond_1
    goto :goto_0

    .line 21
    :cond_2
    move-object v0, v2

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized insert(Lcom/larderly/app/domain/PantryItem;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation

    monitor-enter p0

    .line 31
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    iget-object v1, p1, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 32
    new-instance v0, Lcom/larderly/app/data/RepositoryException;

    const-string v2, "duplicate item"

    const/4 v3, 0x0

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/data/RepositoryException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 34
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    iget-object v1, p1, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 35
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized remove(Ljava/lang/String;)Z
    .registers 3

    monitor-enter p0

    .line 47
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized updateQuantity(Ljava/lang/String;I)V
    .registers 6

    monitor-enter p0

    .line 39
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/PantryItem;

    move-object v2, v0

    .line 40
    if-eqz v2, :cond_0

    .line 41
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPantryRepository;->items:Ljava/util/Map;

    invoke-virtual {v2, p2}, Lcom/larderly/app/domain/PantryItem;->withQuantity(I)Lcom/larderly/app/domain/PantryItem;

    move-result-object v1

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 43
    :cond_0
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
