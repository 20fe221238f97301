.class final Lcom/ridequeue/RouteProvider$swapRoute$pi$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RouteProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $ctx:Landroid/content/Context;

.method constructor <init>(Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->$ctx:Landroid/content/Context;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 124
    iget v0, v6, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->label:I
    packed-switch v0, :sw_8
    goto :L57
    :L28
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 125
    iget-object v0, v6, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->$ctx:Landroid/content/Context;
    const/16 v1, 0x8
    new-instance v2, Landroid/content/Intent;
    iget-object v4, v6, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->$ctx:Landroid/content/Context;
    const-class v5, Lcom/ridequeue/SwapRouteActivity;
    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x8000000
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
    :L57
    .line 124
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
    .registers 5
    new-instance v0, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;
    iget-object v1, v2, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->$ctx:Landroid/content/Context;
    invoke-direct {v0, v1, v4}, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;-><init>(Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

