# The SuspendLambda kotlinc emits for the block at ToolProvider.kt:34 (sketch in ToolProvider.smali).
.class final Lcom/example/hops/ToolProvider$w$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.implements Lkotlin/jvm/functions/Function2;
.source "ToolProvider.kt"

.field final synthetic this$0:Lcom/example/hops/ToolProvider;
.field label:I

.method constructor <init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    .locals 1
    iput-object p1, p0, Lcom/example/hops/ToolProvider$w$2;->this$0:Lcom/example/hops/ToolProvider;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .locals 2
    new-instance v0, Lcom/example/hops/ToolProvider$w$2;
    iget-object v1, p0, Lcom/example/hops/ToolProvider$w$2;->this$0:Lcom/example/hops/ToolProvider;
    invoke-direct {v0, v1, p2}, Lcom/example/hops/ToolProvider$w$2;-><init>(Lcom/example/hops/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .locals 1
    invoke-virtual {p0, p1, p2}, Lcom/example/hops/ToolProvider$w$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/example/hops/ToolProvider$w$2;
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, p1}, Lcom/example/hops/ToolProvider$w$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/hops/ToolProvider$w$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    iget v0, p0, Lcom/example/hops/ToolProvider$w$2;->label:I
    if-nez v0, :cond_resumed
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    # true positive 603: Dispatchers.IO + SupervisorJob()
    .line 34
    iget-object v0, p0, Lcom/example/hops/ToolProvider$w$2;->this$0:Lcom/example/hops/ToolProvider;
    invoke-virtual {v0}, Lcom/example/hops/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    return-object v0
    :cond_resumed
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v1, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
