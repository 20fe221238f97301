.class public final Lcom/harborline/ledger/LedgerStore;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Store.kt"


# static fields
.field public static final Companion:Lcom/harborline/ledger/LedgerStore$Companion;

.field private static volatile instance:Lcom/harborline/ledger/LedgerStore;


# instance fields
.field private final changes:Lkotlinx/coroutines/flow/MutableSharedFlow;

.field private final writeLock:Lkotlinx/coroutines/sync/Mutex;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/harborline/ledger/LedgerStore$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/harborline/ledger/LedgerStore$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/harborline/ledger/LedgerStore;->Companion:Lcom/harborline/ledger/LedgerStore$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 6

    .line 15
    const-string v1, "ledger.db"

    const/4 v2, 0x0

    const/4 v3, 0x3

    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 16
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/LedgerStore;->writeLock:Lkotlinx/coroutines/sync/Mutex;

    .line 17
    const/4 v0, 0x0

    const/16 v1, 0x10

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/flow/FlowKt;->MutableSharedFlow$default(IIILjava/lang/Object;)Lkotlinx/coroutines/flow/MutableSharedFlow;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/LedgerStore;->changes:Lkotlinx/coroutines/flow/MutableSharedFlow;

    .line 15
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/harborline/ledger/LedgerStore;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/harborline/ledger/LedgerStore;
    .registers 1

    .line 15
    sget-object v0, Lcom/harborline/ledger/LedgerStore;->instance:Lcom/harborline/ledger/LedgerStore;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/harborline/ledger/LedgerStore;)V
    .registers 1

    .line 15
    sput-object p0, Lcom/harborline/ledger/LedgerStore;->instance:Lcom/harborline/ledger/LedgerStore;

    return-void
.end method


# virtual methods
.method public final addExpense(Ljava/lang/String;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 25

    move-object/from16 v0, p4

    instance-of v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;

    move-object/from16 v18, v0

    move-object/from16 v0, v18

    iget v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v18

    iget v1, v1, Lcom/harborline/ledger/LedgerStore$addExpense$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v18

    iput v1, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p4

    invoke-direct {v0, v2, v3}, Lcom/harborline/ledger/LedgerStore$addExpense$1;-><init>(Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v18, v0

    :goto_0
    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->result:Ljava/lang/Object;

    move-object/from16 v17, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v19

    .line 44
    move-object/from16 v0, v18

    iget v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v7, v0, Lcom/harborline/ledger/LedgerStore;->writeLock:Lkotlinx/coroutines/sync/Mutex;

    .line 113
    const/4 v8, 0x0

    const/4 v9, 0x0

    .line 114
    move-object/from16 v4, p1

    move-object/from16 v3, v18

    iput-object v4, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v18

    iput-object v7, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$1:Ljava/lang/Object;

    move-wide/from16 v4, p2

    move-object/from16 v3, v18

    iput-wide v4, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->J$0:J

    const/4 v4, 0x1

    move-object/from16 v3, v18

    iput v4, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->label:I

    move-object/from16 v2, v18

    invoke-interface {v7, v8, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_1

    .line 44
    return-object v19

    :pswitch_1
    const/4 v9, 0x0

    move-object/from16 v0, v18

    iget-wide v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->J$0:J

    move-wide/from16 p2, v0

    const/4 v8, 0x0

    move-object/from16 v0, v18

    iget-object v7, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    .line 115
    :cond_1
    :try_start_0
    const/4 v10, 0x0

    .line 45
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;

    move-object/from16 v2, p1

    move-wide/from16 v3, p2

    move-object/from16 v5, p0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/harborline/ledger/LedgerStore$addExpense$2$1;-><init>(Ljava/lang/String;JLcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v18

    iput-object v4, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v18

    iput-object v7, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$1:Ljava/lang/Object;

    move-wide/from16 v4, p2

    move-object/from16 v3, v18

    iput-wide v4, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->J$0:J

    const/4 v4, 0x2

    move-object/from16 v3, v18

    iput v4, v3, Lcom/harborline/ledger/LedgerStore$addExpense$1;->label:I

    move-object/from16 v2, v18

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object/from16 v2, v19

    if-ne v0, v2, :cond_2

    .line 44
    return-object v19

    :pswitch_2
    const/4 v9, 0x0

    const/4 v10, 0x0

    move-object/from16 v0, v18

    iget-wide v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->J$0:J

    move-wide/from16 p2, v0

    const/4 v8, 0x0

    move-object/from16 v0, v18

    iget-object v7, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v18

    iget-object v0, v0, Lcom/harborline/ledger/LedgerStore$addExpense$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    :try_start_1
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    :cond_2
    move-object v11, v0

    .line 50
    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v12

    .line 116
    const/4 v14, 0x0

    .line 50
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/LedgerStore;->changes:Lkotlinx/coroutines/flow/MutableSharedFlow;

    const-string v1, "expenses"

    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableSharedFlow;->tryEmit(Ljava/lang/Object;)Z

    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 115
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v15

    goto :goto_1

    :catchall_0
    move-exception v16

    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v16

    .line 51
    :goto_1
    return-object v0

    .line 44
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public final attachReceipts(ILjava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20

    move-object/from16 v0, p3

    instance-of v0, v0, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;

    move-object v14, v0

    iget v0, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v14, v2, v3}, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;-><init>(Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v13, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v15

    .line 57
    iget v0, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v7, v0, Lcom/harborline/ledger/LedgerStore;->writeLock:Lkotlinx/coroutines/sync/Mutex;

    .line 120
    const/4 v8, 0x0

    const/4 v9, 0x0

    .line 121
    move-object/from16 v4, p2

    iput-object v4, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$0:Ljava/lang/Object;

    iput-object v7, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$1:Ljava/lang/Object;

    move/from16 v4, p1

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->I$0:I

    const/4 v4, 0x1

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->label:I

    invoke-interface {v7, v8, v14}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_1

    .line 57
    return-object v15

    :pswitch_1
    const/4 v9, 0x0

    iget v0, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->I$0:I

    move/from16 p1, v0

    const/4 v8, 0x0

    iget-object v7, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 p2, v0

    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 122
    :cond_1
    :try_start_0
    const/4 v10, 0x0

    .line 58
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;

    move-object/from16 v3, p2

    move/from16 v4, p1

    move-object/from16 v5, p0

    const/4 v6, 0x0

    invoke-direct {v1, v3, v4, v5, v6}, Lcom/harborline/ledger/LedgerStore$attachReceipts$2$1;-><init>(Ljava/util/List;ILcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$0:Ljava/lang/Object;

    iput-object v7, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$1:Ljava/lang/Object;

    move/from16 v4, p1

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->I$0:I

    const/4 v4, 0x2

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->label:I

    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    if-ne v0, v15, :cond_2

    .line 57
    return-object v15

    :pswitch_2
    const/4 v9, 0x0

    const/4 v10, 0x0

    iget v0, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->I$0:I

    move/from16 p1, v0

    const/4 v8, 0x0

    iget-object v7, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v14, Lcom/harborline/ledger/LedgerStore$attachReceipts$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 p2, v0

    :try_start_1
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 65
    :cond_2
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 122
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v11

    goto :goto_1

    :catchall_0
    move-exception v12

    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v12

    .line 65
    :goto_1
    return-object v0

    .line 57
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public final deleteExpense(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20

    move-object/from16 v0, p3

    instance-of v0, v0, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;

    move-object v14, v0

    iget v0, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v14, v2, v3}, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;-><init>(Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v13, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v15

    .line 53
    iget v0, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v7, v0, Lcom/harborline/ledger/LedgerStore;->writeLock:Lkotlinx/coroutines/sync/Mutex;

    .line 117
    const/4 v8, 0x0

    const/4 v9, 0x0

    .line 118
    iput-object v7, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->L$0:Ljava/lang/Object;

    move-wide/from16 v4, p1

    iput-wide v4, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->J$0:J

    const/4 v4, 0x1

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->label:I

    invoke-interface {v7, v8, v14}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_1

    .line 53
    return-object v15

    :pswitch_1
    const/4 v9, 0x0

    iget-wide v0, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->J$0:J

    move-wide/from16 p1, v0

    const/4 v8, 0x0

    iget-object v7, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->L$0:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 119
    :cond_1
    :try_start_0
    const/4 v10, 0x0

    .line 54
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;

    move-object/from16 v3, p0

    move-wide/from16 v4, p1

    const/4 v6, 0x0

    invoke-direct {v1, v3, v4, v5, v6}, Lcom/harborline/ledger/LedgerStore$deleteExpense$2$1;-><init>(Lcom/harborline/ledger/LedgerStore;JLkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    iput-object v7, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->L$0:Ljava/lang/Object;

    move-wide/from16 v4, p1

    iput-wide v4, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->J$0:J

    const/4 v4, 0x2

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->label:I

    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    if-ne v0, v15, :cond_2

    .line 53
    return-object v15

    :pswitch_2
    const/4 v9, 0x0

    const/4 v10, 0x0

    iget-wide v0, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->J$0:J

    move-wide/from16 p1, v0

    const/4 v8, 0x0

    iget-object v7, v14, Lcom/harborline/ledger/LedgerStore$deleteExpense$1;->L$0:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    :try_start_1
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 54
    :cond_2
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 119
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v11

    goto :goto_1

    :catchall_0
    move-exception v12

    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v12

    .line 55
    :goto_1
    return-object v0

    .line 53
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public final getChanges()Lkotlinx/coroutines/flow/MutableSharedFlow;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/harborline/ledger/LedgerStore;->changes:Lkotlinx/coroutines/flow/MutableSharedFlow;

    return-object v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    const-string v0, "CREATE TABLE expenses (id INTEGER PRIMARY KEY, merchant TEXT, amount INTEGER, receipt_owner INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 21
    const-string v0, "CREATE TABLE budgets (category TEXT PRIMARY KEY, cap INTEGER, spent INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 22
    const-string v0, "CREATE TABLE outcomes (key TEXT PRIMARY KEY, tool TEXT, args TEXT, reply TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 23
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    return-void
.end method

.method public final outcome(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 27
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/LedgerStore$outcome$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lcom/harborline/ledger/LedgerStore$outcome$2;-><init>(Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 31
    return-object v0
.end method

.method public final remember(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23

    move-object/from16 v0, p5

    instance-of v0, v0, Lcom/harborline/ledger/LedgerStore$remember$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p5

    check-cast v0, Lcom/harborline/ledger/LedgerStore$remember$1;

    move-object v15, v0

    iget v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v15, Lcom/harborline/ledger/LedgerStore$remember$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p5

    invoke-direct {v15, v2, v3}, Lcom/harborline/ledger/LedgerStore$remember$1;-><init>(Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v14, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v16

    .line 33
    iget v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v8, v0, Lcom/harborline/ledger/LedgerStore;->writeLock:Lkotlinx/coroutines/sync/Mutex;

    .line 110
    const/4 v9, 0x0

    const/4 v10, 0x0

    .line 111
    move-object/from16 v4, p1

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, p3

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, p4

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$3:Ljava/lang/Object;

    iput-object v8, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$4:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->label:I

    invoke-interface {v8, v9, v15}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v16

    if-ne v0, v2, :cond_1

    .line 33
    return-object v16

    :pswitch_1
    const/4 v10, 0x0

    const/4 v9, 0x0

    iget-object v8, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$4:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$2:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p3, v0

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$1:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p2, v0

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v14

    .line 112
    :cond_1
    :try_start_0
    const/4 v11, 0x0

    .line 34
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/LedgerStore$remember$2$1;

    move-object/from16 v2, p1

    move-object/from16 v3, p2

    move-object/from16 v4, p3

    move-object/from16 v5, p4

    move-object/from16 v6, p0

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/harborline/ledger/LedgerStore$remember$2$1;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, p3

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, p4

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$3:Ljava/lang/Object;

    iput-object v8, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$4:Ljava/lang/Object;

    const/4 v4, 0x2

    iput v4, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->label:I

    invoke-static {v0, v1, v15}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object/from16 v2, v16

    if-ne v0, v2, :cond_2

    .line 33
    return-object v16

    :pswitch_2
    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v9, 0x0

    iget-object v8, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$4:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$2:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p3, v0

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$1:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p2, v0

    iget-object v0, v15, Lcom/harborline/ledger/LedgerStore$remember$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    :try_start_1
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v14

    .line 34
    :cond_2
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    .line 41
    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 112
    invoke-interface {v8, v9}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v12

    goto :goto_1

    :catchall_0
    move-exception v13

    invoke-interface {v8, v9}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v13

    .line 42
    :goto_1
    return-object v0

    .line 33
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public final resetBudget(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 22

    move-object/from16 v0, p3

    instance-of v0, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;

    move-object/from16 v16, v0

    move-object/from16 v0, v16

    iget v0, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v16

    iget v1, v1, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v16

    iput v1, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v0, v2, v3}, Lcom/harborline/ledger/LedgerStore$resetBudget$1;-><init>(Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v16, v0

    :goto_0
    move-object/from16 v0, v16

    iget-object v15, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v17

    .line 75
    move-object/from16 v0, v16

    iget v0, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v6, v0, Lcom/harborline/ledger/LedgerStore;->writeLock:Lkotlinx/coroutines/sync/Mutex;

    .line 126
    const/4 v7, 0x0

    const/4 v8, 0x0

    .line 127
    move-object/from16 v4, p1

    move-object/from16 v3, v16

    iput-object v4, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v16

    iput-object v6, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$1:Ljava/lang/Object;

    move/from16 v4, p2

    move-object/from16 v3, v16

    iput v4, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->I$0:I

    const/4 v4, 0x1

    move-object/from16 v3, v16

    iput v4, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->label:I

    move-object/from16 v2, v16

    invoke-interface {v6, v7, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v17

    if-ne v0, v2, :cond_1

    .line 75
    return-object v17

    :pswitch_1
    const/4 v8, 0x0

    move-object/from16 v0, v16

    iget v0, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->I$0:I

    move/from16 p2, v0

    const/4 v7, 0x0

    move-object/from16 v0, v16

    iget-object v6, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$1:Ljava/lang/Object;

    check-cast v6, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v16

    iget-object v0, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v15

    .line 128
    :cond_1
    :try_start_0
    const/4 v9, 0x0

    .line 76
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/LedgerStore$resetBudget$2$1;

    move-object/from16 v3, p0

    move-object/from16 v4, p1

    const/4 v5, 0x0

    invoke-direct {v1, v3, v4, v5}, Lcom/harborline/ledger/LedgerStore$resetBudget$2$1;-><init>(Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v16

    iput-object v4, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v16

    iput-object v6, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$1:Ljava/lang/Object;

    move/from16 v4, p2

    move-object/from16 v3, v16

    iput v4, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->I$0:I

    const/4 v4, 0x2

    move-object/from16 v3, v16

    iput v4, v3, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->label:I

    move-object/from16 v2, v16

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object/from16 v2, v17

    if-ne v0, v2, :cond_2

    .line 75
    return-object v17

    :pswitch_2
    const/4 v8, 0x0

    const/4 v9, 0x0

    move-object/from16 v0, v16

    iget v0, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->I$0:I

    move/from16 p2, v0

    const/4 v7, 0x0

    move-object/from16 v0, v16

    iget-object v6, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$1:Ljava/lang/Object;

    check-cast v6, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v16

    iget-object v0, v0, Lcom/harborline/ledger/LedgerStore$resetBudget$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    :try_start_1
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v15

    :cond_2
    move-object v10, v0

    .line 80
    move-object v0, v10

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v11

    .line 116
    const/4 v12, 0x0

    .line 80
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/LedgerStore;->changes:Lkotlinx/coroutines/flow/MutableSharedFlow;

    move/from16 v1, p2

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "budgets:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableSharedFlow;->tryEmit(Ljava/lang/Object;)Z

    move-object v0, v10

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v13
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 128
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v13

    goto :goto_1

    :catchall_0
    move-exception v14

    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v14

    .line 81
    :goto_1
    return-object v0

    .line 75
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public final rows(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONArray;
    .registers 13

    const-string v1, "sql"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 84
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 85
    invoke-virtual {p0}, Lcom/harborline/ledger/LedgerStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v6

    check-cast v6, Ljava/io/Closeable;

    const/4 v7, 0x0

    :try_start_0
    move-object v0, v6

    check-cast v0, Landroid/database/Cursor;

    move-object v8, v0

    const/4 v9, 0x0

    .line 86
    :goto_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "label"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x2

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "amount"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 87
    :cond_0
    sget-object v8, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 85
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v9

    move-object v7, v9

    throw v9
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v9

    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v9

    .line 88
    :goto_1
    return-object v5
.end method

.method public final setCap(Ljava/lang/String;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21

    move-object/from16 v0, p4

    instance-of v0, v0, Lcom/harborline/ledger/LedgerStore$setCap$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lcom/harborline/ledger/LedgerStore$setCap$1;

    move-object v14, v0

    iget v0, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v14, Lcom/harborline/ledger/LedgerStore$setCap$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p4

    invoke-direct {v14, v2, v3}, Lcom/harborline/ledger/LedgerStore$setCap$1;-><init>(Lcom/harborline/ledger/LedgerStore;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v13, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v15

    .line 67
    iget v0, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v7, v0, Lcom/harborline/ledger/LedgerStore;->writeLock:Lkotlinx/coroutines/sync/Mutex;

    .line 123
    const/4 v8, 0x0

    const/4 v9, 0x0

    .line 124
    move-object/from16 v4, p1

    iput-object v4, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$0:Ljava/lang/Object;

    iput-object v7, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$1:Ljava/lang/Object;

    move-wide/from16 v4, p2

    iput-wide v4, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->J$0:J

    const/4 v4, 0x1

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->label:I

    invoke-interface {v7, v8, v14}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_1

    .line 67
    return-object v15

    :pswitch_1
    const/4 v9, 0x0

    iget-wide v0, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->J$0:J

    move-wide/from16 p2, v0

    const/4 v8, 0x0

    iget-object v7, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 125
    :cond_1
    :try_start_0
    const/4 v10, 0x0

    .line 68
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/LedgerStore$setCap$2$1;

    move-wide/from16 v2, p2

    move-object/from16 v4, p0

    move-object/from16 v5, p1

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/harborline/ledger/LedgerStore$setCap$2$1;-><init>(JLcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$0:Ljava/lang/Object;

    iput-object v7, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$1:Ljava/lang/Object;

    move-wide/from16 v4, p2

    iput-wide v4, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->J$0:J

    const/4 v4, 0x2

    iput v4, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->label:I

    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    if-ne v0, v15, :cond_2

    .line 67
    return-object v15

    :pswitch_2
    const/4 v9, 0x0

    const/4 v10, 0x0

    iget-wide v0, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->J$0:J

    move-wide/from16 p2, v0

    const/4 v8, 0x0

    iget-object v7, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v14, Lcom/harborline/ledger/LedgerStore$setCap$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    :try_start_1
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 68
    :cond_2
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    .line 72
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 125
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v11

    goto :goto_1

    :catchall_0
    move-exception v12

    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v12

    .line 73
    :goto_1
    return-object v0

    .line 67
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method
