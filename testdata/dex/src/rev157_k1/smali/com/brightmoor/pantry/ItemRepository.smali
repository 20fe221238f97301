.class public final Lcom/brightmoor/pantry/ItemRepository;
.super Ljava/lang/Object;
.source "Repositories.kt"


# instance fields
.field private final cache:Lcom/brightmoor/pantry/MemoryCache;

.field private final dao:Lcom/brightmoor/pantry/PantryDao;

.field private final revision:Lkotlinx/coroutines/flow/StateFlow;

.field private final scope:Lkotlinx/coroutines/CoroutineScope;


# direct methods
.method public constructor <init>(Lcom/brightmoor/pantry/PantryDao;Lcom/brightmoor/pantry/MemoryCache;)V
    .registers 7

    const-string v0, "dao"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "cache"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/ItemRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    iput-object p2, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    .line 22
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;

    move-result-object v0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    iput-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->scope:Lkotlinx/coroutines/CoroutineScope;

    .line 23
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    iget-object v1, p0, Lcom/brightmoor/pantry/ItemRepository;->scope:Lkotlinx/coroutines/CoroutineScope;

    sget-object v2, Lkotlinx/coroutines/flow/SharingStarted;->Companion:Lkotlinx/coroutines/flow/SharingStarted$Companion;

    invoke-virtual {v2}, Lkotlinx/coroutines/flow/SharingStarted$Companion;->getEagerly()Lkotlinx/coroutines/flow/SharingStarted;

    move-result-object v2

    const/4 v3, 0x0

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/flow/FlowKt;->stateIn(Lkotlinx/coroutines/flow/Flow;Lkotlinx/coroutines/CoroutineScope;Lkotlinx/coroutines/flow/SharingStarted;Ljava/lang/Object;)Lkotlinx/coroutines/flow/StateFlow;

    move-result-object v0

    iput-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->revision:Lkotlinx/coroutines/flow/StateFlow;

    .line 21
    return-void
.end method


# virtual methods
.method public final find(Ljava/lang/String;)Ljava/util/List;
    .registers 4

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1}, Lcom/brightmoor/pantry/PantryDao;->search(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final getRevision()Lkotlinx/coroutines/flow/StateFlow;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->revision:Lkotlinx/coroutines/flow/StateFlow;

    return-object v0
.end method

.method public final item(J)Lkotlinx/coroutines/flow/Flow;
    .registers 4

    .line 34
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1, p2}, Lcom/brightmoor/pantry/PantryDao;->itemFlow(J)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    return-object v0
.end method

.method public final items(Ljava/lang/String;)Ljava/util/List;
    .registers 6

    .line 27
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/brightmoor/pantry/PantryDao;->deleteExpired(J)I

    move-result v3

    .line 28
    if-lez v3, :cond_0

    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    iget-object v1, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v1}, Lcom/brightmoor/pantry/MemoryCache;->getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v1

    invoke-interface {v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    add-int/lit8 v1, v1, 0x1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V

    .line 29
    :cond_0
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1}, Lcom/brightmoor/pantry/PantryDao;->items(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final remove(J)I
    .registers 8

    .line 38
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1, p2}, Lcom/brightmoor/pantry/PantryDao;->removeItem(J)I

    move-result v2

    move v3, v2

    .line 115
    const/4 v4, 0x0

    .line 38
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    iget-object v1, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v1}, Lcom/brightmoor/pantry/MemoryCache;->getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v1

    invoke-interface {v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    add-int/lit8 v1, v1, 0x1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V

    return v2
.end method

.method public final restock(JI)I
    .registers 9

    .line 36
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->dao:Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v0, p1, p2, p3}, Lcom/brightmoor/pantry/PantryDao;->restock(JI)I

    move-result v2

    move v3, v2

    .line 115
    const/4 v4, 0x0

    .line 36
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/MemoryCache;->getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    iget-object v1, p0, Lcom/brightmoor/pantry/ItemRepository;->cache:Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v1}, Lcom/brightmoor/pantry/MemoryCache;->getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v1

    invoke-interface {v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    add-int/lit8 v1, v1, 0x1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V

    return v2
.end method
