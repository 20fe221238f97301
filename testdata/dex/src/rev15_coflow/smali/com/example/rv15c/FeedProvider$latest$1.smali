# kotlinc's class for the runBlocking block in FeedProvider.latest (FeedProvider.kt line 33).
.class final Lcom/example/rv15c/FeedProvider$latest$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FeedProvider.kt"
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic $uid:I
.field label:I
.field final synthetic this$0:Lcom/example/rv15c/FeedProvider;

.method constructor <init>(Lcom/example/rv15c/FeedProvider;ILkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/example/rv15c/FeedProvider$latest$1;->this$0:Lcom/example/rv15c/FeedProvider;
    iput p2, p0, Lcom/example/rv15c/FeedProvider$latest$1;->$uid:I
    const/4 p1, 0x2
    invoke-direct {p0, p1, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance p1, Lcom/example/rv15c/FeedProvider$latest$1;
    iget-object v0, p0, Lcom/example/rv15c/FeedProvider$latest$1;->this$0:Lcom/example/rv15c/FeedProvider;
    iget v1, p0, Lcom/example/rv15c/FeedProvider$latest$1;->$uid:I
    invoke-direct {p1, v0, v1, p2}, Lcom/example/rv15c/FeedProvider$latest$1;-><init>(Lcom/example/rv15c/FeedProvider;ILkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/rv15c/FeedProvider$latest$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/rv15c/FeedProvider$latest$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/rv15c/FeedProvider$latest$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/rv15c/FeedProvider$latest$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Lcom/example/rv15c/FeedProvider$latest$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 34
    iget-object p1, p0, Lcom/example/rv15c/FeedProvider$latest$1;->this$0:Lcom/example/rv15c/FeedProvider;
    invoke-static {p1}, Lcom/example/rv15c/FeedProvider;->access$getRepo$p(Lcom/example/rv15c/FeedProvider;)Lcom/example/rv15c/FeedRepository;
    move-result-object p1
    iget v1, p0, Lcom/example/rv15c/FeedProvider$latest$1;->$uid:I
    invoke-virtual {p1, v1}, Lcom/example/rv15c/FeedRepository;->items(I)Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    const/4 v2, 0x1
    iput v2, p0, Lcom/example/rv15c/FeedProvider$latest$1;->label:I
    invoke-static {p1, v1}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :cond_0
    return-object v0
    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :cond_0
    check-cast p1, Ljava/lang/String;
    .line 35
    invoke-static {p1}, Lcom/example/rv15c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
