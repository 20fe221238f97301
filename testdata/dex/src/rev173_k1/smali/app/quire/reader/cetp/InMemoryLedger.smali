.class public final Lapp/quire/reader/cetp/InMemoryLedger;
.super Ljava/lang/Object;
.source "Ledgers.kt"

# interfaces
.implements Lapp/quire/reader/cetp/MutationLedger;


# instance fields
.field private final finished:Ljava/util/HashMap;

.field private final lock:Lkotlinx/coroutines/sync/Mutex;


# direct methods
.method public constructor <init>()V
    .registers 4

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/InMemoryLedger;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 19
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lapp/quire/reader/cetp/InMemoryLedger;->finished:Ljava/util/HashMap;

    .line 17
    return-void
.end method


# virtual methods
.method public run(Lapp/quire/reader/cetp/Call;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 25

    move-object/from16 v0, p3

    instance-of v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;

    move-object/from16 v19, v0

    move-object/from16 v0, v19

    iget v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v19

    iget v1, v1, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v19

    iput v1, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/InMemoryLedger$run$1;-><init>(Lapp/quire/reader/cetp/InMemoryLedger;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v19, v0

    :goto_0
    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->result:Ljava/lang/Object;

    move-object/from16 v18, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v20

    .line 21
    move-object/from16 v0, v19

    iget v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_5

    :pswitch_0
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v7, v0, Lapp/quire/reader/cetp/InMemoryLedger;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 77
    const/4 v8, 0x0

    const/4 v9, 0x0

    .line 78
    move-object/from16 v4, p1

    move-object/from16 v3, v19

    iput-object v4, v3, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    move-object/from16 v3, v19

    iput-object v4, v3, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, v19

    iput-object v7, v3, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, v19

    iput v4, v3, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->label:I

    move-object/from16 v2, v19

    invoke-interface {v7, v8, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v20

    if-ne v0, v2, :cond_1

    .line 21
    return-object v20

    :pswitch_1
    const/4 v9, 0x0

    const/4 v8, 0x0

    move-object/from16 v0, v19

    iget-object v7, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$2:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lkotlin/jvm/functions/Function1;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 80
    :cond_1
    :try_start_0
    const/4 v10, 0x0

    .line 22
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Call;->pastDeadline()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 23
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The deadline passed before anything changed."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto/16 :goto_3

    .line 25
    :cond_2
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v11

    .line 26
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/cetp/InMemoryLedger;->finished:Ljava/util/HashMap;

    invoke-virtual {v0, v11}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12

    check-cast v12, Lapp/quire/reader/cetp/Entry;

    .line 27
    if-eqz v12, :cond_4

    .line 28
    invoke-virtual {v12}, Lapp/quire/reader/cetp/Entry;->getTool()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v12}, Lapp/quire/reader/cetp/Entry;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-virtual {v12}, Lapp/quire/reader/cetp/Entry;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_1

    .line 29
    :cond_3
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_REQUEST:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "request_id was already used for another call."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    .line 28
    :goto_1
    goto/16 :goto_3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 32
    :cond_4
    :try_start_1
    move-object/from16 v3, p1

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$1:Ljava/lang/Object;

    move-object/from16 v2, v19

    iput-object v7, v2, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$2:Ljava/lang/Object;

    move-object/from16 v2, v19

    iput-object v11, v2, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$3:Ljava/lang/Object;

    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$4:Ljava/lang/Object;

    const/4 v3, 0x2

    move-object/from16 v2, v19

    iput v3, v2, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->label:I

    move-object/from16 v0, p2

    move-object/from16 v1, v19

    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0
    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-object/from16 v2, v20

    if-ne v0, v2, :cond_5

    .line 21
    return-object v20

    :pswitch_2
    const/4 v9, 0x0

    const/4 v10, 0x0

    move-object/from16 v0, v19

    iget-object v12, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$4:Ljava/lang/Object;

    check-cast v12, Lapp/quire/reader/cetp/Entry;

    move-object/from16 v0, v19

    iget-object v11, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$3:Ljava/lang/Object;

    check-cast v11, Ljava/lang/String;

    const/4 v8, 0x0

    move-object/from16 v0, v19

    iget-object v7, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$2:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lkotlin/jvm/functions/Function1;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/InMemoryLedger$run$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p1, v0

    :try_start_2
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 32
    :cond_5
    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    move-object v13, v0
    :try_end_2
    .catch Ljava/lang/Exception; {:try_start_2 .. :try_end_2} :catch_0
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    :try_start_3
    goto :goto_2

    .line 33
    :catch_0
    move-exception v14

    .line 34
    move-object v0, v14

    check-cast v0, Ljava/lang/Throwable;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/OutcomeKt;->failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/quire/reader/cetp/Outcome$Failed;

    move-result-object v13

    check-cast v13, Lapp/quire/reader/cetp/Outcome;

    .line 31
    :goto_2
    move-object v15, v13

    .line 36
    instance-of v0, v15, Lapp/quire/reader/cetp/Outcome$Done;

    if-eqz v0, :cond_6

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/cetp/InMemoryLedger;->finished:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lapp/quire/reader/cetp/Entry;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/quire/reader/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lapp/quire/reader/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    move-object v6, v15

    check-cast v6, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-virtual {v6}, Lapp/quire/reader/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v6

    invoke-direct {v2, v4, v5, v6}, Lapp/quire/reader/cetp/Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    :cond_6
    move-object v0, v15

    .line 80
    :goto_3
    move-object/from16 v16, v0
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    .line 82
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    .line 80
    move-object/from16 v0, v16

    goto :goto_4

    .line 82
    :catchall_0
    move-exception v17

    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v17

    .line 38
    :goto_4
    return-object v0

    .line 21
    :goto_5
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
