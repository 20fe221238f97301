.class public final Lcom/brewday/HydrometerKt;
.super Ljava/lang/Object;
.source "Hydrometer.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nHydrometer.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Hydrometer.kt\ncom/brewday/HydrometerKt\n+ 2 Cancellable.kt\nkotlinx/coroutines/CancellableContinuationKt\n*L\n1#1,46:1\n16#2,6:47\n*S KotlinDebug\n*F\n+ 1 Hydrometer.kt\ncom/brewday/HydrometerKt\n*L\n39#1:47,6\n*E\n"
.end annotation


.method public static final readings(Lcom/brewday/Hydrometer;)Lkotlinx/coroutines/flow/Flow;
    .registers 4
    const-string v1, "<this>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    new-instance v0, Lcom/brewday/HydrometerKt$readings$1;
    const/4 v2, 0x0
    invoke-direct {v0, v3, v2}, Lcom/brewday/HydrometerKt$readings$1;-><init>(Lcom/brewday/Hydrometer;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->callbackFlow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 37
    return-object v0
.end method

.method public static final fetchOnce(Lcom/brewday/Hydrometer;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 39
    const/4 v0, 0x0
    move v4, v0
    .line 47
    move-object v5, v11
    const/4 v0, 0x0
    move v6, v0
    .line 48
    new-instance v0, Lkotlinx/coroutines/CancellableContinuationImpl;
    invoke-static {v5}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v2
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    move-object v7, v0
    .line 49
    invoke-virtual {v7}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 50
    check-cast v7, Lkotlinx/coroutines/CancellableContinuation;
    move-object v8, v7
    const/4 v0, 0x0
    move v9, v0
    .line 40
    new-instance v1, Lcom/brewday/HydrometerKt$fetchOnce$2$1;
    invoke-direct {v1, v8}, Lcom/brewday/HydrometerKt$fetchOnce$2$1;-><init>(Lkotlinx/coroutines/CancellableContinuation;)V
    check-cast v1, Lcom/brewday/Hydrometer$Callback;
    invoke-interface {v10, v1}, Lcom/brewday/Hydrometer;->fetch(Lcom/brewday/Hydrometer$Callback;)V
    .line 45
    nop
    .line 50
    nop
    .line 51
    invoke-virtual {v7}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v0
    .line 47
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    if-ne v0, v2, :L72
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
    :L72
    .line 52
    nop
    .line 45
    return-object v0
.end method

