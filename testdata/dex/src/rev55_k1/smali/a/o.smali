.class final La/o;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SourceFile"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  g:Ljava/lang/Object;
.field  label:I
.field private synthetic f:Ljava/lang/Object;
.field final synthetic a:Lcom/pantrypal/PickupProvider;
.field final synthetic c:Landroid/database/sqlite/SQLiteDatabase;

.method constructor <init>(Lcom/pantrypal/PickupProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, La/o;->a:Lcom/pantrypal/PickupProvider;
    iput-object v3, v1, La/o;->c:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15
    iget-object v0, v13, La/o;->f:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v10, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 91
    move-object v12, v0
    iget v0, v13, La/o;->label:I
    packed-switch v0, :sw_17
    goto :L139
    :L40
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 92
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, La/p;
    iget-object v5, v13, La/o;->a:Lcom/pantrypal/PickupProvider;
    iget-object v6, v13, La/o;->c:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, La/p;-><init>(Lcom/pantrypal/PickupProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v10
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v0
    move-object v11, v0
    .line 93
    check-cast v13, Lkotlin/coroutines/Continuation;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v13, La/o;->f:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v13, La/o;->g:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v13, La/o;->label:I
    invoke-interface {v11, v13}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L130
    .line 91
    return-object v12
    :L117
    iget-object v0, v13, La/o;->g:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v11, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
    :L130
    .line 93
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "{\"pending\":"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v9, "}"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L139
    .line 91
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L40
        :L117
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, La/o;
    iget-object v1, v4, La/o;->a:Lcom/pantrypal/PickupProvider;
    iget-object v2, v4, La/o;->c:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {v0, v1, v2, v6}, La/o;-><init>(Lcom/pantrypal/PickupProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, La/o;->f:Ljava/lang/Object;
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, La/o;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, La/o;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, La/o;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, La/o;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

