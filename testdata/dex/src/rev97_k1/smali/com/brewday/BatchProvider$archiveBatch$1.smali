.class final Lcom/brewday/BatchProvider$archiveBatch$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BatchProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/brewday/BatchProvider;
.field final synthetic $batch:Ljava/lang/String;

.method constructor <init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/brewday/BatchProvider$archiveBatch$1;->this$0:Lcom/brewday/BatchProvider;
    iput-object v3, v1, Lcom/brewday/BatchProvider$archiveBatch$1;->$batch:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 90
    move-object v6, v0
    iget v0, v7, Lcom/brewday/BatchProvider$archiveBatch$1;->label:I
    packed-switch v0, :sw_8
    goto :L91
    :L32
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 90
    iget-object v0, v7, Lcom/brewday/BatchProvider$archiveBatch$1;->this$0:Lcom/brewday/BatchProvider;
    invoke-static {v0}, Lcom/brewday/BatchProvider;->access$getMailbox$p(Lcom/brewday/BatchProvider;)Lkotlinx/coroutines/channels/SendChannel;
    move-result-object v0
    new-instance v1, Lcom/brewday/BatchMsg$Archive;
    iget-object v3, v7, Lcom/brewday/BatchProvider$archiveBatch$1;->$batch:Ljava/lang/String;
    move-object v5, v3
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v5}, Lcom/brewday/BatchMsg$Archive;-><init>(Ljava/lang/String;)V
    const/4 v4, 0x1
    iput v4, v7, Lcom/brewday/BatchProvider$archiveBatch$1;->label:I
    invoke-interface {v0, v1, v7}, Lkotlinx/coroutines/channels/SendChannel;->send(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L86
    .line 90
    return-object v6
    :L81
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L86
    .line 90
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L91
    .line 90
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L81
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/brewday/BatchProvider$archiveBatch$1;
    iget-object v1, v3, Lcom/brewday/BatchProvider$archiveBatch$1;->this$0:Lcom/brewday/BatchProvider;
    iget-object v2, v3, Lcom/brewday/BatchProvider$archiveBatch$1;->$batch:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/brewday/BatchProvider$archiveBatch$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/BatchProvider$archiveBatch$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/BatchProvider$archiveBatch$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/BatchProvider$archiveBatch$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/BatchProvider$archiveBatch$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

