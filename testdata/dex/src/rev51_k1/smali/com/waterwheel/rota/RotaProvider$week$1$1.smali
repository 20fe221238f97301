.class final Lcom/waterwheel/rota/RotaProvider$week$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RotaProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/waterwheel/rota/RotaProvider;
.field final synthetic $a:Lcom/waterwheel/rota/RotaArgs$Week;

.method constructor <init>(Lcom/waterwheel/rota/RotaProvider;Lcom/waterwheel/rota/RotaArgs$Week;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/waterwheel/rota/RotaProvider$week$1$1;->this$0:Lcom/waterwheel/rota/RotaProvider;
    iput-object v3, v1, Lcom/waterwheel/rota/RotaProvider$week$1$1;->$a:Lcom/waterwheel/rota/RotaArgs$Week;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 13
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 70
    iget v0, v11, Lcom/waterwheel/rota/RotaProvider$week$1$1;->label:I
    packed-switch v0, :sw_8
    goto :L198
    :L28
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 71
    iget-object v0, v11, Lcom/waterwheel/rota/RotaProvider$week$1$1;->this$0:Lcom/waterwheel/rota/RotaProvider;
    invoke-static {v0}, Lcom/waterwheel/rota/RotaProvider;->access$getDb(Lcom/waterwheel/rota/RotaProvider;)Lcom/waterwheel/data/GardenDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/waterwheel/data/GardenDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT day, gardener FROM shifts WHERE plot = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    iget-object v4, v11, Lcom/waterwheel/rota/RotaProvider$week$1$1;->$a:Lcom/waterwheel/rota/RotaArgs$Week;
    invoke-virtual {v4}, Lcom/waterwheel/rota/RotaArgs$Week;->getPlot()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    iget-object v0, v11, Lcom/waterwheel/rota/RotaProvider$week$1$1;->$a:Lcom/waterwheel/rota/RotaArgs$Week;
    move-object v6, v0
    const/4 v0, 0x0
    move-object v7, v0
    :t_75
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v8, v5
    const/4 v0, 0x0
    move v9, v0
    .line 72
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v10, v0
    :L94
    .line 73
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L129
    const/4 v2, 0x0
    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    const/4 v3, 0x1
    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    goto :L94
    :L129
    .line 74
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "plot"
    invoke-virtual {v6}, Lcom/waterwheel/rota/RotaArgs$Week;->getPlot()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "week"
    invoke-virtual {v1, v2, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    .line 71
    move-object v8, v0
    :t_166
    invoke-static {v5, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L197
    :t_177
    :L177
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_186
    :L186
    move-exception v0
    move-object v9, v0
    invoke-static {v5, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L197
    .line 75
    return-object v0
    :L198
    .line 70
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Throwable; {:t_75 .. :t_166} :L177
    .catchall {:t_75 .. :t_166} :L186
    .catchall {:t_177 .. :t_186} :L186
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/waterwheel/rota/RotaProvider$week$1$1;
    iget-object v1, v3, Lcom/waterwheel/rota/RotaProvider$week$1$1;->this$0:Lcom/waterwheel/rota/RotaProvider;
    iget-object v2, v3, Lcom/waterwheel/rota/RotaProvider$week$1$1;->$a:Lcom/waterwheel/rota/RotaArgs$Week;
    invoke-direct {v0, v1, v2, v5}, Lcom/waterwheel/rota/RotaProvider$week$1$1;-><init>(Lcom/waterwheel/rota/RotaProvider;Lcom/waterwheel/rota/RotaArgs$Week;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/waterwheel/rota/RotaProvider$week$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/waterwheel/rota/RotaProvider$week$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/waterwheel/rota/RotaProvider$week$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/waterwheel/rota/RotaProvider$week$1$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

