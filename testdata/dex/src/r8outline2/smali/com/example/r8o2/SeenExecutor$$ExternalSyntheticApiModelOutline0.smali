# R8's API model outline of ConcurrentHashMap.newKeySet (API 24), named
# after SeenExecutor and called by both executors.
.class public final synthetic Lcom/example/r8o2/SeenExecutor$$ExternalSyntheticApiModelOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static bridge synthetic m()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    .registers 1
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    move-result-object v0
    return-object v0
.end method
