.class final Lcom/brewday/BatchProvider$byStyle$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BatchProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBatchProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 BatchProvider.kt\ncom/brewday/BatchProvider$byStyle$1\n+ 2 ChannelsExt.kt\nkotlinx/coroutines/channels/ChannelsKt\n*L\n1#1,143:1\n5#2,2:144\n*S KotlinDebug\n*F\n+ 1 BatchProvider.kt\ncom/brewday/BatchProvider$byStyle$1\n*L\n119#1:144,2\n*E\n"
.end annotation

.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  L$3:Ljava/lang/Object;
.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/brewday/BatchProvider;
.field final synthetic $style:Ljava/lang/String;
.field final synthetic $names:Lorg/json/JSONArray;

.method constructor <init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lorg/json/JSONArray;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/brewday/BatchProvider$byStyle$1;->this$0:Lcom/brewday/BatchProvider;
    iput-object v3, v1, Lcom/brewday/BatchProvider$byStyle$1;->$style:Ljava/lang/String;
    iput-object v4, v1, Lcom/brewday/BatchProvider$byStyle$1;->$names:Lorg/json/JSONArray;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14
    iget-object v0, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v3, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 119
    move-object v11, v0
    iget v0, v12, Lcom/brewday/BatchProvider$byStyle$1;->label:I
    packed-switch v0, :sw_17
    goto :L211
    :L40
    invoke-static/range {v13 .. v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 119
    iget-object v0, v12, Lcom/brewday/BatchProvider$byStyle$1;->this$0:Lcom/brewday/BatchProvider;
    iget-object v1, v12, Lcom/brewday/BatchProvider$byStyle$1;->$style:Ljava/lang/String;
    move-object v4, v1
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v3, v4}, Lcom/brewday/BatchProvider;->access$namesByStyle(Lcom/brewday/BatchProvider;Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    move-result-object v0
    move-object v4, v0
    iget-object v0, v12, Lcom/brewday/BatchProvider$byStyle$1;->$names:Lorg/json/JSONArray;
    move-object v5, v0
    const/4 v0, 0x0
    move v6, v0
    .line 144
    invoke-interface {v4}, Lkotlinx/coroutines/channels/ReceiveChannel;->iterator()Lkotlinx/coroutines/channels/ChannelIterator;
    move-result-object v0
    move-object v7, v0
    :L80
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    iput-object v2, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$0:Ljava/lang/Object;
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    iput-object v2, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$1:Ljava/lang/Object;
    iput-object v5, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$2:Ljava/lang/Object;
    iput-object v7, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$3:Ljava/lang/Object;
    const/4 v2, 0x1
    iput v2, v12, Lcom/brewday/BatchProvider$byStyle$1;->label:I
    invoke-interface {v7, v12}, Lkotlinx/coroutines/channels/ChannelIterator;->hasNext(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L167
    .line 119
    return-object v11
    :L133
    const/4 v0, 0x0
    move v6, v0
    iget-object v0, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$3:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ChannelIterator;
    move-object v7, v0
    iget-object v0, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONArray;
    move-object v5, v0
    iget-object v0, v12, Lcom/brewday/BatchProvider$byStyle$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ReceiveChannel;
    move-object v4, v0
    invoke-static/range {v13 .. v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
    :L167
    .line 144
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-eqz v0, :L206
    invoke-interface {v7}, Lkotlinx/coroutines/channels/ChannelIterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object v8, v0
    check-cast v8, Ljava/lang/String;
    move-object v9, v8
    const/4 v0, 0x0
    move v10, v0
    .line 119
    invoke-virtual {v5, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v0
    .line 144
    goto :L80
    :L206
    .line 145
    nop
    .line 119
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L211
    .line 119
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L40
        :L133
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8
    new-instance v0, Lcom/brewday/BatchProvider$byStyle$1;
    iget-object v1, v5, Lcom/brewday/BatchProvider$byStyle$1;->this$0:Lcom/brewday/BatchProvider;
    iget-object v2, v5, Lcom/brewday/BatchProvider$byStyle$1;->$style:Ljava/lang/String;
    iget-object v3, v5, Lcom/brewday/BatchProvider$byStyle$1;->$names:Lorg/json/JSONArray;
    invoke-direct {v0, v1, v2, v3, v7}, Lcom/brewday/BatchProvider$byStyle$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lorg/json/JSONArray;Lkotlin/coroutines/Continuation;)V
    move-object v4, v0
    iput-object v6, v4, Lcom/brewday/BatchProvider$byStyle$1;->L$0:Ljava/lang/Object;
    check-cast v4, Lkotlin/coroutines/Continuation;
    return-object v4
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/BatchProvider$byStyle$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/BatchProvider$byStyle$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/BatchProvider$byStyle$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/BatchProvider$byStyle$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

