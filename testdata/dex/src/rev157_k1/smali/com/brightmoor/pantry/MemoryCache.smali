.class public final Lcom/brightmoor/pantry/MemoryCache;
.super Ljava/lang/Object;
.source "Repositories.kt"


# instance fields
.field private final lists:Ljava/util/concurrent/ConcurrentHashMap;

.field private final version:Lkotlinx/coroutines/flow/MutableStateFlow;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/brightmoor/pantry/MemoryCache;->lists:Ljava/util/concurrent/ConcurrentHashMap;

    .line 18
    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    iput-object v0, p0, Lcom/brightmoor/pantry/MemoryCache;->version:Lkotlinx/coroutines/flow/MutableStateFlow;

    .line 16
    return-void
.end method


# virtual methods
.method public final getLists()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/brightmoor/pantry/MemoryCache;->lists:Ljava/util/concurrent/ConcurrentHashMap;

    return-object v0
.end method

.method public final getVersion()Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/brightmoor/pantry/MemoryCache;->version:Lkotlinx/coroutines/flow/MutableStateFlow;

    return-object v0
.end method
