.class final Lcom/chorechart/LedgerProvider$myExpenses$cents$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LedgerProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  J$0:J
.field  label:I
.field final synthetic this$0:Lcom/chorechart/LedgerProvider;
.field final synthetic $db:Landroid/database/sqlite/SQLiteDatabase;
.field final synthetic $uid:I

.method constructor <init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->this$0:Lcom/chorechart/LedgerProvider;
    iput-object v3, v1, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iput v4, v1, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 96
    move-object v6, v0
    iget v0, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->label:I
    packed-switch v0, :sw_9
    goto :L147
    :L36
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 97
    iget-object v0, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->this$0:Lcom/chorechart/LedgerProvider;
    invoke-static {v0}, Lcom/chorechart/LedgerProvider;->access$getFeed$p(Lcom/chorechart/LedgerProvider;)Lcom/chorechart/RateFeed;
    move-result-object v0
    const/4 v3, 0x1
    iput v3, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->label:I
    invoke-static {v0, v7}, Lcom/chorechart/LedgerProviderKt;->awaitRate(Lcom/chorechart/RateFeed;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L73
    .line 96
    return-object v6
    :L68
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L73
    .line 97
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v4, v0
    .line 98
    iget-object v0, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->this$0:Lcom/chorechart/LedgerProvider;
    iget-object v1, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iget v2, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->$uid:I
    invoke-static {v0, v1, v2}, Lcom/chorechart/LedgerProvider;->access$expenseFlow(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;I)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    iput-wide v4, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->J$0:J
    const/4 v3, 0x2
    iput v3, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->label:I
    invoke-static {v0, v7}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L131
    .line 96
    return-object v6
    :L121
    iget-wide v0, v7, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->J$0:J
    move-wide v4, v0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L131
    .line 98
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    mul-long v0, v0, v4
    const-wide/16 v2, 0x64L
    div-long v0, v0, v2
    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
    :L147
    .line 96
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_9
    .packed-switch 0x0
        :L36
        :L68
        :L121
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;
    iget-object v1, v4, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->this$0:Lcom/chorechart/LedgerProvider;
    iget-object v2, v4, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iget v3, v4, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/chorechart/LedgerProvider$myExpenses$cents$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

