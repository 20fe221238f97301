.class final Lcom/gymslot/BookingProvider$bookSession$reply$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BookingProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $args:Lorg/json/JSONObject;
.field final synthetic $uid:I

.method constructor <init>(Lorg/json/JSONObject;ILkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/gymslot/BookingProvider$bookSession$reply$1;->$args:Lorg/json/JSONObject;
    iput v3, v1, Lcom/gymslot/BookingProvider$bookSession$reply$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 54
    move-object v6, v0
    iget v0, v7, Lcom/gymslot/BookingProvider$bookSession$reply$1;->label:I
    packed-switch v0, :sw_8
    goto :L95
    :L32
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 54
    sget-object v0, Lcom/gymslot/Backend;->INSTANCE:Lcom/gymslot/Backend;
    invoke-virtual {v0}, Lcom/gymslot/Backend;->getApi()Lcom/gymslot/GymApi;
    move-result-object v0
    new-instance v1, Lcom/gymslot/BookBody;
    iget-object v3, v7, Lcom/gymslot/BookingProvider$bookSession$reply$1;->$args:Lorg/json/JSONObject;
    const-string v4, "slot"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iget v4, v7, Lcom/gymslot/BookingProvider$bookSession$reply$1;->$uid:I
    invoke-direct {v1, v3, v4}, Lcom/gymslot/BookBody;-><init>(Ljava/lang/String;I)V
    const/4 v4, 0x1
    iput v4, v7, Lcom/gymslot/BookingProvider$bookSession$reply$1;->label:I
    invoke-interface {v0, v1, v7}, Lcom/gymslot/GymApi;->book(Lcom/gymslot/BookBody;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L94
    .line 54
    return-object v6
    :L89
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L94
    .line 54
    return-object v0
    :L95
    .line 54
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L89
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/gymslot/BookingProvider$bookSession$reply$1;
    iget-object v1, v3, Lcom/gymslot/BookingProvider$bookSession$reply$1;->$args:Lorg/json/JSONObject;
    iget v2, v3, Lcom/gymslot/BookingProvider$bookSession$reply$1;->$uid:I
    invoke-direct {v0, v1, v2, v5}, Lcom/gymslot/BookingProvider$bookSession$reply$1;-><init>(Lorg/json/JSONObject;ILkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/gymslot/BookingProvider$bookSession$reply$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/gymslot/BookingProvider$bookSession$reply$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/gymslot/BookingProvider$bookSession$reply$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/gymslot/BookingProvider$bookSession$reply$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

