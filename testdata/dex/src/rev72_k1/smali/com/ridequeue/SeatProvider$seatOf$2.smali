.class final Lcom/ridequeue/SeatProvider$seatOf$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SeatProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/ridequeue/SeatProvider;
.field final synthetic $booking:Ljava/lang/String;

.method constructor <init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/ridequeue/SeatProvider$seatOf$2;->this$0:Lcom/ridequeue/SeatProvider;
    iput-object v3, v1, Lcom/ridequeue/SeatProvider$seatOf$2;->$booking:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    iget-object v0, v6, Lcom/ridequeue/SeatProvider$seatOf$2;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ProducerScope;
    move-object v4, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 128
    move-object v5, v0
    iget v0, v6, Lcom/ridequeue/SeatProvider$seatOf$2;->label:I
    packed-switch v0, :sw_16
    goto :L112
    :L40
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 129
    iget-object v0, v6, Lcom/ridequeue/SeatProvider$seatOf$2;->this$0:Lcom/ridequeue/SeatProvider;
    invoke-static {v0}, Lcom/ridequeue/SeatProvider;->access$getApi$p(Lcom/ridequeue/SeatProvider;)Lcom/ridequeue/SeatApi;
    move-result-object v0
    iget-object v1, v6, Lcom/ridequeue/SeatProvider$seatOf$2;->$booking:Ljava/lang/String;
    new-instance v2, Lcom/ridequeue/SeatProvider$seatOf$2$1;
    invoke-direct {v2, v4}, Lcom/ridequeue/SeatProvider$seatOf$2$1;-><init>(Lkotlinx/coroutines/channels/ProducerScope;)V
    invoke-virtual {v0, v1, v2}, Lcom/ridequeue/SeatApi;->fetch(Ljava/lang/String;Lcom/ridequeue/SeatCallback;)V
    .line 133
    sget-object v1, Lcom/ridequeue/SeatProvider$seatOf$2$$ExternalSyntheticLambda0;->INSTANCE:Lcom/ridequeue/SeatProvider$seatOf$2$$ExternalSyntheticLambda0;
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v6, Lcom/ridequeue/SeatProvider$seatOf$2;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v6, Lcom/ridequeue/SeatProvider$seatOf$2;->label:I
    invoke-static {v4, v1, v6}, Lkotlinx/coroutines/channels/ProduceKt;->awaitClose(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/jvm/functions/Function0;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L107
    .line 128
    return-object v5
    :L102
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L107
    .line 134
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L112
    .line 128
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L40
        :L102
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/ridequeue/SeatProvider$seatOf$2;
    iget-object v1, v4, Lcom/ridequeue/SeatProvider$seatOf$2;->this$0:Lcom/ridequeue/SeatProvider;
    iget-object v2, v4, Lcom/ridequeue/SeatProvider$seatOf$2;->$booking:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v6}, Lcom/ridequeue/SeatProvider$seatOf$2;-><init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/ridequeue/SeatProvider$seatOf$2;->L$0:Ljava/lang/Object;
    return-object v3
.end method

.method public final invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/ridequeue/SeatProvider$seatOf$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/SeatProvider$seatOf$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/ridequeue/SeatProvider$seatOf$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final invokeSuspend$lambda$0()Lkotlin/Unit;
    .registers 1
    .line 133
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/channels/ProducerScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/ridequeue/SeatProvider$seatOf$2;->invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

