.class public final Lcom/brightmoor/pantry/DurableReplayStore;
.super Ljava/lang/Object;
.source "Repositories.kt"

# interfaces
.implements Lcom/brightmoor/pantry/ReplayStore;


# instance fields
.field private final cache:Lcom/brightmoor/pantry/MemoryCache;

.field private final dao:Lcom/brightmoor/pantry/PantryDao;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>(Lcom/brightmoor/pantry/PantryDao;Lcom/brightmoor/pantry/MemoryCache;)V
    .registers 4

    const-string v0, "dao"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "cache"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/DurableReplayStore;->dao:Lcom/brightmoor/pantry/PantryDao;

    iput-object p2, p0, Lcom/brightmoor/pantry/DurableReplayStore;->cache:Lcom/brightmoor/pantry/MemoryCache;

    .line 68
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/brightmoor/pantry/DurableReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    .line 67
    return-void
.end method


# virtual methods
.method public prior(Ljava/lang/String;)Lcom/brightmoor/pantry/ReplayEntity;
    .registers 7

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    iget-object v0, p0, Lcom/brightmoor/pantry/DurableReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/ReplayEntity;

    if-nez v0, :cond_1

    iget-object v0, p0, Lcom/brightmoor/pantry/DurableReplayStore;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1}, Lcom/brightmoor/pantry/PantryDao;->replay(Ljava/lang/String;)Lcom/brightmoor/pantry/ReplayEntity;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    move-object v3, v2

    .line 115
    const/4 v4, 0x0

    .line 70
    iget-object v0, p0, Lcom/brightmoor/pantry/DurableReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, p1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-object v0, v2

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :cond_1
    :goto_0
    return-object v0
.end method

.method public record(Ljava/lang/String;Lcom/brightmoor/pantry/ReplayEntity;)V
    .registers 5

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "entity"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    iget-object v0, p0, Lcom/brightmoor/pantry/DurableReplayStore;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1, p2}, Lcom/brightmoor/pantry/PantryDao;->saveReplay(Ljava/lang/String;Lcom/brightmoor/pantry/ReplayEntity;)V

    .line 74
    iget-object v0, p0, Lcom/brightmoor/pantry/DurableReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 75
    return-void
.end method
