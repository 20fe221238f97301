.class final Lcom/brewday/GaugeProvider$claimGauge$serial$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "GaugeProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/brewday/GaugeProvider;

.method constructor <init>(Lcom/brewday/GaugeProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->this$0:Lcom/brewday/GaugeProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 62
    move-object v3, v0
    iget v0, v4, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->label:I
    packed-switch v0, :sw_8
    goto :L68
    :L32
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 62
    iget-object v0, v4, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->this$0:Lcom/brewday/GaugeProvider;
    invoke-static {v0}, Lcom/brewday/GaugeProvider;->access$getMeter$p(Lcom/brewday/GaugeProvider;)Lcom/brewday/Hydrometer;
    move-result-object v0
    const/4 v2, 0x1
    iput v2, v4, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->label:I
    invoke-static {v0, v4}, Lcom/brewday/HydrometerKt;->fetchOnce(Lcom/brewday/Hydrometer;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v3, :L67
    .line 62
    return-object v3
    :L62
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v5
    :L67
    .line 62
    return-object v0
    :L68
    .line 62
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L62
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/brewday/GaugeProvider$claimGauge$serial$1;
    iget-object v1, v2, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->this$0:Lcom/brewday/GaugeProvider;
    invoke-direct {v0, v1, v4}, Lcom/brewday/GaugeProvider$claimGauge$serial$1;-><init>(Lcom/brewday/GaugeProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/GaugeProvider$claimGauge$serial$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/GaugeProvider$claimGauge$serial$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

