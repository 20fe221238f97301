.class final Lcom/parkrun/RosterProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RosterProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $handler:Lkotlin/jvm/functions/Function2;
.field final synthetic $args:Lorg/json/JSONObject;

.method constructor <init>(Lkotlin/jvm/functions/Function2;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/parkrun/RosterProvider$call$1;->$handler:Lkotlin/jvm/functions/Function2;
    iput-object v3, v1, Lcom/parkrun/RosterProvider$call$1;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 74
    move-object v4, v0
    iget v0, v5, Lcom/parkrun/RosterProvider$call$1;->label:I
    packed-switch v0, :sw_8
    goto :L68
    :L32
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 74
    iget-object v0, v5, Lcom/parkrun/RosterProvider$call$1;->$handler:Lkotlin/jvm/functions/Function2;
    iget-object v1, v5, Lcom/parkrun/RosterProvider$call$1;->$args:Lorg/json/JSONObject;
    const/4 v3, 0x1
    iput v3, v5, Lcom/parkrun/RosterProvider$call$1;->label:I
    invoke-interface {v0, v1, v5}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v4, :L67
    .line 74
    return-object v4
    :L62
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
    :L67
    .line 74
    return-object v0
    :L68
    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L62
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/parkrun/RosterProvider$call$1;
    iget-object v1, v3, Lcom/parkrun/RosterProvider$call$1;->$handler:Lkotlin/jvm/functions/Function2;
    iget-object v2, v3, Lcom/parkrun/RosterProvider$call$1;->$args:Lorg/json/JSONObject;
    invoke-direct {v0, v1, v2, v5}, Lcom/parkrun/RosterProvider$call$1;-><init>(Lkotlin/jvm/functions/Function2;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/parkrun/RosterProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/parkrun/RosterProvider$call$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/parkrun/RosterProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/RosterProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

