# kotlinc's class for the runBlocking block in BlockingProvider.call (BlockingProvider.kt line 17).
.class final Lcom/example/r13c/BlockingProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BlockingProvider.kt"
.implements Lkotlin/jvm/functions/Function2;

.field final synthetic $extras:Landroid/os/Bundle;
.field label:I
.field final synthetic this$0:Lcom/example/r13c/BlockingProvider;

.method constructor <init>(Lcom/example/r13c/BlockingProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .locals 1
    iput-object p1, p0, Lcom/example/r13c/BlockingProvider$call$1;->this$0:Lcom/example/r13c/BlockingProvider;
    iput-object p2, p0, Lcom/example/r13c/BlockingProvider$call$1;->$extras:Landroid/os/Bundle;
    const/4 p1, 0x2
    invoke-direct {p0, p1, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .locals 3
    new-instance p1, Lcom/example/r13c/BlockingProvider$call$1;
    iget-object v0, p0, Lcom/example/r13c/BlockingProvider$call$1;->this$0:Lcom/example/r13c/BlockingProvider;
    iget-object v1, p0, Lcom/example/r13c/BlockingProvider$call$1;->$extras:Landroid/os/Bundle;
    invoke-direct {p1, v0, v1, p2}, Lcom/example/r13c/BlockingProvider$call$1;-><init>(Lcom/example/r13c/BlockingProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 0
    invoke-virtual {p0, p1, p2}, Lcom/example/r13c/BlockingProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r13c/BlockingProvider$call$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r13c/BlockingProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r13c/BlockingProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Lcom/example/r13c/BlockingProvider$call$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 17
    iget-object p1, p0, Lcom/example/r13c/BlockingProvider$call$1;->this$0:Lcom/example/r13c/BlockingProvider;
    iget-object v1, p0, Lcom/example/r13c/BlockingProvider$call$1;->$extras:Landroid/os/Bundle;
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, p0, Lcom/example/r13c/BlockingProvider$call$1;->label:I
    invoke-static {p1, v1, v2}, Lcom/example/r13c/BlockingProvider;->access$execute(Lcom/example/r13c/BlockingProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :cond_0
    return-object v0
    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :cond_0
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
