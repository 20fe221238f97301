.class final Lcom/visitloop/care/VisitProvider$myDay$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "VisitProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  L$3:Ljava/lang/Object;
.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/visitloop/care/VisitProvider;
.field final synthetic $uid:I

.method constructor <init>(Lcom/visitloop/care/VisitProvider;ILkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/visitloop/care/VisitProvider$myDay$2;->this$0:Lcom/visitloop/care/VisitProvider;
    iput v3, v1, Lcom/visitloop/care/VisitProvider$myDay$2;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 17
    iget-object v0, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v10, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 123
    move-object v14, v0
    iget v0, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->label:I
    packed-switch v0, :sw_17
    goto :L277
    :L44
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 124
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/visitloop/care/VisitProvider$myDay$2$mine$1;
    iget-object v5, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->this$0:Lcom/visitloop/care/VisitProvider;
    iget v6, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->$uid:I
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, Lcom/visitloop/care/VisitProvider$myDay$2$mine$1;-><init>(Lcom/visitloop/care/VisitProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v10
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    move-object v11, v0
    .line 125
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;
    iget-object v5, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->this$0:Lcom/visitloop/care/VisitProvider;
    const/4 v6, 0x0
    invoke-direct {v3, v5, v6}, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v10
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    move-object v12, v0
    .line 126
    check-cast v15, Lkotlin/coroutines/Continuation;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$0:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$1:Ljava/lang/Object;
    iput-object v12, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->label:I
    invoke-interface {v11, v15}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v14, :L179
    .line 123
    return-object v14
    :L157
    iget-object v0, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v12, v0
    iget-object v0, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v11, v0
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
    :L179
    move-object v13, v0
    check-cast v15, Lkotlin/coroutines/Continuation;
    .line 126
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$0:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$1:Ljava/lang/Object;
    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$2:Ljava/lang/Object;
    iput-object v13, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$3:Ljava/lang/Object;
    const/4 v3, 0x2
    iput v3, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->label:I
    invoke-interface {v12, v15}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v14, :L265
    .line 123
    return-object v14
    :L237
    iget-object v0, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$3:Ljava/lang/Object;
    move-object v13, v0
    iget-object v0, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v12, v0
    iget-object v0, v15, Lcom/visitloop/care/VisitProvider$myDay$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v11, v0
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
    :L265
    .line 126
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "{\"mine\":"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v9, ",\"open\":"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v9, "}"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L277
    .line 123
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L44
        :L157
        :L237
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/visitloop/care/VisitProvider$myDay$2;
    iget-object v1, v4, Lcom/visitloop/care/VisitProvider$myDay$2;->this$0:Lcom/visitloop/care/VisitProvider;
    iget v2, v4, Lcom/visitloop/care/VisitProvider$myDay$2;->$uid:I
    invoke-direct {v0, v1, v2, v6}, Lcom/visitloop/care/VisitProvider$myDay$2;-><init>(Lcom/visitloop/care/VisitProvider;ILkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/visitloop/care/VisitProvider$myDay$2;->L$0:Ljava/lang/Object;
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/visitloop/care/VisitProvider$myDay$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/VisitProvider$myDay$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/VisitProvider$myDay$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/visitloop/care/VisitProvider$myDay$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

