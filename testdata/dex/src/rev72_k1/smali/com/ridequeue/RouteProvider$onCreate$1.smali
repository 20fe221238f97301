.class final Lcom/ridequeue/RouteProvider$onCreate$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RouteProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRouteProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RouteProvider.kt\ncom/ridequeue/RouteProvider$onCreate$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,140:1\n1#2:141\n*E\n"
.end annotation

.field  L$0:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/ridequeue/RouteProvider;

.method constructor <init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/ridequeue/RouteProvider$onCreate$1;->this$0:Lcom/ridequeue/RouteProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 38
    move-object v13, v0
    iget v0, v14, Lcom/ridequeue/RouteProvider$onCreate$1;->label:I
    packed-switch v0, :sw_9
    goto :L202
    :L32
    invoke-static/range {v15 .. v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 39
    iget-object v0, v14, Lcom/ridequeue/RouteProvider$onCreate$1;->this$0:Lcom/ridequeue/RouteProvider;
    invoke-static {v0}, Lcom/ridequeue/RouteProvider;->access$getReports$p(Lcom/ridequeue/RouteProvider;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v0
    invoke-interface {v0}, Lkotlinx/coroutines/channels/Channel;->iterator()Lkotlinx/coroutines/channels/ChannelIterator;
    move-result-object v0
    move-object v4, v0
    :L49
    iput-object v4, v14, Lcom/ridequeue/RouteProvider$onCreate$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v14, Lcom/ridequeue/RouteProvider$onCreate$1;->label:I
    move-object v0, v4
    move-object v1, v14
    invoke-interface/range {v0 .. v1}, Lkotlinx/coroutines/channels/ChannelIterator;->hasNext(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L91
    .line 38
    return-object v13
    :L78
    iget-object v0, v14, Lcom/ridequeue/RouteProvider$onCreate$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ChannelIterator;
    move-object v4, v0
    invoke-static/range {v15 .. v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
    :L91
    .line 39
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-eqz v0, :L198
    invoke-interface {v4}, Lkotlinx/coroutines/channels/ChannelIterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/StopReport;
    move-object v5, v0
    .line 40
    iget-object v0, v14, Lcom/ridequeue/RouteProvider$onCreate$1;->this$0:Lcom/ridequeue/RouteProvider;
    invoke-static {v0}, Lcom/ridequeue/RouteProvider;->access$getDb$p(Lcom/ridequeue/RouteProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L128
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L128
    const-string v1, "reports"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v3
    move-object v7, v6
    .line 141
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 40
    const-string v1, "uid"
    invoke-virtual {v5}, Lcom/ridequeue/StopReport;->getUid()I
    move-result v2
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "stop"
    invoke-virtual {v5}, Lcom/ridequeue/StopReport;->getStop()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 40
    .line 40
    invoke-virtual {v9, v10, v11, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    goto :L49
    :L198
    .line 42
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L202
    .line 38
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_9
    .packed-switch 0x0
        :L32
        :L78
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/ridequeue/RouteProvider$onCreate$1;
    iget-object v1, v2, Lcom/ridequeue/RouteProvider$onCreate$1;->this$0:Lcom/ridequeue/RouteProvider;
    invoke-direct {v0, v1, v4}, Lcom/ridequeue/RouteProvider$onCreate$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/ridequeue/RouteProvider$onCreate$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/ridequeue/RouteProvider$onCreate$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/ridequeue/RouteProvider$onCreate$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/ridequeue/RouteProvider$onCreate$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

