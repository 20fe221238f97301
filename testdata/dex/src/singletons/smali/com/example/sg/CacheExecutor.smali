# Kotlin sketch (CacheExecutor.kt):
#   class CacheExecutor : CetpMutationExecutor {                               // 5
#       override fun execute(requestId: String, block: () -> Any): Any =
#           DedupCache.records.getOrPut(requestId) { block() }                 // 7
#   }
# true positive CETP618: the records live only in a Kotlin object's map,
# reached through its property getter
.class public final Lcom/example/sg/CacheExecutor;
.super Ljava/lang/Object;
.source "CacheExecutor.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .locals 3
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "block"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    sget-object v0, Lcom/example/sg/DedupCache;->INSTANCE:Lcom/example/sg/DedupCache;
    invoke-virtual {v0}, Lcom/example/sg/DedupCache;->getRecords()Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    check-cast v0, Ljava/util/concurrent/ConcurrentMap;
    invoke-interface {v0, p1}, Ljava/util/concurrent/ConcurrentMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-nez v1, :cond_0
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v0, p1, v1}, Ljava/util/concurrent/ConcurrentMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    if-eqz v2, :cond_0
    move-object v1, v2
    :cond_0
    return-object v1
.end method
