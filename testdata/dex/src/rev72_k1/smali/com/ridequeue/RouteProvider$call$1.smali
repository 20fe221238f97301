.class final Lcom/ridequeue/RouteProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RouteProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/ridequeue/RouteProvider;
.field final synthetic $ctx:Landroid/content/Context;
.field final synthetic $uid:I
.field final synthetic $req:Landroid/os/Bundle;
.field final synthetic $args:Lorg/json/JSONObject;

.method constructor <init>(Lcom/ridequeue/RouteProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 8
    iput-object v2, v1, Lcom/ridequeue/RouteProvider$call$1;->this$0:Lcom/ridequeue/RouteProvider;
    iput-object v3, v1, Lcom/ridequeue/RouteProvider$call$1;->$ctx:Landroid/content/Context;
    iput v4, v1, Lcom/ridequeue/RouteProvider$call$1;->$uid:I
    iput-object v5, v1, Lcom/ridequeue/RouteProvider$call$1;->$req:Landroid/os/Bundle;
    iput-object v6, v1, Lcom/ridequeue/RouteProvider$call$1;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v7}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 57
    move-object v7, v0
    iget v0, v8, Lcom/ridequeue/RouteProvider$call$1;->label:I
    packed-switch v0, :sw_8
    goto :L81
    :L32
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 57
    iget-object v0, v8, Lcom/ridequeue/RouteProvider$call$1;->this$0:Lcom/ridequeue/RouteProvider;
    iget-object v1, v8, Lcom/ridequeue/RouteProvider$call$1;->$ctx:Landroid/content/Context;
    iget v2, v8, Lcom/ridequeue/RouteProvider$call$1;->$uid:I
    iget-object v3, v8, Lcom/ridequeue/RouteProvider$call$1;->$req:Landroid/os/Bundle;
    iget-object v4, v8, Lcom/ridequeue/RouteProvider$call$1;->$args:Lorg/json/JSONObject;
    const/4 v6, 0x1
    iput v6, v8, Lcom/ridequeue/RouteProvider$call$1;->label:I
    move-object v5, v8
    invoke-static/range {v0 .. v5}, Lcom/ridequeue/RouteProvider;->access$execute(Lcom/ridequeue/RouteProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L80
    .line 57
    return-object v7
    :L75
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L80
    .line 57
    return-object v0
    :L81
    .line 57
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L75
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11
    new-instance v0, Lcom/ridequeue/RouteProvider$call$1;
    iget-object v2, v8, Lcom/ridequeue/RouteProvider$call$1;->this$0:Lcom/ridequeue/RouteProvider;
    iget-object v3, v8, Lcom/ridequeue/RouteProvider$call$1;->$ctx:Landroid/content/Context;
    iget v4, v8, Lcom/ridequeue/RouteProvider$call$1;->$uid:I
    iget-object v5, v8, Lcom/ridequeue/RouteProvider$call$1;->$req:Landroid/os/Bundle;
    iget-object v6, v8, Lcom/ridequeue/RouteProvider$call$1;->$args:Lorg/json/JSONObject;
    move-object v1, v0
    move-object v7, v10
    invoke-direct/range {v1 .. v7}, Lcom/ridequeue/RouteProvider$call$1;-><init>(Lcom/ridequeue/RouteProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/ridequeue/RouteProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/RouteProvider$call$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/ridequeue/RouteProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/ridequeue/RouteProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

