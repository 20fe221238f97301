.class public final Lapp/quire/reader/data/OperationRepository;
.super Ljava/lang/Object;
.source "OperationRepository.kt"


# instance fields
.field private final db:Lapp/quire/reader/data/QuireDb;

.field private final lastSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

.field private final lock:Lkotlinx/coroutines/sync/Mutex;


# direct methods
.method public constructor <init>(Lapp/quire/reader/data/QuireDb;)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/data/OperationRepository;->db:Lapp/quire/reader/data/QuireDb;

    .line 28
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/data/OperationRepository;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 29
    const-wide/16 v0, -0x1

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/data/OperationRepository;->lastSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    .line 27
    return-void
.end method

.method public static final synthetic access$getDb$p(Lapp/quire/reader/data/OperationRepository;)Lapp/quire/reader/data/QuireDb;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/quire/reader/data/OperationRepository;->db:Lapp/quire/reader/data/QuireDb;

    return-object v0
.end method

.method public static final synthetic access$maxSeq(Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3

    .line 27
    invoke-direct {p0, p1}, Lapp/quire/reader/data/OperationRepository;->maxSeq(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method private final maxSeq(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 49
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/OperationRepository$maxSeq$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, v2}, Lapp/quire/reader/data/OperationRepository$maxSeq$2;-><init>(Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p1}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 52
    return-object v0
.end method

.method public static synthetic move$default(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 8

    .line 61
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/quire/reader/data/OperationRepository;->move(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final cancelRequested(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 79
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/OperationRepository$cancelRequested$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lapp/quire/reader/data/OperationRepository$cancelRequested$2;-><init>(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 82
    return-object v0
.end method

.method public final create(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26

    move-object/from16 v0, p3

    instance-of v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lapp/quire/reader/data/OperationRepository$create$1;

    move-object/from16 v20, v0

    move-object/from16 v0, v20

    iget v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v20

    iget v1, v1, Lapp/quire/reader/data/OperationRepository$create$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v20

    iput v1, v0, Lapp/quire/reader/data/OperationRepository$create$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/data/OperationRepository$create$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/data/OperationRepository$create$1;-><init>(Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v20, v0

    :goto_0
    move-object/from16 v0, v20

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->result:Ljava/lang/Object;

    move-object/from16 v19, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v21

    .line 31
    move-object/from16 v0, v20

    iget v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v9, v0, Lapp/quire/reader/data/OperationRepository;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 96
    const/4 v10, 0x0

    const/4 v11, 0x0

    .line 97
    move-object/from16 v4, p2

    move-object/from16 v3, v20

    iput-object v4, v3, Lapp/quire/reader/data/OperationRepository$create$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v20

    iput-object v9, v3, Lapp/quire/reader/data/OperationRepository$create$1;->L$1:Ljava/lang/Object;

    move/from16 v4, p1

    move-object/from16 v3, v20

    iput v4, v3, Lapp/quire/reader/data/OperationRepository$create$1;->I$0:I

    const/4 v4, 0x1

    move-object/from16 v3, v20

    iput v4, v3, Lapp/quire/reader/data/OperationRepository$create$1;->label:I

    move-object/from16 v2, v20

    invoke-interface {v9, v10, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v21

    if-ne v0, v2, :cond_1

    .line 31
    return-object v21

    :pswitch_1
    const/4 v11, 0x0

    move-object/from16 v0, v20

    iget v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->I$0:I

    move/from16 p1, v0

    const/4 v10, 0x0

    move-object/from16 v0, v20

    iget-object v9, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$1:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v20

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v19

    .line 99
    :cond_1
    :try_start_0
    const/4 v12, 0x0

    .line 32
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository;->lastSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    move-object/from16 v0, p0

    iget-object v13, v0, Lapp/quire/reader/data/OperationRepository;->lastSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    move-object/from16 v3, p2

    move-object/from16 v2, v20

    iput-object v3, v2, Lapp/quire/reader/data/OperationRepository$create$1;->L$0:Ljava/lang/Object;

    move-object/from16 v2, v20

    iput-object v9, v2, Lapp/quire/reader/data/OperationRepository$create$1;->L$1:Ljava/lang/Object;

    move-object/from16 v2, v20

    iput-object v13, v2, Lapp/quire/reader/data/OperationRepository$create$1;->L$2:Ljava/lang/Object;

    move/from16 v3, p1

    move-object/from16 v2, v20

    iput v3, v2, Lapp/quire/reader/data/OperationRepository$create$1;->I$0:I

    const/4 v3, 0x2

    move-object/from16 v2, v20

    iput v3, v2, Lapp/quire/reader/data/OperationRepository$create$1;->label:I

    move-object/from16 v0, p0

    move-object/from16 v1, v20

    invoke-direct {v0, v1}, Lapp/quire/reader/data/OperationRepository;->maxSeq(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object/from16 v2, v21

    if-ne v0, v2, :cond_2

    .line 31
    return-object v21

    :pswitch_2
    const/4 v11, 0x0

    const/4 v12, 0x0

    move-object/from16 v0, v20

    iget v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->I$0:I

    move/from16 p1, v0

    move-object/from16 v0, v20

    iget-object v13, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$2:Ljava/lang/Object;

    check-cast v13, Lkotlinx/coroutines/flow/MutableStateFlow;

    const/4 v10, 0x0

    move-object/from16 v0, v20

    iget-object v9, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$1:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v20

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p2, v0

    :try_start_1
    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v19

    .line 32
    :cond_2
    invoke-interface {v13, v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V

    .line 33
    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository;->lastSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    const-wide/16 v2, 0x1

    add-long v14, v0, v2

    .line 34
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository;->lastSeq:Lkotlinx/coroutines/flow/MutableStateFlow;

    invoke-static {v14, v15}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableStateFlow;->setValue(Ljava/lang/Object;)V

    .line 35
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "op-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v14, v15}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v16

    .line 36
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/OperationRepository$create$2$1;

    move-object/from16 v2, v16

    move-wide v3, v14

    move/from16 v5, p1

    move-object/from16 v6, p2

    move-object/from16 v7, p0

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lapp/quire/reader/data/OperationRepository$create$2$1;-><init>(Ljava/lang/String;JILjava/lang/String;Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v20

    iput-object v4, v3, Lapp/quire/reader/data/OperationRepository$create$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v20

    iput-object v9, v3, Lapp/quire/reader/data/OperationRepository$create$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, v16

    move-object/from16 v3, v20

    iput-object v4, v3, Lapp/quire/reader/data/OperationRepository$create$1;->L$2:Ljava/lang/Object;

    move/from16 v4, p1

    move-object/from16 v3, v20

    iput v4, v3, Lapp/quire/reader/data/OperationRepository$create$1;->I$0:I

    move-object/from16 v3, v20

    iput-wide v14, v3, Lapp/quire/reader/data/OperationRepository$create$1;->J$0:J

    const/4 v4, 0x3

    move-object/from16 v3, v20

    iput v4, v3, Lapp/quire/reader/data/OperationRepository$create$1;->label:I

    move-object/from16 v2, v20

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-object/from16 v2, v21

    if-ne v0, v2, :cond_4

    .line 31
    return-object v21

    :pswitch_3
    const/4 v11, 0x0

    const/4 v12, 0x0

    move-object/from16 v0, v20

    iget-wide v14, v0, Lapp/quire/reader/data/OperationRepository$create$1;->J$0:J

    move-object/from16 v0, v20

    iget v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->I$0:I

    move/from16 p1, v0

    move-object/from16 v0, v20

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$2:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    const/4 v10, 0x0

    move-object/from16 v0, v20

    iget-object v9, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$1:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v20

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository$create$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p2, v0

    :try_start_2
    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v19

    .line 99
    :cond_4
    move-object/from16 v17, v16
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 101
    invoke-interface {v9, v10}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    .line 99
    move-object/from16 v0, v17

    goto :goto_1

    .line 101
    :catchall_0
    move-exception v18

    invoke-interface {v9, v10}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v18

    .line 47
    :goto_1
    return-object v0

    .line 31
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
        :pswitch_3
    .end packed-switch
.end method

.method public final failInterrupted(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 11

    instance-of v0, p2, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;

    move-object v6, v0

    iget v0, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;

    invoke-direct {v6, p0, p2}, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;-><init>(Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v5, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 85
    iget v0, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 86
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/OperationRepository$failInterrupted$2;

    const/4 v4, 0x0

    invoke-direct {v1, p1, p0, v4}, Lapp/quire/reader/data/OperationRepository$failInterrupted$2;-><init>(Lorg/json/JSONObject;Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->L$0:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->label:I

    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_1

    .line 85
    return-object v7

    :pswitch_1
    iget-object p1, v6, Lapp/quire/reader/data/OperationRepository$failInterrupted$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lorg/json/JSONObject;

    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v5

    .line 93
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 85
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final find(Ljava/lang/String;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 54
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/OperationRepository$find$2;

    move-object v2, p0

    move-object v3, p1

    move v4, p2

    move-object v5, p3

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/data/OperationRepository$find$2;-><init>(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;ILjava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p4}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 59
    return-object v0
.end method

.method public final move(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15

    instance-of v0, p4, Lapp/quire/reader/data/OperationRepository$move$1;

    if-eqz v0, :cond_0

    move-object v0, p4

    check-cast v0, Lapp/quire/reader/data/OperationRepository$move$1;

    move-object v8, v0

    iget v0, v8, Lapp/quire/reader/data/OperationRepository$move$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v8, Lapp/quire/reader/data/OperationRepository$move$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v8, Lapp/quire/reader/data/OperationRepository$move$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v8, Lapp/quire/reader/data/OperationRepository$move$1;

    invoke-direct {v8, p0, p4}, Lapp/quire/reader/data/OperationRepository$move$1;-><init>(Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v7, v8, Lapp/quire/reader/data/OperationRepository$move$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 61
    iget v0, v8, Lapp/quire/reader/data/OperationRepository$move$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 62
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/OperationRepository$move$2;

    move-object v2, p2

    move-object v3, p3

    move-object v4, p0

    move-object v5, p1

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/data/OperationRepository$move$2;-><init>(Ljava/lang/String;Lorg/json/JSONObject;Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v8, Lapp/quire/reader/data/OperationRepository$move$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v8, Lapp/quire/reader/data/OperationRepository$move$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v8, Lapp/quire/reader/data/OperationRepository$move$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v8, Lapp/quire/reader/data/OperationRepository$move$1;->label:I

    invoke-static {v0, v1, v8}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_1

    .line 61
    return-object v9

    :pswitch_1
    iget-object p3, v8, Lapp/quire/reader/data/OperationRepository$move$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v8, Lapp/quire/reader/data/OperationRepository$move$1;->L$1:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v8, Lapp/quire/reader/data/OperationRepository$move$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 69
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 61
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final requestCancel(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 11

    instance-of v0, p2, Lapp/quire/reader/data/OperationRepository$requestCancel$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lapp/quire/reader/data/OperationRepository$requestCancel$1;

    move-object v6, v0

    iget v0, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;

    invoke-direct {v6, p0, p2}, Lapp/quire/reader/data/OperationRepository$requestCancel$1;-><init>(Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v5, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 71
    iget v0, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 72
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/data/OperationRepository$requestCancel$2;

    const/4 v4, 0x0

    invoke-direct {v1, p0, p1, v4}, Lapp/quire/reader/data/OperationRepository$requestCancel$2;-><init>(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->L$0:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->label:I

    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_1

    .line 71
    return-object v7

    :pswitch_1
    iget-object p1, v6, Lapp/quire/reader/data/OperationRepository$requestCancel$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v5

    .line 77
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 71
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
