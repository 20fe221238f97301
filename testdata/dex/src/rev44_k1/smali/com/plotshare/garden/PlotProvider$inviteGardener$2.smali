.class final Lcom/plotshare/garden/PlotProvider$inviteGardener$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PlotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/plotshare/garden/PlotProvider;
.field final synthetic $plot:Ljava/lang/String;
.field final synthetic $args:Lorg/json/JSONObject;

.method constructor <init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->this$0:Lcom/plotshare/garden/PlotProvider;
    iput-object v3, v1, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->$plot:Ljava/lang/String;
    iput-object v4, v1, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 124
    iget v0, v5, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->label:I
    packed-switch v0, :sw_8
    goto :L62
    :L28
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 124
    iget-object v0, v5, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->this$0:Lcom/plotshare/garden/PlotProvider;
    invoke-static {v0}, Lcom/plotshare/garden/PlotProvider;->access$getRepo(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    iget-object v1, v5, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->$plot:Ljava/lang/String;
    iget-object v2, v5, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->$args:Lorg/json/JSONObject;
    const-string v3, "email"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "getString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/plotshare/garden/PlotRepository;->water(Ljava/lang/String;Ljava/lang/String;)Lcom/plotshare/garden/PlotResult;
    move-result-object v0
    return-object v0
    :L62
    .line 124
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
    .registers 7
    new-instance v0, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;
    iget-object v1, v4, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->this$0:Lcom/plotshare/garden/PlotProvider;
    iget-object v2, v4, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->$plot:Ljava/lang/String;
    iget-object v3, v4, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->$args:Lorg/json/JSONObject;
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

