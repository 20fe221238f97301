.class final Lcom/plotshare/garden/HarvestProvider$findHarvest$4;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HarvestProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nHarvestProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 HarvestProvider.kt\ncom/plotshare/garden/HarvestProvider$findHarvest$4\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,109:1\n1#2:110\n*E\n"
.end annotation

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/plotshare/garden/HarvestProvider;

.method constructor <init>(Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->this$0:Lcom/plotshare/garden/HarvestProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    iget-object v0, v7, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v2, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 61
    iget v0, v7, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->label:I
    packed-switch v0, :sw_16
    goto :L113
    :L36
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 61
    iget-object v0, v7, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->this$0:Lcom/plotshare/garden/HarvestProvider;
    invoke-static {v0}, Lcom/plotshare/garden/HarvestProvider;->access$getDb(Lcom/plotshare/garden/HarvestProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v3, v0
    const/4 v0, 0x0
    move-object v4, v0
    :t_59
    nop
    check-cast v3, Landroid/database/Cursor;
    move-object v5, v3
    .line 110
    const/4 v0, 0x0
    move v6, v0
    .line 61
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    .line 61
    move-object v5, v0
    :t_81
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v5
    goto :L112
    :t_92
    :L92
    move-exception v0
    move-object v6, v0
    move-object v4, v6
    throw v6
    :t_101
    :L101
    move-exception v0
    move-object v6, v0
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v6
    :L112
    .line 61
    return-object v0
    :L113
    .line 61
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Throwable; {:t_59 .. :t_81} :L92
    .catchall {:t_59 .. :t_81} :L101
    .catchall {:t_92 .. :t_101} :L101
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;
    iget-object v1, v3, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->this$0:Lcom/plotshare/garden/HarvestProvider;
    invoke-direct {v0, v1, v5}, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;-><init>(Lcom/plotshare/garden/HarvestProvider;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Ljava/lang/String;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/plotshare/garden/HarvestProvider$findHarvest$4;->invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

