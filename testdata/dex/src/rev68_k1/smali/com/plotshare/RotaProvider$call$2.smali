.class final Lcom/plotshare/RotaProvider$call$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RotaProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/plotshare/RotaProvider;
.field final synthetic $req:Landroid/os/Bundle;
.field final synthetic $uid:I

.method constructor <init>(Lcom/plotshare/RotaProvider;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/plotshare/RotaProvider$call$2;->this$0:Lcom/plotshare/RotaProvider;
    iput-object v3, v1, Lcom/plotshare/RotaProvider$call$2;->$req:Landroid/os/Bundle;
    iput v4, v1, Lcom/plotshare/RotaProvider$call$2;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 33
    move-object v4, v0
    iget v0, v5, Lcom/plotshare/RotaProvider$call$2;->label:I
    packed-switch v0, :sw_8
    goto :L73
    :L32
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 33
    iget-object v0, v5, Lcom/plotshare/RotaProvider$call$2;->this$0:Lcom/plotshare/RotaProvider;
    iget-object v1, v5, Lcom/plotshare/RotaProvider$call$2;->$req:Landroid/os/Bundle;
    iget v2, v5, Lcom/plotshare/RotaProvider$call$2;->$uid:I
    const/4 v3, 0x1
    iput v3, v5, Lcom/plotshare/RotaProvider$call$2;->label:I
    invoke-static {v0, v1, v2, v5}, Lcom/plotshare/RotaProvider;->access$execute(Lcom/plotshare/RotaProvider;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v4, :L72
    .line 33
    return-object v4
    :L67
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
    :L72
    .line 33
    return-object v0
    :L73
    .line 33
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L67
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/plotshare/RotaProvider$call$2;
    iget-object v1, v4, Lcom/plotshare/RotaProvider$call$2;->this$0:Lcom/plotshare/RotaProvider;
    iget-object v2, v4, Lcom/plotshare/RotaProvider$call$2;->$req:Landroid/os/Bundle;
    iget v3, v4, Lcom/plotshare/RotaProvider$call$2;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/plotshare/RotaProvider$call$2;-><init>(Lcom/plotshare/RotaProvider;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/RotaProvider$call$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/RotaProvider$call$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/RotaProvider$call$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/RotaProvider$call$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

