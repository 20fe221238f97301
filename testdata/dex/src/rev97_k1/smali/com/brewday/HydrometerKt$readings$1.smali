.class final Lcom/brewday/HydrometerKt$readings$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Hydrometer.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  L$1:Ljava/lang/Object;
.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic $this_readings:Lcom/brewday/Hydrometer;

.method constructor <init>(Lcom/brewday/Hydrometer;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/brewday/HydrometerKt$readings$1;->$this_readings:Lcom/brewday/Hydrometer;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    iget-object v0, v8, Lcom/brewday/HydrometerKt$readings$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ProducerScope;
    move-object v5, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 25
    move-object v7, v0
    iget v0, v8, Lcom/brewday/HydrometerKt$readings$1;->label:I
    packed-switch v0, :sw_17
    goto :L132
    :L40
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 26
    new-instance v0, Lcom/brewday/HydrometerKt$readings$1$l$1;
    invoke-direct {v0, v5}, Lcom/brewday/HydrometerKt$readings$1$l$1;-><init>(Lkotlinx/coroutines/channels/ProducerScope;)V
    move-object v6, v0
    .line 35
    iget-object v0, v8, Lcom/brewday/HydrometerKt$readings$1;->$this_readings:Lcom/brewday/Hydrometer;
    check-cast v6, Lcom/brewday/Hydrometer$Listener;
    invoke-interface {v0, v6}, Lcom/brewday/Hydrometer;->addListener(Lcom/brewday/Hydrometer$Listener;)V
    .line 36
    iget-object v1, v8, Lcom/brewday/HydrometerKt$readings$1;->$this_readings:Lcom/brewday/Hydrometer;
    new-instance v4, Lcom/brewday/HydrometerKt$readings$1$$ExternalSyntheticLambda0;
    invoke-direct {v4, v1, v6}, Lcom/brewday/HydrometerKt$readings$1$$ExternalSyntheticLambda0;-><init>(Lcom/brewday/Hydrometer;Lcom/brewday/HydrometerKt$readings$1$l$1;)V
    move-object v1, v4
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v8, Lcom/brewday/HydrometerKt$readings$1;->L$0:Ljava/lang/Object;
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v8, Lcom/brewday/HydrometerKt$readings$1;->L$1:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v8, Lcom/brewday/HydrometerKt$readings$1;->label:I
    invoke-static {v5, v1, v8}, Lkotlinx/coroutines/channels/ProduceKt;->awaitClose(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/jvm/functions/Function0;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L127
    .line 25
    return-object v7
    :L114
    iget-object v0, v8, Lcom/brewday/HydrometerKt$readings$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/brewday/HydrometerKt$readings$1$l$1;
    move-object v6, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L127
    .line 37
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L132
    .line 25
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L40
        :L114
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/brewday/HydrometerKt$readings$1;
    iget-object v1, v3, Lcom/brewday/HydrometerKt$readings$1;->$this_readings:Lcom/brewday/Hydrometer;
    invoke-direct {v0, v1, v5}, Lcom/brewday/HydrometerKt$readings$1;-><init>(Lcom/brewday/Hydrometer;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/brewday/HydrometerKt$readings$1;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/HydrometerKt$readings$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/HydrometerKt$readings$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/HydrometerKt$readings$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final invokeSuspend$lambda$0(Lcom/brewday/Hydrometer;Lcom/brewday/HydrometerKt$readings$1$l$1;)Lkotlin/Unit;
    .registers 3
    .line 36
    check-cast v2, Lcom/brewday/Hydrometer$Listener;
    invoke-interface {v1, v2}, Lcom/brewday/Hydrometer;->removeListener(Lcom/brewday/Hydrometer$Listener;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/channels/ProducerScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/HydrometerKt$readings$1;->invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

