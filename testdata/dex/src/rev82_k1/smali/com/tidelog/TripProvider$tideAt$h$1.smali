.class final Lcom/tidelog/TripProvider$tideAt$h$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "TripProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $station:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/tidelog/TripProvider$tideAt$h$1;->$station:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 90
    move-object v4, v0
    iget v0, v5, Lcom/tidelog/TripProvider$tideAt$h$1;->label:I
    packed-switch v0, :sw_8
    goto :L93
    :L32
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 90
    new-instance v0, Lcom/tidelog/TripProvider$tideAt$h$1$1;
    iget-object v2, v5, Lcom/tidelog/TripProvider$tideAt$h$1;->$station:Ljava/lang/String;
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/tidelog/TripProvider$tideAt$h$1$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    new-instance v1, Lcom/tidelog/TripProvider$tideAt$h$1$2;
    const/4 v3, 0x0
    invoke-direct {v1, v3}, Lcom/tidelog/TripProvider$tideAt$h$1$2;-><init>(Lkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->map(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    const/4 v3, 0x1
    iput v3, v5, Lcom/tidelog/TripProvider$tideAt$h$1;->label:I
    invoke-static {v0, v5}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v4, :L92
    .line 90
    return-object v4
    :L87
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
    :L92
    .line 90
    return-object v0
    :L93
    .line 90
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L87
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/tidelog/TripProvider$tideAt$h$1;
    iget-object v1, v2, Lcom/tidelog/TripProvider$tideAt$h$1;->$station:Ljava/lang/String;
    invoke-direct {v0, v1, v4}, Lcom/tidelog/TripProvider$tideAt$h$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/tidelog/TripProvider$tideAt$h$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tidelog/TripProvider$tideAt$h$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tidelog/TripProvider$tideAt$h$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/tidelog/TripProvider$tideAt$h$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

