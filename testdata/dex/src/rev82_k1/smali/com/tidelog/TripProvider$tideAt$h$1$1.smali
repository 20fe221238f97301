.class final Lcom/tidelog/TripProvider$tideAt$h$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "TripProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic $station:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/tidelog/TripProvider$tideAt$h$1$1;->$station:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    iget-object v0, v6, Lcom/tidelog/TripProvider$tideAt$h$1$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v4, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 90
    move-object v5, v0
    iget v0, v6, Lcom/tidelog/TripProvider$tideAt$h$1$1;->label:I
    packed-switch v0, :sw_16
    goto :L94
    :L40
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 90
    iget-object v1, v6, Lcom/tidelog/TripProvider$tideAt$h$1$1;->$station:Ljava/lang/String;
    invoke-static {v1}, Lcom/tidelog/TideTable;->lookup(Ljava/lang/String;)I
    move-result v1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v6, Lcom/tidelog/TripProvider$tideAt$h$1$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v6, Lcom/tidelog/TripProvider$tideAt$h$1$1;->label:I
    invoke-interface {v4, v1, v6}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L89
    .line 90
    return-object v5
    :L84
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L89
    .line 90
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L94
    .line 90
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L40
        :L84
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/tidelog/TripProvider$tideAt$h$1$1;
    iget-object v1, v3, Lcom/tidelog/TripProvider$tideAt$h$1$1;->$station:Ljava/lang/String;
    invoke-direct {v0, v1, v5}, Lcom/tidelog/TripProvider$tideAt$h$1$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/tidelog/TripProvider$tideAt$h$1$1;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/tidelog/TripProvider$tideAt$h$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tidelog/TripProvider$tideAt$h$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tidelog/TripProvider$tideAt$h$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/flow/FlowCollector;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/tidelog/TripProvider$tideAt$h$1$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

