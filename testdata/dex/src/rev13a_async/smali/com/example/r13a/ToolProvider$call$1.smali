.class final Lcom/example/r13a/ToolProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.implements Lkotlin/jvm/functions/Function2;
.source "ToolProvider.kt"

.field private synthetic L$0:Ljava/lang/Object;
.field label:I
.field final synthetic this$0:Lcom/example/r13a/ToolProvider;

.method constructor <init>(Lcom/example/r13a/ToolProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/r13a/ToolProvider$call$1;->this$0:Lcom/example/r13a/ToolProvider;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/example/r13a/ToolProvider$call$1;
    iget-object v1, p0, Lcom/example/r13a/ToolProvider$call$1;->this$0:Lcom/example/r13a/ToolProvider;
    invoke-direct {v0, v1, p2}, Lcom/example/r13a/ToolProvider$call$1;-><init>(Lcom/example/r13a/ToolProvider;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v0, Lcom/example/r13a/ToolProvider$call$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    invoke-virtual {p0, p1, p2}, Lcom/example/r13a/ToolProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/example/r13a/ToolProvider$call$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/example/r13a/ToolProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r13a/ToolProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Lcom/example/r13a/ToolProvider$call$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v1, p0, Lcom/example/r13a/ToolProvider$call$1;->L$0:Ljava/lang/Object;
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    .line 15
    new-instance v5, Lcom/example/r13a/ToolProvider$call$1$local$1;
    iget-object v2, p0, Lcom/example/r13a/ToolProvider$call$1;->this$0:Lcom/example/r13a/ToolProvider;
    const/4 v3, 0x0
    invoke-direct {v5, v2, v3}, Lcom/example/r13a/ToolProvider$call$1$local$1;-><init>(Lcom/example/r13a/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    move-object v2, v1
    const/4 v4, 0x0
    const/4 v6, 0x3
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    .line 16
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v3
    check-cast v3, Lkotlin/coroutines/CoroutineContext;
    new-instance v5, Lcom/example/r13a/ToolProvider$call$1$io$1;
    iget-object v2, p0, Lcom/example/r13a/ToolProvider$call$1;->this$0:Lcom/example/r13a/ToolProvider;
    const/4 v4, 0x0
    invoke-direct {v5, v2, v4}, Lcom/example/r13a/ToolProvider$call$1$io$1;-><init>(Lcom/example/r13a/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    move-object v2, v1
    const/4 v6, 0x2
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
