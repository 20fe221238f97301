.class final Lcom/gymslot/SlotProvider$holdSlot$reply$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SlotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $args:Lorg/json/JSONObject;

.method constructor <init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 62
    move-object v6, v0
    iget v0, v7, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->label:I
    packed-switch v0, :sw_8
    goto :L94
    :L32
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 62
    sget-object v0, Lcom/gymslot/Backend;->INSTANCE:Lcom/gymslot/Backend;
    invoke-virtual {v0}, Lcom/gymslot/Backend;->getApi()Lcom/gymslot/GymApi;
    move-result-object v0
    new-instance v1, Lcom/gymslot/BookBody;
    iget-object v3, v7, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->$args:Lorg/json/JSONObject;
    const-string v4, "slot"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    invoke-direct {v1, v3, v4}, Lcom/gymslot/BookBody;-><init>(Ljava/lang/String;I)V
    const/4 v4, 0x1
    iput v4, v7, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->label:I
    invoke-interface {v0, v1, v7}, Lcom/gymslot/GymApi;->book(Lcom/gymslot/BookBody;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L93
    .line 62
    return-object v6
    :L88
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L93
    .line 62
    return-object v0
    :L94
    .line 62
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L88
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/gymslot/SlotProvider$holdSlot$reply$1;
    iget-object v1, v2, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->$args:Lorg/json/JSONObject;
    invoke-direct {v0, v1, v4}, Lcom/gymslot/SlotProvider$holdSlot$reply$1;-><init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/gymslot/SlotProvider$holdSlot$reply$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/gymslot/SlotProvider$holdSlot$reply$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

