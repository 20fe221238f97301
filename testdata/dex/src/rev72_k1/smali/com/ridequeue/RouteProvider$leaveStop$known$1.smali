.class final Lcom/ridequeue/RouteProvider$leaveStop$known$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RouteProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/ridequeue/RouteProvider;
.field final synthetic $stop:Ljava/lang/String;

.method constructor <init>(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->this$0:Lcom/ridequeue/RouteProvider;
    iput-object v3, v1, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->$stop:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 106
    iget v0, v3, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->label:I
    packed-switch v0, :sw_8
    goto :L57
    :L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 106
    iget-object v0, v3, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->this$0:Lcom/ridequeue/RouteProvider;
    const-string v1, "SELECT id FROM stops WHERE id = ?"
    iget-object v2, v3, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->$stop:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/ridequeue/RouteProvider;->access$count(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    if-lez v0, :L52
    const/4 v0, 0x1
    goto :L53
    :L52
    const/4 v0, 0x0
    :L53
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
    :L57
    .line 106
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
    .registers 6
    new-instance v0, Lcom/ridequeue/RouteProvider$leaveStop$known$1;
    iget-object v1, v3, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->this$0:Lcom/ridequeue/RouteProvider;
    iget-object v2, v3, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->$stop:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/ridequeue/RouteProvider$leaveStop$known$1;-><init>(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/RouteProvider$leaveStop$known$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/ridequeue/RouteProvider$leaveStop$known$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

