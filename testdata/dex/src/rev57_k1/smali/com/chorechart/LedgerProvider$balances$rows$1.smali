.class final Lcom/chorechart/LedgerProvider$balances$rows$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LedgerProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/chorechart/LedgerProvider;
.field final synthetic $db:Landroid/database/sqlite/SQLiteDatabase;

.method constructor <init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/chorechart/LedgerProvider$balances$rows$1;->this$0:Lcom/chorechart/LedgerProvider;
    iput-object v3, v1, Lcom/chorechart/LedgerProvider$balances$rows$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 89
    move-object v6, v0
    iget v0, v7, Lcom/chorechart/LedgerProvider$balances$rows$1;->label:I
    packed-switch v0, :sw_8
    goto :L83
    :L32
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 89
    const-wide/16 v0, 0x7d0L
    new-instance v2, Lcom/chorechart/LedgerProvider$balances$rows$1$1;
    iget-object v3, v7, Lcom/chorechart/LedgerProvider$balances$rows$1;->this$0:Lcom/chorechart/LedgerProvider;
    iget-object v4, v7, Lcom/chorechart/LedgerProvider$balances$rows$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v5, 0x0
    invoke-direct {v2, v3, v4, v5}, Lcom/chorechart/LedgerProvider$balances$rows$1$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    check-cast v2, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x1
    iput v4, v7, Lcom/chorechart/LedgerProvider$balances$rows$1;->label:I
    invoke-static {v0, v1, v2, v7}, Lkotlinx/coroutines/TimeoutKt;->withTimeout(JLkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L82
    .line 89
    return-object v6
    :L77
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L82
    .line 89
    return-object v0
    :L83
    .line 89
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L77
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/chorechart/LedgerProvider$balances$rows$1;
    iget-object v1, v3, Lcom/chorechart/LedgerProvider$balances$rows$1;->this$0:Lcom/chorechart/LedgerProvider;
    iget-object v2, v3, Lcom/chorechart/LedgerProvider$balances$rows$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {v0, v1, v2, v5}, Lcom/chorechart/LedgerProvider$balances$rows$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/chorechart/LedgerProvider$balances$rows$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/chorechart/LedgerProvider$balances$rows$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/chorechart/LedgerProvider$balances$rows$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/chorechart/LedgerProvider$balances$rows$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

