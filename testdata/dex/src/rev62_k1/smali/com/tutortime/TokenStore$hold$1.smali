.class final Lcom/tutortime/TokenStore$hold$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repo.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/tutortime/TokenStore;
.field final synthetic $token:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Lcom/tutortime/TokenStore;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/tutortime/TokenStore$hold$1;->this$0:Lcom/tutortime/TokenStore;
    iput-object v3, v1, Lcom/tutortime/TokenStore$hold$1;->$token:Ljava/lang/String;
    iput v4, v1, Lcom/tutortime/TokenStore$hold$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 40
    move-object v6, v0
    iget v0, v7, Lcom/tutortime/TokenStore$hold$1;->label:I
    packed-switch v0, :sw_8
    goto :L89
    :L32
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 41
    iget-object v0, v7, Lcom/tutortime/TokenStore$hold$1;->this$0:Lcom/tutortime/TokenStore;
    invoke-static {v0}, Lcom/tutortime/TokenStore;->access$getDataStore$p(Lcom/tutortime/TokenStore;)Landroidx/datastore/core/DataStore;
    move-result-object v0
    new-instance v1, Lcom/tutortime/TokenStore$hold$1$1;
    iget-object v3, v7, Lcom/tutortime/TokenStore$hold$1;->$token:Ljava/lang/String;
    iget v4, v7, Lcom/tutortime/TokenStore$hold$1;->$uid:I
    const/4 v5, 0x0
    invoke-direct {v1, v3, v4, v5}, Lcom/tutortime/TokenStore$hold$1$1;-><init>(Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x1
    iput v4, v7, Lcom/tutortime/TokenStore$hold$1;->label:I
    invoke-interface {v0, v1, v7}, Landroidx/datastore/core/DataStore;->updateData(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L88
    .line 40
    return-object v6
    :L83
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L88
    .line 41
    return-object v0
    :L89
    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L83
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/tutortime/TokenStore$hold$1;
    iget-object v1, v4, Lcom/tutortime/TokenStore$hold$1;->this$0:Lcom/tutortime/TokenStore;
    iget-object v2, v4, Lcom/tutortime/TokenStore$hold$1;->$token:Ljava/lang/String;
    iget v3, v4, Lcom/tutortime/TokenStore$hold$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/tutortime/TokenStore$hold$1;-><init>(Lcom/tutortime/TokenStore;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/tutortime/TokenStore$hold$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tutortime/TokenStore$hold$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tutortime/TokenStore$hold$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/TokenStore$hold$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

