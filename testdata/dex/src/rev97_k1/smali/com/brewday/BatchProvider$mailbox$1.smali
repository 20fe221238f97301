.class final Lcom/brewday/BatchProvider$mailbox$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BatchProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  L$1:Ljava/lang/Object;
.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/brewday/BatchProvider;

.method constructor <init>(Lcom/brewday/BatchProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/brewday/BatchProvider$mailbox$1;->this$0:Lcom/brewday/BatchProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14
    iget-object v0, v12, Lcom/brewday/BatchProvider$mailbox$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ActorScope;
    move-object v6, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 40
    move-object v11, v0
    iget v0, v12, Lcom/brewday/BatchProvider$mailbox$1;->label:I
    packed-switch v0, :sw_17
    goto :L357
    :L40
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 41
    invoke-interface {v6}, Lkotlinx/coroutines/channels/ActorScope;->getChannel()Lkotlinx/coroutines/channels/Channel;
    move-result-object v0
    invoke-interface {v0}, Lkotlinx/coroutines/channels/Channel;->iterator()Lkotlinx/coroutines/channels/ChannelIterator;
    move-result-object v0
    move-object v7, v0
    :L56
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/brewday/BatchProvider$mailbox$1;->L$0:Ljava/lang/Object;
    iput-object v7, v12, Lcom/brewday/BatchProvider$mailbox$1;->L$1:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v12, Lcom/brewday/BatchProvider$mailbox$1;->label:I
    invoke-interface {v7, v12}, Lkotlinx/coroutines/channels/ChannelIterator;->hasNext(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L106
    .line 40
    return-object v11
    :L93
    iget-object v0, v12, Lcom/brewday/BatchProvider$mailbox$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ChannelIterator;
    move-object v7, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
    :L106
    .line 41
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-eqz v0, :L353
    invoke-interface {v7}, Lkotlinx/coroutines/channels/ChannelIterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brewday/BatchMsg;
    move-object v8, v0
    .line 42
    move-object v9, v8
    .line 43
    instance-of v0, v9, Lcom/brewday/BatchMsg$Dump;
    if-eqz v0, :L198
    check-cast v8, Lcom/brewday/BatchMsg$Dump;
    invoke-virtual {v8}, Lcom/brewday/BatchMsg$Dump;->getConfirmed()Z
    move-result v0
    if-eqz v0, :L56
    iget-object v0, v12, Lcom/brewday/BatchProvider$mailbox$1;->this$0:Lcom/brewday/BatchProvider;
    invoke-static {v0}, Lcom/brewday/BatchProvider;->access$getDb$p(Lcom/brewday/BatchProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L167
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L167
    const-string v1, "batches"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v10, v3
    const/4 v4, 0x0
    check-cast v8, Lcom/brewday/BatchMsg$Dump;
    invoke-virtual {v8}, Lcom/brewday/BatchMsg$Dump;->getBatch()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v10, v4
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    goto :L56
    :L198
    .line 44
    instance-of v0, v9, Lcom/brewday/BatchMsg$Archive;
    if-eqz v0, :L258
    iget-object v0, v12, Lcom/brewday/BatchProvider$mailbox$1;->this$0:Lcom/brewday/BatchProvider;
    invoke-static {v0}, Lcom/brewday/BatchProvider;->access$getDb$p(Lcom/brewday/BatchProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L224
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L224
    const-string v1, "batches"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v10, v3
    const/4 v4, 0x0
    check-cast v8, Lcom/brewday/BatchMsg$Archive;
    invoke-virtual {v8}, Lcom/brewday/BatchMsg$Archive;->getBatch()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v10, v4
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    goto :L56
    :L258
    .line 45
    instance-of v0, v9, Lcom/brewday/BatchMsg$Brewed;
    if-eqz v0, :L304
    iget-object v0, v12, Lcom/brewday/BatchProvider$mailbox$1;->this$0:Lcom/brewday/BatchProvider;
    invoke-static {v0}, Lcom/brewday/BatchProvider;->access$getBrewers$p(Lcom/brewday/BatchProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    check-cast v8, Lcom/brewday/BatchMsg$Brewed;
    invoke-virtual {v8}, Lcom/brewday/BatchMsg$Brewed;->getBatch()Ljava/lang/String;
    move-result-object v1
    check-cast v8, Lcom/brewday/BatchMsg$Brewed;
    invoke-virtual {v8}, Lcom/brewday/BatchMsg$Brewed;->getUid()I
    move-result v2
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L56
    :L304
    .line 46
    instance-of v0, v9, Lcom/brewday/BatchMsg$Tasted;
    if-eqz v0, :L345
    iget-object v0, v12, Lcom/brewday/BatchProvider$mailbox$1;->this$0:Lcom/brewday/BatchProvider;
    invoke-static {v0}, Lcom/brewday/BatchProvider;->access$getBrewers$p(Lcom/brewday/BatchProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    check-cast v8, Lcom/brewday/BatchMsg$Tasted;
    invoke-virtual {v8}, Lcom/brewday/BatchMsg$Tasted;->getBatch()Ljava/lang/String;
    move-result-object v1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L56
    :L345
    .line 42
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L353
    .line 49
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L357
    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L40
        :L93
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/brewday/BatchProvider$mailbox$1;
    iget-object v1, v3, Lcom/brewday/BatchProvider$mailbox$1;->this$0:Lcom/brewday/BatchProvider;
    invoke-direct {v0, v1, v5}, Lcom/brewday/BatchProvider$mailbox$1;-><init>(Lcom/brewday/BatchProvider;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/brewday/BatchProvider$mailbox$1;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Lkotlinx/coroutines/channels/ActorScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/BatchProvider$mailbox$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/BatchProvider$mailbox$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/BatchProvider$mailbox$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/channels/ActorScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/BatchProvider$mailbox$1;->invoke(Lkotlinx/coroutines/channels/ActorScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

