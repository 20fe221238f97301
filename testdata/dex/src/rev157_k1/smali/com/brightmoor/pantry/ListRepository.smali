.class public final Lcom/brightmoor/pantry/ListRepository;
.super Ljava/lang/Object;
.source "Repositories.kt"


# instance fields
.field private final cache:Lcom/brightmoor/pantry/MemoryCache;

.field private final dao:Lcom/brightmoor/pantry/PantryDao;


# direct methods
.method public constructor <init>(Lcom/brightmoor/pantry/PantryDao;Lcom/brightmoor/pantry/MemoryCache;)V
    .registers 4

    const-string v0, "dao"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "cache"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/ListRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    iput-object p2, p0, Lcom/brightmoor/pantry/ListRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    return-void
.end method


# virtual methods
.method public final add(JLjava/lang/String;I)J
    .registers 12

    const-string v1, "name"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1, p2, p3, p4}, Lcom/brightmoor/pantry/PantryDao;->addEntry(JLjava/lang/String;I)J

    move-result-wide v2

    move-wide v4, v2

    .line 115
    const/4 v6, 0x0

    .line 58
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getLists()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->clear()V

    return-wide v2
.end method

.method public final list(J)Lkotlinx/coroutines/flow/Flow;
    .registers 4

    .line 52
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1, p2}, Lcom/brightmoor/pantry/PantryDao;->listFlow(J)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    return-object v0
.end method

.method public final lists(Ljava/lang/String;)Ljava/util/List;
    .registers 6

    .line 44
    move-object v0, p1

    if-nez p1, :cond_0

    const-string v0, "*"

    :cond_0
    move-object v1, v0

    .line 45
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getLists()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/util/List;

    .line 46
    if-eqz v2, :cond_1

    return-object v2

    .line 47
    :cond_1
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1}, Lcom/brightmoor/pantry/PantryDao;->lists(Ljava/lang/String;)Ljava/util/List;

    move-result-object v3

    .line 48
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getLists()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    return-object v3
.end method

.method public final order(J)J
    .registers 5

    .line 56
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1, p2}, Lcom/brightmoor/pantry/PantryDao;->placeOrder(J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final stock()Lkotlinx/coroutines/flow/Flow;
    .registers 2

    .line 54
    iget-object v0, p0, Lcom/brightmoor/pantry/ListRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getLists()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->size()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flowOf(Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    return-object v0
.end method
