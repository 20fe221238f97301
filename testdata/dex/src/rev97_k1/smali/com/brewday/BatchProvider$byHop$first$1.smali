.class final Lcom/brewday/BatchProvider$byHop$first$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BatchProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBatchProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 BatchProvider.kt\ncom/brewday/BatchProvider$byHop$first$1\n+ 2 Select.kt\nkotlinx/coroutines/selects/SelectKt\n*L\n1#1,143:1\n13#2,3:144\n*S KotlinDebug\n*F\n+ 1 BatchProvider.kt\ncom/brewday/BatchProvider$byHop$first$1\n*L\n127#1:144,3\n*E\n"
.end annotation

.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/brewday/BatchProvider;
.field final synthetic $hop:Ljava/lang/String;

.method constructor <init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/brewday/BatchProvider$byHop$first$1;->this$0:Lcom/brewday/BatchProvider;
    iput-object v3, v1, Lcom/brewday/BatchProvider$byHop$first$1;->$hop:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14
    iget-object v0, v12, Lcom/brewday/BatchProvider$byHop$first$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v5, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 125
    move-object v11, v0
    iget v0, v12, Lcom/brewday/BatchProvider$byHop$first$1;->label:I
    packed-switch v0, :sw_17
    goto :L187
    :L40
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 126
    iget-object v0, v12, Lcom/brewday/BatchProvider$byHop$first$1;->this$0:Lcom/brewday/BatchProvider;
    iget-object v2, v12, Lcom/brewday/BatchProvider$byHop$first$1;->$hop:Ljava/lang/String;
    move-object v7, v2
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v5, v7}, Lcom/brewday/BatchProvider;->access$namesByHop(Lcom/brewday/BatchProvider;Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    move-result-object v0
    move-object v6, v0
    .line 127
    const/4 v0, 0x0
    move v7, v0
    .line 144
    new-instance v0, Lkotlinx/coroutines/selects/SelectImplementation;
    invoke-direct {v0}, Lkotlinx/coroutines/selects/SelectImplementation;-><init>()V
    move-object v8, v0
    .line 145
    check-cast v8, Lkotlinx/coroutines/selects/SelectBuilder;
    move-object v9, v8
    const/4 v0, 0x0
    move v10, v0
    .line 127
    invoke-interface {v6}, Lkotlinx/coroutines/channels/ReceiveChannel;->getOnReceive()Lkotlinx/coroutines/selects/SelectClause1;
    move-result-object v1
    new-instance v2, Lcom/brewday/BatchProvider$byHop$first$1$1$1;
    const/4 v4, 0x0
    invoke-direct {v2, v4}, Lcom/brewday/BatchProvider$byHop$first$1$1$1;-><init>(Lkotlin/coroutines/Continuation;)V
    invoke-interface {v9, v1, v2}, Lkotlinx/coroutines/selects/SelectBuilder;->invoke(Lkotlinx/coroutines/selects/SelectClause1;Lkotlin/jvm/functions/Function2;)V
    .line 146
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/brewday/BatchProvider$byHop$first$1;->L$0:Ljava/lang/Object;
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/brewday/BatchProvider$byHop$first$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/brewday/BatchProvider$byHop$first$1;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v12, Lcom/brewday/BatchProvider$byHop$first$1;->label:I
    invoke-virtual {v8, v12}, Lkotlinx/coroutines/selects/SelectImplementation;->doSelect(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L185
    .line 125
    return-object v11
    :L160
    const/4 v0, 0x0
    move v7, v0
    iget-object v0, v12, Lcom/brewday/BatchProvider$byHop$first$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/selects/SelectImplementation;
    move-object v8, v0
    iget-object v0, v12, Lcom/brewday/BatchProvider$byHop$first$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ReceiveChannel;
    move-object v6, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
    :L185
    .line 146
    nop
    .line 127
    return-object v0
    :L187
    .line 125
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L40
        :L160
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/brewday/BatchProvider$byHop$first$1;
    iget-object v1, v4, Lcom/brewday/BatchProvider$byHop$first$1;->this$0:Lcom/brewday/BatchProvider;
    iget-object v2, v4, Lcom/brewday/BatchProvider$byHop$first$1;->$hop:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v6}, Lcom/brewday/BatchProvider$byHop$first$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/brewday/BatchProvider$byHop$first$1;->L$0:Ljava/lang/Object;
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/BatchProvider$byHop$first$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/BatchProvider$byHop$first$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/BatchProvider$byHop$first$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/BatchProvider$byHop$first$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

