.class final Lcom/example/r13a/ToolProvider$call$1$local$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.implements Lkotlin/jvm/functions/Function2;
.source "ToolProvider.kt"

.field label:I
.field final synthetic this$0:Lcom/example/r13a/ToolProvider;

.method constructor <init>(Lcom/example/r13a/ToolProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/r13a/ToolProvider$call$1$local$1;->this$0:Lcom/example/r13a/ToolProvider;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/example/r13a/ToolProvider$call$1$local$1;
    iget-object v1, p0, Lcom/example/r13a/ToolProvider$call$1$local$1;->this$0:Lcom/example/r13a/ToolProvider;
    invoke-direct {v0, v1, p2}, Lcom/example/r13a/ToolProvider$call$1$local$1;-><init>(Lcom/example/r13a/ToolProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    iget v0, p0, Lcom/example/r13a/ToolProvider$call$1$local$1;->label:I
    packed-switch v0, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    # near miss CETP603: async without a dispatcher, in runBlocking's own scope, runs on runBlocking's thread before call() returns
    .line 21
    iget-object v0, p0, Lcom/example/r13a/ToolProvider$call$1$local$1;->this$0:Lcom/example/r13a/ToolProvider;
    invoke-virtual {v0}, Lcom/example/r13a/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    return-object v0
    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
