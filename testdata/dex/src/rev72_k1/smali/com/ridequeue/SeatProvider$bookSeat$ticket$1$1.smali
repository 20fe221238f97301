.class final Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SeatProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/ridequeue/SeatProvider;
.field final synthetic $route:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->this$0:Lcom/ridequeue/SeatProvider;
    iput-object v3, v1, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->$route:Ljava/lang/String;
    iput v4, v1, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 89
    iget v0, v3, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->label:I
    packed-switch v0, :sw_8
    goto :L51
    :L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 89
    iget-object v0, v3, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->this$0:Lcom/ridequeue/SeatProvider;
    invoke-static {v0}, Lcom/ridequeue/SeatProvider;->access$getApi$p(Lcom/ridequeue/SeatProvider;)Lcom/ridequeue/SeatApi;
    move-result-object v0
    iget-object v1, v3, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->$route:Ljava/lang/String;
    iget v2, v3, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->$uid:I
    invoke-virtual {v0, v1, v2}, Lcom/ridequeue/SeatApi;->book(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :L51
    .line 89
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;
    iget-object v1, v4, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->this$0:Lcom/ridequeue/SeatProvider;
    iget-object v2, v4, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->$route:Ljava/lang/String;
    iget v3, v4, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;-><init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

