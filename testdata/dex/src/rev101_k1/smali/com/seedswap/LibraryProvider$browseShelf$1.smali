.class final Lcom/seedswap/LibraryProvider$browseShelf$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LibraryProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/seedswap/LibraryProvider;
.field final synthetic $shelf:Ljava/lang/String;

.method constructor <init>(Lcom/seedswap/LibraryProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/seedswap/LibraryProvider$browseShelf$1;->this$0:Lcom/seedswap/LibraryProvider;
    iput-object v3, v1, Lcom/seedswap/LibraryProvider$browseShelf$1;->$shelf:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    iget-object v0, v8, Lcom/seedswap/LibraryProvider$browseShelf$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v5, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 84
    iget v0, v8, Lcom/seedswap/LibraryProvider$browseShelf$1;->label:I
    packed-switch v0, :sw_16
    goto :L108
    :L36
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 85
    iget-object v0, v8, Lcom/seedswap/LibraryProvider$browseShelf$1;->this$0:Lcom/seedswap/LibraryProvider;
    invoke-static {v0}, Lcom/seedswap/LibraryProvider;->access$getDb$p(Lcom/seedswap/LibraryProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L58
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L58
    const-string v1, "SELECT name FROM seeds WHERE kind = ? AND shelf = ?"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    move-object v7, v2
    const/4 v3, 0x0
    aput-object v5, v7, v3
    const/4 v3, 0x1
    iget-object v4, v8, Lcom/seedswap/LibraryProvider$browseShelf$1;->$shelf:Ljava/lang/String;
    aput-object v4, v7, v3
    invoke-virtual {v0, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    .line 86
    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v7, v0
    .line 87
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 88
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flowOf(Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
    :L108
    .line 84
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/seedswap/LibraryProvider$browseShelf$1;
    iget-object v1, v4, Lcom/seedswap/LibraryProvider$browseShelf$1;->this$0:Lcom/seedswap/LibraryProvider;
    iget-object v2, v4, Lcom/seedswap/LibraryProvider$browseShelf$1;->$shelf:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v6}, Lcom/seedswap/LibraryProvider$browseShelf$1;-><init>(Lcom/seedswap/LibraryProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/seedswap/LibraryProvider$browseShelf$1;->L$0:Ljava/lang/Object;
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/seedswap/LibraryProvider$browseShelf$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/seedswap/LibraryProvider$browseShelf$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/seedswap/LibraryProvider$browseShelf$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Ljava/lang/String;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/seedswap/LibraryProvider$browseShelf$1;->invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

