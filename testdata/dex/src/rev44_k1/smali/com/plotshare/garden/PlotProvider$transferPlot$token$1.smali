.class final Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PlotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/plotshare/garden/PlotProvider;

.method constructor <init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 144
    iget v0, v2, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;->label:I
    packed-switch v0, :sw_8
    goto :L45
    :L28
    invoke-static {v3}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 144
    iget-object v0, v2, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    invoke-static {v0}, Lcom/plotshare/garden/PlotProvider;->access$getTransferTokens$p(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/TokenSource;
    move-result-object v0
    invoke-interface {v0}, Lcom/plotshare/garden/TokenSource;->next()Ljava/lang/String;
    move-result-object v0
    return-object v0
    :L45
    .line 144
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;
    iget-object v1, v2, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    invoke-direct {v0, v1, v4}, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

