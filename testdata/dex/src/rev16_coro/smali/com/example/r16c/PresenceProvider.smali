.class public final Lcom/example/r16c/PresenceProvider;
.super Landroid/content/ContentProvider;
.source "PresenceProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPresenceProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PresenceProvider.kt\ncom/example/r16c/PresenceProvider\n+ 2 CancellableContinuation.kt\nkotlinx/coroutines/CancellableContinuationKt\n*L\n1#1,48:1\n351#2,11:49\n*E\n*S KotlinDebug\n*F\n+ 1 PresenceProvider.kt\ncom/example/r16c/PresenceProvider\n*L\n35#1:49,11\n40#1:49,11\n*E\n"
.end annotation

.field private final io:Ljava/util/concurrent/ExecutorService;

.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newSingleThreadExecutor(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/r16c/PresenceProvider;->io:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public static final synthetic access$pingPeer(Lcom/example/r16c/PresenceProvider;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    .line 14
    invoke-direct {p0, p1, p2}, Lcom/example/r16c/PresenceProvider;->pingPeer(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p0
    return-object p0
.end method

.method public static final synthetic access$whoAmI(Lcom/example/r16c/PresenceProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 2
    .line 14
    invoke-direct {p0, p1}, Lcom/example/r16c/PresenceProvider;->whoAmI(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p0
    return-object p0
.end method

.method private static final whoAmI$lambda$1$lambda$0(Lkotlinx/coroutines/CancellableContinuation;)V
    .registers 7
    .line 36
    check-cast p0, Lkotlin/coroutines/Continuation;
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"uid\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r16c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-interface {p0, v0}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V
    .line 37
    return-void
.end method

.method public static synthetic $r8$lambda$resume(Lkotlinx/coroutines/CancellableContinuation;)V
    .registers 1
    invoke-static {p0}, Lcom/example/r16c/PresenceProvider;->whoAmI$lambda$1$lambda$0(Lkotlinx/coroutines/CancellableContinuation;)V
    return-void
.end method

.method private final whoAmI(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Landroid/os/Bundle;",
            ">;)",
            "Ljava/lang/Object;"
        }
    .end annotation
    # true positive CETP603: the continuation is resumed on the executor thread, which reads the caller
    .line 35
    const/4 v0, 0x0
    .local v0, "$i$f$suspendCancellableCoroutine":I
    .line 49
    new-instance v1, Lkotlinx/coroutines/CancellableContinuationImpl;
    invoke-static {p1}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v2
    const/4 v3, 0x1
    invoke-direct {v1, v2, v3}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    .line 55
    invoke-virtual {v1}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 56
    move-object v2, v1
    check-cast v2, Lkotlinx/coroutines/CancellableContinuation;
    const/4 v3, 0x0
    .local v3, "$i$a$-suspendCancellableCoroutine-PresenceProvider$whoAmI$2":I
    .line 36
    iget-object v3, p0, Lcom/example/r16c/PresenceProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v4, Lcom/example/r16c/PresenceProvider$$ExternalSyntheticLambda0;
    invoke-direct {v4, v2}, Lcom/example/r16c/PresenceProvider$$ExternalSyntheticLambda0;-><init>(Lkotlinx/coroutines/CancellableContinuation;)V
    invoke-interface {v3, v4}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 37
    nop
    .line 57
    invoke-virtual {v1}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v1
    .line 49
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    if-ne v1, v2, :cond_0
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
    .line 35
    :cond_0
    return-object v1
.end method

.method private final pingPeer(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    # near miss CETP603: the block of suspendCancellableCoroutine runs right away on the Binder thread (runBlocking)
    .line 40
    const/4 v0, 0x0
    .local v0, "$i$f$suspendCancellableCoroutine":I
    .line 49
    new-instance v1, Lkotlinx/coroutines/CancellableContinuationImpl;
    invoke-static {p2}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v2
    const/4 v3, 0x1
    invoke-direct {v1, v2, v3}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    .line 55
    invoke-virtual {v1}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 56
    move-object v2, v1
    check-cast v2, Lkotlinx/coroutines/CancellableContinuation;
    const/4 v3, 0x0
    .local v3, "$i$a$-suspendCancellableCoroutine-PresenceProvider$pingPeer$2":I
    .line 41
    check-cast v2, Lkotlin/coroutines/Continuation;
    sget-object v3, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"peer\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    if-ne v4, p1, :cond_1
    const/4 v4, 0x1
    goto :goto_1
    :cond_1
    const/4 v4, 0x0
    :goto_1
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v4, 0x7d
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/example/r16c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    invoke-static {v3}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    invoke-interface {v2, v3}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V
    .line 42
    nop
    .line 57
    invoke-virtual {v1}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v1
    .line 49
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    if-ne v1, v2, :cond_0
    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
    .line 40
    :cond_0
    return-object v1
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r16c/PresenceProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r16c/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r16c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r16c/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r16c/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r16c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r16c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r16c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p3, "whoami"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p3
    const/4 v0, 0x1
    const/4 v1, 0x0
    if-eqz p3, :cond_a
    new-instance p1, Lcom/example/r16c/PresenceProvider$call$1;
    invoke-direct {p1, p0, v1}, Lcom/example/r16c/PresenceProvider$call$1;-><init>(Lcom/example/r16c/PresenceProvider;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/jvm/functions/Function2;
    invoke-static {v1, p1, v0, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    goto :goto_a
    .line 30
    :cond_a
    const-string p3, "ping_peer"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_b
    new-instance p1, Lcom/example/r16c/PresenceProvider$call$2;
    invoke-direct {p1, p0, p2, v1}, Lcom/example/r16c/PresenceProvider$call$2;-><init>(Lcom/example/r16c/PresenceProvider;ILkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/jvm/functions/Function2;
    invoke-static {v1, p1, v0, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    goto :goto_a
    .line 31
    :cond_b
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r16c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 28
    :goto_a
    return-object p1
.end method
