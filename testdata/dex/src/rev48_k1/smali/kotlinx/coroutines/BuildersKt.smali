.class public final Lkotlinx/coroutines/BuildersKt;
.super Ljava/lang/Object;
.source "Builders.kt"


.method public static final runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;
    .registers 6
    const-string v1, "context"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Lkotlinx/coroutines/BlockingCoroutine;
    invoke-direct {v0, v4}, Lkotlinx/coroutines/BlockingCoroutine;-><init>(Lkotlin/coroutines/CoroutineContext;)V
    move-object v3, v0
    .line 11
    const/4 v2, 0x2
    invoke-static {v5, v2}, Lkotlin/jvm/internal/TypeIntrinsics;->beforeCheckcastToFunctionOfArity(Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-interface {v1, v3, v3}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v3, v1}, Lkotlinx/coroutines/BlockingCoroutine;->complete(Ljava/lang/Object;)V
    .line 12
    invoke-virtual {v3}, Lkotlinx/coroutines/BlockingCoroutine;->joinBlocking()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 9
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L13
    sget-object v0, Lkotlin/coroutines/EmptyCoroutineContext;->INSTANCE:Lkotlin/coroutines/EmptyCoroutineContext;
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    move-object v2, v0
    :L13
    invoke-static {v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final async(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/Deferred;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "context"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "start"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Lkotlinx/coroutines/DeferredCoroutine;
    invoke-interface {v4}, Lkotlinx/coroutines/CoroutineScope;->getCoroutineContext()Lkotlin/coroutines/CoroutineContext;
    move-result-object v2
    invoke-interface {v2, v5}, Lkotlin/coroutines/CoroutineContext;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v2
    invoke-direct {v0, v2}, Lkotlinx/coroutines/DeferredCoroutine;-><init>(Lkotlin/coroutines/CoroutineContext;)V
    move-object v3, v0
    .line 21
    invoke-virtual {v3, v7}, Lkotlinx/coroutines/DeferredCoroutine;->start(Lkotlin/jvm/functions/Function2;)V
    .line 22
    check-cast v3, Lkotlinx/coroutines/Deferred;
    return-object v3
.end method

.method public static synthetic async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    .registers 8
    .line 15
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L14
    .line 16
    sget-object v0, Lkotlin/coroutines/EmptyCoroutineContext;->INSTANCE:Lkotlin/coroutines/EmptyCoroutineContext;
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    move-object v3, v0
    :L14
    .line 15
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L25
    .line 17
    sget-object v0, Lkotlinx/coroutines/CoroutineStart;->DEFAULT:Lkotlinx/coroutines/CoroutineStart;
    move-object v4, v0
    :L25
    .line 15
    invoke-static {v2, v3, v4, v5}, Lkotlinx/coroutines/BuildersKt;->async(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    return-object v0
.end method

