# kotlinc's class for the launch block in FeedProvider.refresh (FeedProvider.kt line 44).
.class final Lcom/example/rv15c/FeedProvider$refresh$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FeedProvider.kt"
.implements Lkotlin/jvm/functions/Function2;

.field label:I
.field final synthetic this$0:Lcom/example/rv15c/FeedProvider;

.method constructor <init>(Lcom/example/rv15c/FeedProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/rv15c/FeedProvider$refresh$1;->this$0:Lcom/example/rv15c/FeedProvider;
    const/4 p1, 0x2
    invoke-direct {p0, p1, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 4
    new-instance p1, Lcom/example/rv15c/FeedProvider$refresh$1;
    iget-object v0, p0, Lcom/example/rv15c/FeedProvider$refresh$1;->this$0:Lcom/example/rv15c/FeedProvider;
    invoke-direct {p1, v0, p2}, Lcom/example/rv15c/FeedProvider$refresh$1;-><init>(Lcom/example/rv15c/FeedProvider;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/rv15c/FeedProvider$refresh$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/rv15c/FeedProvider$refresh$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/rv15c/FeedProvider$refresh$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/rv15c/FeedProvider$refresh$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    iget v0, p0, Lcom/example/rv15c/FeedProvider$refresh$1;->label:I
    if-nez v0, :cond_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    .line 46
    iget-object v0, p0, Lcom/example/rv15c/FeedProvider$refresh$1;->this$0:Lcom/example/rv15c/FeedProvider;
    invoke-static {v0}, Lcom/example/rv15c/FeedProvider;->access$getRepo$p(Lcom/example/rv15c/FeedProvider;)Lcom/example/rv15c/FeedRepository;
    move-result-object v0
    invoke-virtual {v0, p1}, Lcom/example/rv15c/FeedRepository;->refresh(I)V
    .line 47
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1
    :cond_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
