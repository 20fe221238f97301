.class final Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PlotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/plotshare/garden/PlotProvider;
.field final synthetic $plot:Ljava/lang/String;

.method constructor <init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    iput-object v3, v1, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->$plot:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 140
    iget v0, v3, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->label:I
    packed-switch v0, :sw_8
    goto :L60
    :L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 141
    iget-object v0, v3, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    invoke-static {v0}, Lcom/plotshare/garden/PlotProvider;->access$getRepo(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    iget-object v1, v3, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->$plot:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotRepository;->hasInvites(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L54
    const/high16 v0, 0xc000000
    goto :L56
    :L54
    .line 142
    const/high16 v0, 0x4000000
    :L56
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :L60
    .line 140
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;
    iget-object v1, v3, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    iget-object v2, v3, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->$plot:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

