.class final Lcom/tutortime/RoomProvider$history$n$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RoomProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $repo:Lcom/tutortime/SessionRepo;

.method constructor <init>(Lcom/tutortime/SessionRepo;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/tutortime/RoomProvider$history$n$1;->$repo:Lcom/tutortime/SessionRepo;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 89
    move-object v5, v0
    iget v0, v6, Lcom/tutortime/RoomProvider$history$n$1;->label:I
    packed-switch v0, :sw_8
    goto :L82
    :L32
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 89
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/tutortime/RoomProvider$history$n$1$1;
    iget-object v3, v6, Lcom/tutortime/RoomProvider$history$n$1;->$repo:Lcom/tutortime/SessionRepo;
    const/4 v4, 0x0
    invoke-direct {v1, v3, v4}, Lcom/tutortime/RoomProvider$history$n$1$1;-><init>(Lcom/tutortime/SessionRepo;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x1
    iput v4, v6, Lcom/tutortime/RoomProvider$history$n$1;->label:I
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L81
    .line 89
    return-object v5
    :L76
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L81
    .line 89
    return-object v0
    :L82
    .line 89
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L76
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/tutortime/RoomProvider$history$n$1;
    iget-object v1, v2, Lcom/tutortime/RoomProvider$history$n$1;->$repo:Lcom/tutortime/SessionRepo;
    invoke-direct {v0, v1, v4}, Lcom/tutortime/RoomProvider$history$n$1;-><init>(Lcom/tutortime/SessionRepo;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/tutortime/RoomProvider$history$n$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tutortime/RoomProvider$history$n$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tutortime/RoomProvider$history$n$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/RoomProvider$history$n$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

