.class final Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Store.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $id:J

.field label:I

.field final synthetic this$0:Lcom/harborline/ledger/LedgerStore;


# direct methods
.method constructor <init>(Lcom/harborline/ledger/LedgerStore;JLkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    iput-wide p2, p0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->$id:J

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;

    iget-object v1, p0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    iget-wide v2, p0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->$id:J

    invoke-direct {v0, v1, v2, v3, p2}, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;-><init>(Lcom/harborline/ledger/LedgerStore;JLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 54
    iget v0, p0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    iget-object v0, p0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    invoke-virtual {v0}, Lcom/harborline/ledger/LedgerStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v7, v3, [Ljava/lang/String;

    iget-wide v5, p0, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;->$id:J

    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v1, "expenses"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
