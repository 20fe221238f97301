.class public final Lapp/larder/home/arch/StateStore;
.super Ljava/lang/Object;
.source "SavedState.kt"


# instance fields
.field private final factory:Lkotlin/jvm/functions/Function1;

.field private final holders:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 3

    const-string v0, "factory"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/arch/StateStore;->factory:Lkotlin/jvm/functions/Function1;

    .line 49
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/larder/home/arch/StateStore;->holders:Ljava/util/concurrent/ConcurrentHashMap;

    .line 48
    return-void
.end method

.method public static synthetic get$default(Lapp/larder/home/arch/StateStore;Ljava/lang/String;Ljava/util/Map;ILjava/lang/Object;)Lapp/larder/home/arch/StateHolder;
    .registers 6

    .line 51
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object p2

    :cond_0
    invoke-virtual {p0, p1, p2}, Lapp/larder/home/arch/StateStore;->get(Ljava/lang/String;Ljava/util/Map;)Lapp/larder/home/arch/StateHolder;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final clear(Ljava/lang/String;)V
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    iget-object v0, p0, Lapp/larder/home/arch/StateStore;->holders:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/home/arch/StateHolder;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Lapp/larder/home/arch/StateHolder;->clear()V

    goto :goto_0

    .line 55
    :cond_0
    :goto_0
    return-void
.end method

.method public final get(Ljava/lang/String;Ljava/util/Map;)Lapp/larder/home/arch/StateHolder;
    .registers 12

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "seed"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    iget-object v3, p0, Lapp/larder/home/arch/StateStore;->holders:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v3, Ljava/util/concurrent/ConcurrentMap;

    move-object v4, p1

    const/4 v5, 0x0

    .line 58
    invoke-interface {v3, v4}, Ljava/util/concurrent/ConcurrentMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-nez v0, :cond_0

    .line 59
    const/4 v6, 0x0

    .line 51
    iget-object v0, p0, Lapp/larder/home/arch/StateStore;->factory:Lkotlin/jvm/functions/Function1;

    new-instance v1, Lapp/larder/home/arch/SavedStateHandle;

    invoke-direct {v1, p2}, Lapp/larder/home/arch/SavedStateHandle;-><init>(Ljava/util/Map;)V

    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lapp/larder/home/arch/StateHolder;

    .line 60
    const/4 v8, 0x0

    .line 59
    invoke-interface {v3, v4, v7}, Ljava/util/concurrent/ConcurrentMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v7

    .line 51
    :cond_0
    const-string v2, "getOrPut(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/home/arch/StateHolder;

    return-object v0
.end method
