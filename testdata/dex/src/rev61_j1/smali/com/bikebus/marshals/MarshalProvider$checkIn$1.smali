.class final Lcom/bikebus/marshals/MarshalProvider$checkIn$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "MarshalProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $ctx:Landroid/content/Context;
.field final synthetic $shiftId:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Landroid/content/Context;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$ctx:Landroid/content/Context;
    iput-object v3, v1, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$shiftId:Ljava/lang/String;
    iput v4, v1, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 94
    move-object v9, v0
    iget v0, v10, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->label:I
    packed-switch v0, :sw_9
    goto :L126
    :L32
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 95
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/bikebus/marshals/MarshalProvider$checkIn$1$at$1;
    iget-object v3, v10, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$ctx:Landroid/content/Context;
    iget-object v4, v10, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$shiftId:Ljava/lang/String;
    iget v5, v10, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$uid:I
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/bikebus/marshals/MarshalProvider$checkIn$1$at$1;-><init>(Landroid/content/Context;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    check-cast v10, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, v10, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->label:I
    invoke-static {v0, v1, v10}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L91
    .line 94
    return-object v9
    :L86
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    :L91
    .line 95
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v7, v0
    .line 96
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"checked_in_at\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/bikebus/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L126
    .line 94
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_9
    .packed-switch 0x0
        :L32
        :L86
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;
    iget-object v1, v4, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$ctx:Landroid/content/Context;
    iget-object v2, v4, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$shiftId:Ljava/lang/String;
    iget v3, v4, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;-><init>(Landroid/content/Context;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/bikebus/marshals/MarshalProvider$checkIn$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

