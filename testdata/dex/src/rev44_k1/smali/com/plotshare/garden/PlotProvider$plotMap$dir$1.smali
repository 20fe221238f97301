.class final Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PlotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPlotProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PlotProvider.kt\ncom/plotshare/garden/PlotProvider$plotMap$dir$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,167:1\n1#2:168\n*E\n"
.end annotation

.field  label:I
.field final synthetic this$0:Lcom/plotshare/garden/PlotProvider;

.method constructor <init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 115
    iget v0, v6, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;->label:I
    packed-switch v0, :sw_8
    goto :L64
    :L28
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 115
    new-instance v0, Ljava/io/File;
    iget-object v1, v6, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    invoke-virtual {v1}, Lcom/plotshare/garden/PlotProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "maps"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v3, v0
    move-object v4, v3
    .line 168
    const/4 v0, 0x0
    move v5, v0
    .line 115
    invoke-virtual {v4}, Ljava/io/File;->mkdirs()Z
    move-result v0
    .line 115
    .line 115
    return-object v3
    :L64
    .line 115
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
    new-instance v0, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;
    iget-object v1, v2, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;->this$0:Lcom/plotshare/garden/PlotProvider;
    invoke-direct {v0, v1, v4}, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

