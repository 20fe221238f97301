.class final Lcom/brewday/BatchProvider$namesByStyle$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "BatchProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  L$1:Ljava/lang/Object;
.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/brewday/BatchProvider;
.field final synthetic $style:Ljava/lang/String;

.method constructor <init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/brewday/BatchProvider$namesByStyle$1;->this$0:Lcom/brewday/BatchProvider;
    iput-object v3, v1, Lcom/brewday/BatchProvider$namesByStyle$1;->$style:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    iget-object v0, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/channels/ProducerScope;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 104
    move-object v9, v0
    iget v0, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->label:I
    packed-switch v0, :sw_17
    goto :L159
    :L40
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 105
    iget-object v0, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->this$0:Lcom/brewday/BatchProvider;
    invoke-static {v0}, Lcom/brewday/BatchProvider;->access$getDb$p(Lcom/brewday/BatchProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L62
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L62
    iget-object v1, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->$style:Ljava/lang/String;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "SELECT name FROM batches WHERE style = \'"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\'"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v8, v0
    :L76
    .line 106
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L149
    const/4 v2, 0x0
    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v7, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->L$0:Ljava/lang/Object;
    iput-object v8, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->label:I
    invoke-interface {v7, v1, v10}, Lkotlinx/coroutines/channels/ProducerScope;->send(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L145
    .line 104
    return-object v9
    :L132
    iget-object v0, v10, Lcom/brewday/BatchProvider$namesByStyle$1;->L$1:Ljava/lang/Object;
    check-cast v0, Landroid/database/Cursor;
    move-object v8, v0
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    :L145
    .line 106
    goto :L76
    :L149
    .line 107
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 108
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L159
    .line 104
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_17
    .packed-switch 0x0
        :L40
        :L132
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/brewday/BatchProvider$namesByStyle$1;
    iget-object v1, v4, Lcom/brewday/BatchProvider$namesByStyle$1;->this$0:Lcom/brewday/BatchProvider;
    iget-object v2, v4, Lcom/brewday/BatchProvider$namesByStyle$1;->$style:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v6}, Lcom/brewday/BatchProvider$namesByStyle$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/brewday/BatchProvider$namesByStyle$1;->L$0:Ljava/lang/Object;
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/brewday/BatchProvider$namesByStyle$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/brewday/BatchProvider$namesByStyle$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/brewday/BatchProvider$namesByStyle$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/channels/ProducerScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/brewday/BatchProvider$namesByStyle$1;->invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

