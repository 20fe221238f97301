.class final Lcom/brewday/BatchProvider$byHop$first$1$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BatchProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic L$0:Ljava/lang/Object;

.method constructor <init>(Lkotlin/coroutines/Continuation;)V
    .registers 3
    const/4 v0, 0x2
    invoke-direct {v1, v0, v2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iget-object v0, v3, Lcom/brewday/BatchProvider$byHop$first$1$1$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v2, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 127
    iget v0, v3, Lcom/brewday/BatchProvider$byHop$first$1$1$1;->label:I
    packed-switch v0, :sw_16
    goto :L42
    :L36
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 127
    return-object v2
    :L42
    .line 127
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/brewday/BatchProvider$byHop$first$1$1$1;
    invoke-direct {v0, v4}, Lcom/brewday/BatchProvider$byHop$first$1$1$1;-><init>(Lkotlin/coroutines/Continuation;)V
    move-object v1, v0
    iput-object v3, v1, Lcom/brewday/BatchProvider$byHop$first$1$1$1;->L$0:Ljava/lang/Object;
    check-cast v1, Lkotlin/coroutines/Continuation;
    return-object v1
.end method

.method public final invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/BatchProvider$byHop$first$1$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/BatchProvider$byHop$first$1$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/BatchProvider$byHop$first$1$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Ljava/lang/String;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/BatchProvider$byHop$first$1$1$1;->invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

