.class final Lcom/beehive/HiveProvider$onCreate$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HiveProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  L$0:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/beehive/HiveProvider;

.method constructor <init>(Lcom/beehive/HiveProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/beehive/HiveProvider$onCreate$1;->this$0:Lcom/beehive/HiveProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v11, v18
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 29
    move-object v12, v0
    iget v0, v11, Lcom/beehive/HiveProvider$onCreate$1;->label:I
    packed-switch v0, :sw_9
    goto :L390
    :L32
    invoke-static/range {v19 .. v19}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 30
    iget-object v0, v11, Lcom/beehive/HiveProvider$onCreate$1;->this$0:Lcom/beehive/HiveProvider;
    invoke-static {v0}, Lcom/beehive/HiveProvider;->access$getOps$p(Lcom/beehive/HiveProvider;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v0
    invoke-interface {v0}, Lkotlinx/coroutines/channels/Channel;->iterator()Lkotlinx/coroutines/channels/ChannelIterator;
    move-result-object v0
    move-object v6, v0
    :L49
    iput-object v6, v11, Lcom/beehive/HiveProvider$onCreate$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v11, Lcom/beehive/HiveProvider$onCreate$1;->label:I
    move-object v0, v6
    move-object v1, v11
    invoke-interface/range {v0 .. v1}, Lkotlinx/coroutines/channels/ChannelIterator;->hasNext(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L91
    .line 29
    return-object v12
    :L78
    iget-object v0, v11, Lcom/beehive/HiveProvider$onCreate$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ChannelIterator;
    move-object v6, v0
    invoke-static/range {v19 .. v19}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v19
    :L91
    .line 30
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-eqz v0, :L386
    invoke-interface {v6}, Lkotlinx/coroutines/channels/ChannelIterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/beehive/DbOp;
    move-object v7, v0
    .line 31
    move-object v8, v7
    .line 32
    instance-of v0, v8, Lcom/beehive/DbOp$Insert;
    if-eqz v0, :L232
    iget-object v0, v11, Lcom/beehive/HiveProvider$onCreate$1;->this$0:Lcom/beehive/HiveProvider;
    invoke-static {v0}, Lcom/beehive/HiveProvider;->access$getDb$p(Lcom/beehive/HiveProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L139
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L139
    const-string v1, "inspections"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v3
    move-object v10, v9
    move-object v14, v2
    move-object v13, v1
    move-object/16 v16, v0
    const/4 v0, 0x0
    move/16 v17, v0
    .line 33
    const-string v1, "hive"
    check-cast v7, Lcom/beehive/DbOp$Insert;
    invoke-virtual {v7}, Lcom/beehive/DbOp$Insert;->getHive()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    const-string v1, "note"
    check-cast v7, Lcom/beehive/DbOp$Insert;
    invoke-virtual {v7}, Lcom/beehive/DbOp$Insert;->getNote()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    const-string v1, "owner"
    check-cast v7, Lcom/beehive/DbOp$Insert;
    invoke-virtual {v7}, Lcom/beehive/DbOp$Insert;->getOwner()I
    move-result v2
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 36
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v15, v0
    .line 32
    .line 32
    move-object/from16 v0, v16
    move-object v1, v13
    move-object v2, v14
    move-object v3, v9
    invoke-virtual/range {v0 .. v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v0
    goto :L382
    :L232
    .line 37
    instance-of v0, v8, Lcom/beehive/DbOp$Delete;
    if-eqz v0, :L300
    iget-object v0, v11, Lcom/beehive/HiveProvider$onCreate$1;->this$0:Lcom/beehive/HiveProvider;
    invoke-static {v0}, Lcom/beehive/HiveProvider;->access$getDb$p(Lcom/beehive/HiveProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L258
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L258
    const-string v1, "inspections"
    const-string v2, "id = ? AND owner = ?"
    .line 38
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v9, v3
    const/4 v4, 0x0
    check-cast v7, Lcom/beehive/DbOp$Delete;
    invoke-virtual {v7}, Lcom/beehive/DbOp$Delete;->getId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v9, v4
    const/4 v4, 0x1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    invoke-static {v5}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v9, v4
    .line 37
    invoke-virtual {v0, v1, v2, v9}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    goto :L382
    :L300
    .line 39
    instance-of v0, v8, Lcom/beehive/DbOp$Query;
    if-eqz v0, :L374
    check-cast v7, Lcom/beehive/DbOp$Query;
    invoke-virtual {v7}, Lcom/beehive/DbOp$Query;->getReply()Lkotlinx/coroutines/CompletableDeferred;
    move-result-object v0
    iget-object v1, v11, Lcom/beehive/HiveProvider$onCreate$1;->this$0:Lcom/beehive/HiveProvider;
    iget-object v2, v11, Lcom/beehive/HiveProvider$onCreate$1;->this$0:Lcom/beehive/HiveProvider;
    invoke-static {v2}, Lcom/beehive/HiveProvider;->access$getDb$p(Lcom/beehive/HiveProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    if-nez v2, :L337
    const-string v2, "db"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
    :L337
    check-cast v7, Lcom/beehive/DbOp$Query;
    invoke-virtual {v7}, Lcom/beehive/DbOp$Query;->getSql()Ljava/lang/String;
    move-result-object v3
    check-cast v7, Lcom/beehive/DbOp$Query;
    invoke-virtual {v7}, Lcom/beehive/DbOp$Query;->getArgs()[Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    const-string v4, "rawQuery(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1, v2}, Lcom/beehive/HiveProvider;->access$readNotes(Lcom/beehive/HiveProvider;Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableDeferred;->complete(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    goto :L382
    :L374
    .line 31
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L382
    goto :L49
    :L386
    .line 42
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L390
    .line 29
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
    new-instance v0, Lcom/beehive/HiveProvider$onCreate$1;
    iget-object v1, v2, Lcom/beehive/HiveProvider$onCreate$1;->this$0:Lcom/beehive/HiveProvider;
    invoke-direct {v0, v1, v4}, Lcom/beehive/HiveProvider$onCreate$1;-><init>(Lcom/beehive/HiveProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/beehive/HiveProvider$onCreate$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/beehive/HiveProvider$onCreate$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/beehive/HiveProvider$onCreate$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/beehive/HiveProvider$onCreate$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

