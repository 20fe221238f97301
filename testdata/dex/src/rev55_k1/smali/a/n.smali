.class final La/n;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SourceFile"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


.field  f:Ljava/lang/Object;
.field  g:Ljava/lang/Object;
.field  h:Ljava/lang/Object;
.field  i:Ljava/lang/Object;
.field  j:I
.field  label:I
.field final synthetic a:Lcom/pantrypal/PickupProvider;
.field final synthetic b:Lorg/json/JSONObject;
.field final synthetic c:Landroid/database/sqlite/SQLiteDatabase;
.field final synthetic d:Landroid/content/Context;
.field final synthetic e:I

.method constructor <init>(Lcom/pantrypal/PickupProvider;Lorg/json/JSONObject;Landroid/database/sqlite/SQLiteDatabase;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    .registers 8
    iput-object v2, v1, La/n;->a:Lcom/pantrypal/PickupProvider;
    iput-object v3, v1, La/n;->b:Lorg/json/JSONObject;
    iput-object v4, v1, La/n;->c:Landroid/database/sqlite/SQLiteDatabase;
    iput-object v5, v1, La/n;->d:Landroid/content/Context;
    iput v6, v1, La/n;->e:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v7}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 26
    move-object/from16 v11, v24
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 60
    move-object v12, v0
    iget v0, v11, La/n;->label:I
    packed-switch v0, :sw_9
    goto :L362
    :L32
    invoke-static/range {v25 .. v25}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 61
    iget-object v0, v11, La/n;->a:Lcom/pantrypal/PickupProvider;
    iget-object v0, v0, Lcom/pantrypal/PickupProvider;->a:Lkotlinx/coroutines/sync/Mutex;
    move-object v5, v0
    iget-object v0, v11, La/n;->b:Lorg/json/JSONObject;
    move-object v7, v0
    iget-object v0, v11, La/n;->c:Landroid/database/sqlite/SQLiteDatabase;
    move-object v8, v0
    iget-object v0, v11, La/n;->d:Landroid/content/Context;
    move-object v9, v0
    iget v0, v11, La/n;->e:I
    move v10, v0
    .line 61
    const/4 v0, 0x0
    move-object v6, v0
    const/4 v0, 0x0
    move/16 v23, v0
    .line 61
    check-cast v11, Lkotlin/coroutines/Continuation;
    iput-object v5, v11, La/n;->f:Ljava/lang/Object;
    iput-object v7, v11, La/n;->g:Ljava/lang/Object;
    iput-object v8, v11, La/n;->h:Ljava/lang/Object;
    iput-object v9, v11, La/n;->i:Ljava/lang/Object;
    iput v10, v11, La/n;->j:I
    const/4 v4, 0x1
    iput v4, v11, La/n;->label:I
    move-object v0, v5
    move-object v1, v6
    move-object v2, v11
    invoke-interface/range {v0 .. v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L178
    .line 60
    return-object v12
    :L127
    const/4 v0, 0x0
    move/16 v23, v0
    iget v0, v11, La/n;->j:I
    move v10, v0
    iget-object v0, v11, La/n;->i:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object v9, v0
    iget-object v0, v11, La/n;->h:Ljava/lang/Object;
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    move-object v8, v0
    iget-object v0, v11, La/n;->g:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v7, v0
    const/4 v0, 0x0
    move-object v6, v0
    iget-object v0, v11, La/n;->f:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v5, v0
    invoke-static/range {v25 .. v25}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v25
    :L178
    .line 60
    :t_179
    nop
    const/4 v0, 0x0
    move/16 v22, v0
    .line 62
    const-string v1, "slot"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v13, v0
    .line 63
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v14, v0
    move-object v15, v14
    const/4 v0, 0x0
    move/16 v16, v0
    .line 64
    const-string v1, "household"
    const-string v3, "household"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v0, v15
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    const-string v1, "slot"
    move-object v0, v15
    move-object v2, v13
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 66
    const-string v1, "uid"
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    move-object v0, v15
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 67
    nop
    .line 63
    .line 63
    move-object/16 v17, v14
    .line 68
    const-string v1, "pickups"
    const/4 v2, 0x0
    move-object v0, v8
    move-object/from16 v3, v17
    invoke-virtual/range {v0 .. v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 69
    invoke-static {v9}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v0
    .line 70
    new-instance v1, Landroid/content/Intent;
    const-string v3, "com.pantrypal.action.CONFIRM_PICKUP"
    invoke-direct {v1, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v15, v1
    move-object/16 v16, v15
    .line 70
    move-object/16 v18, v0
    const/4 v0, 0x0
    move/16 v19, v0
    .line 70
    const-string v1, "slot"
    move-object/from16 v0, v16
    move-object v2, v13
    invoke-virtual/range {v0 .. v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 70
    .line 70
    move-object/from16 v0, v18
    move-object v1, v15
    invoke-virtual/range {v0 .. v1}, Landroid/app/TaskStackBuilder;->addNextIntent(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object v0
    .line 71
    const/16 v1, 0x15
    const/high16 v2, 0xc000000
    invoke-virtual {v0, v1, v2}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object v0
    .line 69
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v14, v0
    .line 72
    sget-object v1, La/b;->a:La/b;
    sget-object v2, La/b;->a:La/b;
    invoke-virtual {v2}, La/b;->b()Ljava/lang/String;
    move-result-object v2
    const-string v4, "book_pickup"
    invoke-virtual {v1, v2, v10, v4}, La/b;->e(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object v0, v14
    invoke-static/range {v0 .. v1}, La/a;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 72
    move-object/16 v20, v0
    :t_337
    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    move-object/from16 v0, v20
    goto :L361
    :L349
    move-exception v0
    move-object/16 v21, v0
    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v21
    :L361
    .line 73
    return-object v0
    :L362
    .line 60
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catchall {:t_179 .. :t_337} :L349
    :sw_9
    .packed-switch 0x0
        :L32
        :L127
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11
    new-instance v0, La/n;
    iget-object v2, v8, La/n;->a:Lcom/pantrypal/PickupProvider;
    iget-object v3, v8, La/n;->b:Lorg/json/JSONObject;
    iget-object v4, v8, La/n;->c:Landroid/database/sqlite/SQLiteDatabase;
    iget-object v5, v8, La/n;->d:Landroid/content/Context;
    iget v6, v8, La/n;->e:I
    move-object v1, v0
    move-object v7, v10
    invoke-direct/range {v1 .. v7}, La/n;-><init>(Lcom/pantrypal/PickupProvider;Lorg/json/JSONObject;Landroid/database/sqlite/SQLiteDatabase;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, La/n;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, La/n;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, La/n;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, La/n;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

