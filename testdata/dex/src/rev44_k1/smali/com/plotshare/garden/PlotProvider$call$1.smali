.class final Lcom/plotshare/garden/PlotProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PlotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/plotshare/garden/PlotProvider;
.field final synthetic $uid:I
.field final synthetic $pkg:Ljava/lang/String;
.field final synthetic $req:Landroid/os/Bundle;

.method constructor <init>(Lcom/plotshare/garden/PlotProvider;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object v2, v1, Lcom/plotshare/garden/PlotProvider$call$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    iput v3, v1, Lcom/plotshare/garden/PlotProvider$call$1;->$uid:I
    iput-object v4, v1, Lcom/plotshare/garden/PlotProvider$call$1;->$pkg:Ljava/lang/String;
    iput-object v5, v1, Lcom/plotshare/garden/PlotProvider$call$1;->$req:Landroid/os/Bundle;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 40
    move-object v7, v0
    iget v0, v8, Lcom/plotshare/garden/PlotProvider$call$1;->label:I
    packed-switch v0, :sw_9
    goto :L111
    :L32
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :t_36
    .line 41
    nop
    .line 42
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider$call$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    iget v1, v8, Lcom/plotshare/garden/PlotProvider$call$1;->$uid:I
    iget-object v2, v8, Lcom/plotshare/garden/PlotProvider$call$1;->$pkg:Ljava/lang/String;
    iget-object v3, v8, Lcom/plotshare/garden/PlotProvider$call$1;->$req:Landroid/os/Bundle;
    check-cast v8, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, v8, Lcom/plotshare/garden/PlotProvider$call$1;->label:I
    invoke-static {v0, v1, v2, v3, v8}, Lcom/plotshare/garden/PlotProvider;->access$execute(Lcom/plotshare/garden/PlotProvider;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    :t_65
    if-ne v0, v7, :L80
    .line 40
    return-object v7
    :t_74
    :L74
    nop
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L80
    .line 42
    check-cast v0, Landroid/os/Bundle;
    move-object v5, v0
    :t_84
    goto :L109
    :L87
    .line 43
    move-exception v0
    move-object v6, v0
    .line 44
    const-string v0, "PlotProvider"
    const-string v1, "tool failed"
    check-cast v6, Ljava/lang/Throwable;
    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 45
    const-string v0, "UNAVAILABLE"
    const-string v1, "the garden ledger is busy"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    :L109
    .line 46
    return-object v5
    :L111
    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Exception; {:t_36 .. :t_65} :L87
    .catch Ljava/lang/Exception; {:t_74 .. :t_84} :L87
    :sw_9
    .packed-switch 0x0
        :L32
        :L74
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10
    new-instance v0, Lcom/plotshare/garden/PlotProvider$call$1;
    iget-object v2, v7, Lcom/plotshare/garden/PlotProvider$call$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    iget v3, v7, Lcom/plotshare/garden/PlotProvider$call$1;->$uid:I
    iget-object v4, v7, Lcom/plotshare/garden/PlotProvider$call$1;->$pkg:Ljava/lang/String;
    iget-object v5, v7, Lcom/plotshare/garden/PlotProvider$call$1;->$req:Landroid/os/Bundle;
    move-object v1, v0
    move-object v6, v9
    invoke-direct/range {v1 .. v6}, Lcom/plotshare/garden/PlotProvider$call$1;-><init>(Lcom/plotshare/garden/PlotProvider;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/PlotProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotProvider$call$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

