.class final Lcom/harborline/ledger/LedgerStore$addExpense$2$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Store.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $amount:J

.field final synthetic $merchant:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lcom/harborline/ledger/LedgerStore;


# direct methods
.method constructor <init>(Ljava/lang/String;JLcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->$merchant:Ljava/lang/String;

    iput-wide p2, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->$amount:J

    iput-object p4, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;

    iget-object v2, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->$merchant:Ljava/lang/String;

    iget-wide v3, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->$amount:J

    iget-object v5, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    move-object v1, v2

    move-wide v2, v3

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;-><init>(Ljava/lang/String;JLcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 45
    iget v0, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 46
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 47
    iget-object v2, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->$merchant:Ljava/lang/String;

    const-string v1, "merchant"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    iget-wide v2, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->$amount:J

    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "amount"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 49
    iget-object v0, p0, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    invoke-virtual {v0}, Lcom/harborline/ledger/LedgerStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "expenses"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0

    .line 45
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
