.class final Lcom/chorechart/LedgerProvider$expenseFlow$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LedgerProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/chorechart/LedgerProvider;
.field final synthetic $db:Landroid/database/sqlite/SQLiteDatabase;
.field final synthetic $uid:I

.method constructor <init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/chorechart/LedgerProvider$expenseFlow$1;->this$0:Lcom/chorechart/LedgerProvider;
    iput-object v3, v1, Lcom/chorechart/LedgerProvider$expenseFlow$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iput v4, v1, Lcom/chorechart/LedgerProvider$expenseFlow$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    iget-object v0, v7, Lcom/chorechart/LedgerProvider$expenseFlow$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v5, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 83
    move-object v6, v0
    iget v0, v7, Lcom/chorechart/LedgerProvider$expenseFlow$1;->label:I
    packed-switch v0, :sw_16
    goto :L102
    :L40
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 84
    iget-object v1, v7, Lcom/chorechart/LedgerProvider$expenseFlow$1;->this$0:Lcom/chorechart/LedgerProvider;
    iget-object v2, v7, Lcom/chorechart/LedgerProvider$expenseFlow$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iget v3, v7, Lcom/chorechart/LedgerProvider$expenseFlow$1;->$uid:I
    invoke-static {v1, v2, v3}, Lcom/chorechart/LedgerProvider;->access$balanceOf(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;I)J
    move-result-wide v1
    invoke-static {v1, v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v7, Lcom/chorechart/LedgerProvider$expenseFlow$1;->L$0:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v7, Lcom/chorechart/LedgerProvider$expenseFlow$1;->label:I
    invoke-interface {v5, v1, v7}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L97
    .line 83
    return-object v6
    :L92
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L97
    .line 85
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L102
    .line 83
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L40
        :L92
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8
    new-instance v0, Lcom/chorechart/LedgerProvider$expenseFlow$1;
    iget-object v1, v5, Lcom/chorechart/LedgerProvider$expenseFlow$1;->this$0:Lcom/chorechart/LedgerProvider;
    iget-object v2, v5, Lcom/chorechart/LedgerProvider$expenseFlow$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iget v3, v5, Lcom/chorechart/LedgerProvider$expenseFlow$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v7}, Lcom/chorechart/LedgerProvider$expenseFlow$1;-><init>(Lcom/chorechart/LedgerProvider;Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)V
    move-object v4, v0
    iput-object v6, v4, Lcom/chorechart/LedgerProvider$expenseFlow$1;->L$0:Ljava/lang/Object;
    check-cast v4, Lkotlin/coroutines/Continuation;
    return-object v4
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/chorechart/LedgerProvider$expenseFlow$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/chorechart/LedgerProvider$expenseFlow$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/chorechart/LedgerProvider$expenseFlow$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/flow/FlowCollector;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/chorechart/LedgerProvider$expenseFlow$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

