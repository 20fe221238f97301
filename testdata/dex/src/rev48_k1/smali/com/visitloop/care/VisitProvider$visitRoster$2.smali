.class final Lcom/visitloop/care/VisitProvider$visitRoster$2;
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

.method constructor <init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/visitloop/care/VisitProvider$visitRoster$2;->this$0:Lcom/visitloop/care/VisitProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16
    iget-object v0, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 115
    move-object v13, v0
    iget v0, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->label:I
    packed-switch v0, :sw_17
    goto :L273
    :L44
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 116
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/visitloop/care/VisitProvider$visitRoster$2$mine$1;
    iget-object v5, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->this$0:Lcom/visitloop/care/VisitProvider;
    const/4 v6, 0x0
    invoke-direct {v3, v5, v6}, Lcom/visitloop/care/VisitProvider$visitRoster$2$mine$1;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v9
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    move-object v10, v0
    .line 117
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/visitloop/care/VisitProvider$visitRoster$2$open$1;
    iget-object v5, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->this$0:Lcom/visitloop/care/VisitProvider;
    const/4 v6, 0x0
    invoke-direct {v3, v5, v6}, Lcom/visitloop/care/VisitProvider$visitRoster$2$open$1;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v9
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    move-object v11, v0
    .line 118
    check-cast v14, Lkotlin/coroutines/Continuation;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$0:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$1:Ljava/lang/Object;
    iput-object v11, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->label:I
    invoke-interface {v10, v14}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L175
    .line 115
    return-object v13
    :L153
    iget-object v0, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v11, v0
    iget-object v0, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v10, v0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
    :L175
    move-object v12, v0
    check-cast v14, Lkotlin/coroutines/Continuation;
    .line 118
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$0:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$1:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$2:Ljava/lang/Object;
    iput-object v12, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$3:Ljava/lang/Object;
    const/4 v3, 0x2
    iput v3, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->label:I
    invoke-interface {v11, v14}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L261
    .line 115
    return-object v13
    :L233
    iget-object v0, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$3:Ljava/lang/Object;
    move-object v12, v0
    iget-object v0, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v11, v0
    iget-object v0, v14, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v10, v0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
    :L261
    .line 118
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"mine\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v8, ",\"open\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L273
    .line 115
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L44
        :L153
        :L233
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/visitloop/care/VisitProvider$visitRoster$2;
    iget-object v1, v3, Lcom/visitloop/care/VisitProvider$visitRoster$2;->this$0:Lcom/visitloop/care/VisitProvider;
    invoke-direct {v0, v1, v5}, Lcom/visitloop/care/VisitProvider$visitRoster$2;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/visitloop/care/VisitProvider$visitRoster$2;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/visitloop/care/VisitProvider$visitRoster$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/VisitProvider$visitRoster$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/VisitProvider$visitRoster$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/visitloop/care/VisitProvider$visitRoster$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

