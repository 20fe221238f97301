.class public final Lcom/larderly/app/data/InMemoryPlanRepository;
.super Ljava/lang/Object;
.source "InMemoryPlanRepository.java"

# interfaces
.implements Lcom/larderly/app/data/PlanRepository;


# instance fields
.field private final byWeek:Ljava/util/TreeMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/TreeMap<",
            "Ljava/lang/String;",
            "Lcom/larderly/app/domain/MealPlan;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    new-instance v0, Ljava/util/TreeMap;

    invoke-direct {v0}, Ljava/util/TreeMap;-><init>()V

    iput-object v0, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    return-void
.end method


# virtual methods
.method public declared-synchronized deleteWeek(Ljava/lang/String;)I
    .registers 3

    monitor-enter p0

    .line 50
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
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

.method public declared-synchronized findAll()Ljava/util/List;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/MealPlan;",
            ">;"
        }
    .end annotation

    monitor-enter p0

    .line 14
    :try_start_0
    new-instance v0, Ljava/util/ArrayList;

    iget-object v1, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    invoke-virtual {v1}, Ljava/util/TreeMap;->descendingMap()Ljava/util/NavigableMap;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/NavigableMap;->values()Ljava/util/Collection;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object v2, v0

    .line 15
    move-object v0, v2

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized findWeek(Ljava/lang/String;)Lcom/larderly/app/domain/MealPlan;
    .registers 3

    monitor-enter p0

    .line 20
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    invoke-virtual {v0, p1}, Ljava/util/TreeMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/MealPlan;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized insert(Lcom/larderly/app/domain/MealPlan;)V
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation

    monitor-enter p0

    .line 25
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    iget-object v1, p1, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/TreeMap;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 26
    new-instance v0, Lcom/larderly/app/data/RepositoryException;

    iget-object v2, p1, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "week "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " already planned"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const/4 v3, 0x0

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/data/RepositoryException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 28
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    iget-object v1, p1, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 29
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized markShoppingListIssued(Ljava/lang/String;J)V
    .registers 13

    monitor-enter p0

    .line 33
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    invoke-virtual {v0}, Ljava/util/TreeMap;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/MealPlan;

    move-object v7, v0

    .line 34
    iget-object v0, v7, Lcom/larderly/app/domain/MealPlan;->id:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 35
    new-instance v0, Lcom/larderly/app/domain/MealPlan;

    iget-object v2, v7, Lcom/larderly/app/domain/MealPlan;->id:Ljava/lang/String;

    iget-object v3, v7, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    iget-object v4, v7, Lcom/larderly/app/domain/MealPlan;->title:Ljava/lang/String;

    const-string v5, "shopping"

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/larderly/app/domain/MealPlan;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    move-object v8, v0

    .line 36
    iget-object v0, v8, Lcom/larderly/app/domain/MealPlan;->meals:Ljava/util/List;

    iget-object v1, v7, Lcom/larderly/app/domain/MealPlan;->meals:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/List;->addAll(Ljava/util/Collection;)Z

    .line 37
    iget-object v0, p0, Lcom/larderly/app/data/InMemoryPlanRepository;->byWeek:Ljava/util/TreeMap;

    iget-object v1, v7, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    invoke-virtual {v0, v1, v8}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 38
    monitor-exit p0

    return-void

    .line 40
    :cond_0
    goto :goto_0

    .line 41
    :cond_1
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized markSynced(Ljava/lang/String;I)V
    .registers 4

    monitor-enter p0

    .line 46
    monitor-exit p0

    return-void

    move-exception v0

    monitor-exit p0

    throw v0
.end method
