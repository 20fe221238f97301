.class public final Lcom/chorechart/LedgerProviderKt;
.super Ljava/lang/Object;
.source "LedgerProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLedgerProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LedgerProvider.kt\ncom/chorechart/LedgerProviderKt\n+ 2 Cancellable.kt\nkotlinx/coroutines/CancellableContinuationKt\n*L\n1#1,162:1\n16#2,6:163\n*S KotlinDebug\n*F\n+ 1 LedgerProvider.kt\ncom/chorechart/LedgerProviderKt\n*L\n30#1:163,6\n*E\n"
.end annotation


.method public static final awaitRate(Lcom/chorechart/RateFeed;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 30
    const/4 v0, 0x0
    move v4, v0
    .line 163
    move-object v5, v11
    const/4 v0, 0x0
    move v6, v0
    .line 164
    new-instance v0, Lkotlinx/coroutines/CancellableContinuationImpl;
    invoke-static {v5}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v2
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    move-object v7, v0
    .line 165
    invoke-virtual {v7}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 166
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    .line 31
    new-instance v1, Lcom/chorechart/LedgerProviderKt$awaitRate$2$1;
    invoke-direct {v1, v8}, Lcom/chorechart/LedgerProviderKt$awaitRate$2$1;-><init>(Lkotlinx/coroutines/CancellableContinuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function1;
    invoke-interface {v10, v1}, Lcom/chorechart/RateFeed;->fetch(Lkotlin/jvm/functions/Function1;)V
    .line 32
    nop
    .line 166
    nop
    .line 167
    invoke-virtual {v7}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v0
    .line 163
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    if-ne v0, v2, :L72
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
    :L72
    .line 168
    nop
    .line 32
    return-object v0
.end method

