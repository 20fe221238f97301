.class final Lcom/beehive/HiveProvider$findInspections$notes$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HiveProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $reply:Lkotlinx/coroutines/CompletableDeferred;

.method constructor <init>(Lkotlinx/coroutines/CompletableDeferred;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/beehive/HiveProvider$findInspections$notes$1;->$reply:Lkotlinx/coroutines/CompletableDeferred;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 97
    move-object v3, v0
    iget v0, v4, Lcom/beehive/HiveProvider$findInspections$notes$1;->label:I
    packed-switch v0, :sw_8
    goto :L67
    :L32
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 97
    iget-object v0, v4, Lcom/beehive/HiveProvider$findInspections$notes$1;->$reply:Lkotlinx/coroutines/CompletableDeferred;
    const/4 v2, 0x1
    iput v2, v4, Lcom/beehive/HiveProvider$findInspections$notes$1;->label:I
    invoke-interface {v0, v4}, Lkotlinx/coroutines/CompletableDeferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v3, :L66
    .line 97
    return-object v3
    :L61
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v5
    :L66
    .line 97
    return-object v0
    :L67
    .line 97
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L61
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/beehive/HiveProvider$findInspections$notes$1;
    iget-object v1, v2, Lcom/beehive/HiveProvider$findInspections$notes$1;->$reply:Lkotlinx/coroutines/CompletableDeferred;
    invoke-direct {v0, v1, v4}, Lcom/beehive/HiveProvider$findInspections$notes$1;-><init>(Lkotlinx/coroutines/CompletableDeferred;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/beehive/HiveProvider$findInspections$notes$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/beehive/HiveProvider$findInspections$notes$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/beehive/HiveProvider$findInspections$notes$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/beehive/HiveProvider$findInspections$notes$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

