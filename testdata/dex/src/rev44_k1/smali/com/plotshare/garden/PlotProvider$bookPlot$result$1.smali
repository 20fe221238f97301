.class final Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PlotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/plotshare/garden/PlotProvider;
.field final synthetic $plot:Ljava/lang/String;

.method constructor <init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    iput-object v3, v1, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->$plot:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 67
    move-object v4, v0
    iget v0, v5, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->label:I
    packed-switch v0, :sw_8
    goto :L75
    :L32
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 67
    iget-object v0, v5, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    invoke-static {v0}, Lcom/plotshare/garden/PlotProvider;->access$getRepo(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    iget-object v1, v5, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->$plot:Ljava/lang/String;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    check-cast v5, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, v5, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->label:I
    invoke-virtual {v0, v1, v2, v5}, Lcom/plotshare/garden/PlotRepository;->book(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v4, :L74
    .line 67
    return-object v4
    :L69
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
    :L74
    .line 67
    return-object v0
    :L75
    .line 67
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L69
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;
    iget-object v1, v3, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    iget-object v2, v3, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->$plot:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

