# The SuspendLambda of call()'s runBlocking block (ToolProvider.kt:20-27, sketch in
# ToolProvider.smali). kotlinc's state machine (a label and a
# COROUTINE_SUSPENDED check after each suspend call) is left out here: the
# calls are what the analysis follows.
.class final Lcom/example/hops/ToolProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.implements Lkotlin/jvm/functions/Function2;
.source "ToolProvider.kt"

.field final synthetic this$0:Lcom/example/hops/ToolProvider;
.field label:I

.method constructor <init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    .locals 1
    iput-object p1, p0, Lcom/example/hops/ToolProvider$call$1;->this$0:Lcom/example/hops/ToolProvider;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .locals 2
    new-instance v0, Lcom/example/hops/ToolProvider$call$1;
    iget-object v1, p0, Lcom/example/hops/ToolProvider$call$1;->this$0:Lcom/example/hops/ToolProvider;
    invoke-direct {v0, v1, p2}, Lcom/example/hops/ToolProvider$call$1;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1, p2}, Lcom/example/hops/ToolProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/example/hops/ToolProvider$call$1;
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, p1}, Lcom/example/hops/ToolProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/hops/ToolProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    iget v0, p0, Lcom/example/hops/ToolProvider$call$1;->label:I
    if-nez v0, :cond_resumed
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 21
    iget-object v0, p0, Lcom/example/hops/ToolProvider$call$1;->this$0:Lcom/example/hops/ToolProvider;
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->viaField(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->viaSum(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->viaSumRight(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->viaPool(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->viaCompanion(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->quietSum(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->empty(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->inherited(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .line 23
    invoke-virtual {v0}, Lcom/example/hops/ToolProvider;->blockingIo()Ljava/lang/String;
    .line 24
    invoke-static {v0}, Lcom/example/hops/Dispatch;->later(Lcom/example/hops/ToolProvider;)V
    invoke-static {v0}, Lcom/example/hops/Dispatch;->laterPassed(Lcom/example/hops/ToolProvider;)V
    .line 25
    invoke-static {v0}, Lcom/example/hops/Dispatch;->send(Lcom/example/hops/ToolProvider;)V
    invoke-static {v0}, Lcom/example/hops/Dispatch;->sendCallback(Lcom/example/hops/ToolProvider;)V
    .line 26
    invoke-static {v0}, Lcom/example/hops/Dispatch;->sendArg(Lcom/example/hops/ToolProvider;)V
    invoke-static {v0}, Lcom/example/hops/Dispatch;->sendTarget(Lcom/example/hops/ToolProvider;)V
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    :cond_resumed
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v1, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
