.class final Lcom/seedswap/LibraryProvider$searchSeeds$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LibraryProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function3;

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field synthetic L$1:Ljava/lang/Object;
.field final synthetic this$0:Lcom/seedswap/LibraryProvider;
.field final synthetic $term:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Lcom/seedswap/LibraryProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/seedswap/LibraryProvider$searchSeeds$1;->this$0:Lcom/seedswap/LibraryProvider;
    iput-object v3, v1, Lcom/seedswap/LibraryProvider$searchSeeds$1;->$term:Ljava/lang/String;
    iput v4, v1, Lcom/seedswap/LibraryProvider$searchSeeds$1;->$uid:I
    const/4 v0, 0x3
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    iget-object v0, v10, Lcom/seedswap/LibraryProvider$searchSeeds$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v6, v0
    iget-object v0, v10, Lcom/seedswap/LibraryProvider$searchSeeds$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 74
    iget v0, v10, Lcom/seedswap/LibraryProvider$searchSeeds$1;->label:I
    packed-switch v0, :sw_24
    goto :L142
    :L44
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 75
    iget-object v0, v10, Lcom/seedswap/LibraryProvider$searchSeeds$1;->this$0:Lcom/seedswap/LibraryProvider;
    invoke-static {v0}, Lcom/seedswap/LibraryProvider;->access$getDb$p(Lcom/seedswap/LibraryProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L66
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L66
    iget-object v1, v10, Lcom/seedswap/LibraryProvider$searchSeeds$1;->$term:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "SELECT name FROM seeds WHERE kind = ? AND season = ? AND name LIKE \'%"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "%\'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    move-object v9, v2
    const/4 v3, 0x0
    aput-object v6, v9, v3
    const/4 v3, 0x1
    aput-object v7, v9, v3
    invoke-virtual {v0, v1, v9}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v8, v0
    .line 76
    iget-object v0, v10, Lcom/seedswap/LibraryProvider$searchSeeds$1;->this$0:Lcom/seedswap/LibraryProvider;
    invoke-static {v0}, Lcom/seedswap/LibraryProvider;->access$getCounts$p(Lcom/seedswap/LibraryProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    iget v1, v10, Lcom/seedswap/LibraryProvider$searchSeeds$1;->$uid:I
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 77
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 78
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L142
    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_24
    .packed-switch 0x0
        :L44
    .end packed-switch
.end method

.method public final invoke(Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    new-instance v0, Lcom/seedswap/LibraryProvider$searchSeeds$1;
    iget-object v2, v6, Lcom/seedswap/LibraryProvider$searchSeeds$1;->this$0:Lcom/seedswap/LibraryProvider;
    iget-object v3, v6, Lcom/seedswap/LibraryProvider$searchSeeds$1;->$term:Ljava/lang/String;
    iget v4, v6, Lcom/seedswap/LibraryProvider$searchSeeds$1;->$uid:I
    invoke-direct {v0, v2, v3, v4, v9}, Lcom/seedswap/LibraryProvider$searchSeeds$1;-><init>(Lcom/seedswap/LibraryProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    move-object v5, v0
    iput-object v7, v5, Lcom/seedswap/LibraryProvider$searchSeeds$1;->L$0:Ljava/lang/Object;
    iput-object v8, v5, Lcom/seedswap/LibraryProvider$searchSeeds$1;->L$1:Ljava/lang/Object;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v5, v1}, Lcom/seedswap/LibraryProvider$searchSeeds$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    check-cast v2, Ljava/lang/String;
    check-cast v3, Ljava/lang/String;
    check-cast v4, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3, v4}, Lcom/seedswap/LibraryProvider$searchSeeds$1;->invoke(Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

