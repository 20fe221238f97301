.class final Lcom/kitelog/SpotProvider$startCollector$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SpotProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $bus:Lcom/kitelog/CommandBus;
.field final synthetic $store:Lcom/kitelog/SpotRepo;
.field final synthetic this$0:Lcom/kitelog/SpotProvider;

.method constructor <init>(Lcom/kitelog/CommandBus;Lcom/kitelog/SpotRepo;Lcom/kitelog/SpotProvider;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/kitelog/SpotProvider$startCollector$1;->$bus:Lcom/kitelog/CommandBus;
    iput-object v3, v1, Lcom/kitelog/SpotProvider$startCollector$1;->$store:Lcom/kitelog/SpotRepo;
    iput-object v4, v1, Lcom/kitelog/SpotProvider$startCollector$1;->this$0:Lcom/kitelog/SpotProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 36
    move-object v5, v0
    iget v0, v6, Lcom/kitelog/SpotProvider$startCollector$1;->label:I
    packed-switch v0, :sw_8
    goto :L96
    :L32
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 37
    iget-object v0, v6, Lcom/kitelog/SpotProvider$startCollector$1;->$bus:Lcom/kitelog/CommandBus;
    invoke-virtual {v0}, Lcom/kitelog/CommandBus;->getCommands()Lkotlinx/coroutines/flow/MutableSharedFlow;
    move-result-object v0
    new-instance v1, Lcom/kitelog/SpotProvider$startCollector$1$1;
    iget-object v3, v6, Lcom/kitelog/SpotProvider$startCollector$1;->$store:Lcom/kitelog/SpotRepo;
    iget-object v4, v6, Lcom/kitelog/SpotProvider$startCollector$1;->this$0:Lcom/kitelog/SpotProvider;
    invoke-direct {v1, v3, v4}, Lcom/kitelog/SpotProvider$startCollector$1$1;-><init>(Lcom/kitelog/SpotRepo;Lcom/kitelog/SpotProvider;)V
    const/4 v4, 0x1
    iput v4, v6, Lcom/kitelog/SpotProvider$startCollector$1;->label:I
    invoke-interface {v0, v1, v6}, Lkotlinx/coroutines/flow/MutableSharedFlow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L87
    .line 36
    return-object v5
    :L82
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L87
    .line 37
    new-instance v0, Lkotlin/KotlinNothingValueException;
    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V
    throw v0
    :L96
    .line 36
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L82
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/kitelog/SpotProvider$startCollector$1;
    iget-object v1, v4, Lcom/kitelog/SpotProvider$startCollector$1;->$bus:Lcom/kitelog/CommandBus;
    iget-object v2, v4, Lcom/kitelog/SpotProvider$startCollector$1;->$store:Lcom/kitelog/SpotRepo;
    iget-object v3, v4, Lcom/kitelog/SpotProvider$startCollector$1;->this$0:Lcom/kitelog/SpotProvider;
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/kitelog/SpotProvider$startCollector$1;-><init>(Lcom/kitelog/CommandBus;Lcom/kitelog/SpotRepo;Lcom/kitelog/SpotProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/kitelog/SpotProvider$startCollector$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/kitelog/SpotProvider$startCollector$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/kitelog/SpotProvider$startCollector$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/kitelog/SpotProvider$startCollector$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

