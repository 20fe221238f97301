.class final Lcom/example/r18w/FeedProvider$watch$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FeedProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r18w/FeedProvider;->watch(Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.field label:I

.field final synthetic this$0:Lcom/example/r18w/FeedProvider;

.method constructor <init>(Lcom/example/r18w/FeedProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/r18w/FeedProvider$watch$1;->this$0:Lcom/example/r18w/FeedProvider;
    const/4 p1, 0x2
    invoke-direct {p0, p1, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 4
    new-instance p1, Lcom/example/r18w/FeedProvider$watch$1;
    iget-object v0, p0, Lcom/example/r18w/FeedProvider$watch$1;->this$0:Lcom/example/r18w/FeedProvider;
    invoke-direct {p1, v0, p2}, Lcom/example/r18w/FeedProvider$watch$1;-><init>(Lcom/example/r18w/FeedProvider;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r18w/FeedProvider$watch$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r18w/FeedProvider$watch$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r18w/FeedProvider$watch$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r18w/FeedProvider$watch$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 36
    iget v1, p0, Lcom/example/r18w/FeedProvider$watch$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 37
    iget-object p1, p0, Lcom/example/r18w/FeedProvider$watch$1;->this$0:Lcom/example/r18w/FeedProvider;
    invoke-static {p1}, Lcom/example/r18w/FeedProvider;->access$getTicks$p(Lcom/example/r18w/FeedProvider;)Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    new-instance v1, Lcom/example/r18w/FeedProvider$watch$1$1;
    invoke-direct {v1}, Lcom/example/r18w/FeedProvider$watch$1$1;-><init>()V
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, p0, Lcom/example/r18w/FeedProvider$watch$1;->label:I
    invoke-interface {p1, v1, v2}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :cond_0
    return-object v0
    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :cond_0
    .line 39
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1
    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
