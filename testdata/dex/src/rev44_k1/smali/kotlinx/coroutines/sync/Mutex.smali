.class public interface abstract Lkotlinx/coroutines/sync/Mutex;
.super Ljava/lang/Object;
.source "Mutex.kt"


.method public abstract isLocked()Z
.end method

.method public abstract lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method public static synthetic lock$default(Lkotlinx/coroutines/sync/Mutex;Ljava/lang/Object;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 8
    .line 6
    if-eqz v7, :L15
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v2, "Super calls with default arguments not supported in this target, function: lock"
    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
    :L15
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L23
    const/4 v0, 0x0
    move-object v4, v0
    :L23
    invoke-interface {v3, v4, v5}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public abstract unlock(Ljava/lang/Object;)V
.end method

.method public static synthetic unlock$default(Lkotlinx/coroutines/sync/Mutex;Ljava/lang/Object;ILjava/lang/Object;)V
    .registers 7
    .line 7
    if-eqz v6, :L14
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v2, "Super calls with default arguments not supported in this target, function: unlock"
    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
    :L14
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L22
    const/4 v0, 0x0
    move-object v4, v0
    :L22
    invoke-interface {v3, v4}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    return-void
.end method

