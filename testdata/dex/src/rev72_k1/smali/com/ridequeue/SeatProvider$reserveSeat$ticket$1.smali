.class final Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SeatProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/ridequeue/SeatProvider;
.field final synthetic $route:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->this$0:Lcom/ridequeue/SeatProvider;
    iput-object v3, v1, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->$route:Ljava/lang/String;
    iput v4, v1, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 13
    iget-object v0, v11, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 97
    move-object v10, v0
    iget v0, v11, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->label:I
    packed-switch v0, :sw_16
    goto :L115
    :L40
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 97
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    const/4 v2, 0x0
    new-instance v3, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1$1;
    iget-object v5, v11, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->this$0:Lcom/ridequeue/SeatProvider;
    iget-object v6, v11, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->$route:Ljava/lang/String;
    iget v7, v11, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->$uid:I
    const/4 v8, 0x0
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1$1;-><init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v9
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v11, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v11, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->label:I
    invoke-interface {v0, v11}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L114
    .line 97
    return-object v10
    :L109
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v12
    :L114
    .line 97
    return-object v0
    :L115
    .line 97
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L40
        :L109
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8
    new-instance v0, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;
    iget-object v1, v5, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->this$0:Lcom/ridequeue/SeatProvider;
    iget-object v2, v5, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->$route:Ljava/lang/String;
    iget v3, v5, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v7}, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;-><init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    move-object v4, v0
    iput-object v6, v4, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->L$0:Ljava/lang/Object;
    return-object v4
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

