.class final Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Store.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $ids:Ljava/util/List;

.field final synthetic $owner:I

.field label:I

.field final synthetic this$0:Lcom/harborline/ledger/LedgerStore;


# direct methods
.method constructor <init>(Ljava/util/List;ILcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->$ids:Ljava/util/List;

    iput p2, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->$owner:I

    iput-object p3, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;

    iget-object v1, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->$ids:Ljava/util/List;

    iget v2, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->$owner:I

    iget-object v3, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    invoke-direct {v0, v1, v2, v3, p2}, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;-><init>(Ljava/util/List;ILcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 58
    iget v0, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 59
    iget-object v0, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->$ids:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v8

    .line 60
    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    .line 61
    iget v2, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->$owner:I

    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "receipt_owner"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 62
    iget-object v0, p0, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;->this$0:Lcom/harborline/ledger/LedgerStore;

    invoke-virtual {v0}, Lcom/harborline/ledger/LedgerStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v11, v4, [Ljava/lang/String;

    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v11, v5

    const-string v1, "expenses"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v10, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    goto :goto_0

    .line 64
    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 58
    :goto_1
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
