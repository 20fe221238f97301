.class final Lcom/tidelog/CrewProvider$checkOut$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "CrewProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  I$0:I
.field  label:I
.field final synthetic this$0:Lcom/tidelog/CrewProvider;

.method constructor <init>(Lcom/tidelog/CrewProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/tidelog/CrewProvider$checkOut$1;->this$0:Lcom/tidelog/CrewProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 53
    move-object v7, v0
    iget v0, v8, Lcom/tidelog/CrewProvider$checkOut$1;->label:I
    packed-switch v0, :sw_8
    goto :L101
    :L32
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 55
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    new-instance v1, Lcom/tidelog/CrewProvider$checkOut$1$1;
    iget-object v3, v8, Lcom/tidelog/CrewProvider$checkOut$1;->this$0:Lcom/tidelog/CrewProvider;
    const/4 v5, 0x0
    invoke-direct {v1, v3, v6, v5}, Lcom/tidelog/CrewProvider$checkOut$1$1;-><init>(Lcom/tidelog/CrewProvider;ILkotlin/coroutines/Continuation;)V
    iput v6, v8, Lcom/tidelog/CrewProvider$checkOut$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v8, Lcom/tidelog/CrewProvider$checkOut$1;->label:I
    invoke-static {v0, v1, v8}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L96
    .line 53
    return-object v7
    :L86
    iget v0, v8, Lcom/tidelog/CrewProvider$checkOut$1;->I$0:I
    move v6, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L96
    .line 56
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L101
    .line 53
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L86
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/tidelog/CrewProvider$checkOut$1;
    iget-object v1, v2, Lcom/tidelog/CrewProvider$checkOut$1;->this$0:Lcom/tidelog/CrewProvider;
    invoke-direct {v0, v1, v4}, Lcom/tidelog/CrewProvider$checkOut$1;-><init>(Lcom/tidelog/CrewProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/tidelog/CrewProvider$checkOut$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tidelog/CrewProvider$checkOut$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tidelog/CrewProvider$checkOut$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/tidelog/CrewProvider$checkOut$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

