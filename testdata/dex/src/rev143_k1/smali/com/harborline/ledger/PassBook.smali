.class public final Lcom/harborline/ledger/PassBook;
.super Ljava/lang/Object;
.source "Tickets.kt"


# instance fields
.field private final lock:Lkotlinx/coroutines/sync/Mutex;

.field private final passes:Ljava/util/HashMap;


# direct methods
.method public constructor <init>()V
    .registers 4

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 38
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/PassBook;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 39
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/harborline/ledger/PassBook;->passes:Ljava/util/HashMap;

    .line 37
    return-void
.end method


# virtual methods
.method public final hold(Ljava/lang/String;Lcom/harborline/ledger/Ticket;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18

    move-object/from16 v0, p3

    instance-of v0, v0, Lcom/harborline/ledger/PassBook$hold$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lcom/harborline/ledger/PassBook$hold$1;

    move-object v12, v0

    iget v0, v12, Lcom/harborline/ledger/PassBook$hold$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v12, Lcom/harborline/ledger/PassBook$hold$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v12, Lcom/harborline/ledger/PassBook$hold$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v12, Lcom/harborline/ledger/PassBook$hold$1;

    move-object/from16 v3, p3

    invoke-direct {v12, p0, v3}, Lcom/harborline/ledger/PassBook$hold$1;-><init>(Lcom/harborline/ledger/PassBook;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v11, v12, Lcom/harborline/ledger/PassBook$hold$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v13

    .line 41
    iget v0, v12, Lcom/harborline/ledger/PassBook$hold$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    iget-object v5, p0, Lcom/harborline/ledger/PassBook;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 59
    const/4 v6, 0x0

    const/4 v7, 0x0

    .line 60
    iput-object p1, v12, Lcom/harborline/ledger/PassBook$hold$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    iput-object v4, v12, Lcom/harborline/ledger/PassBook$hold$1;->L$1:Ljava/lang/Object;

    iput-object v5, v12, Lcom/harborline/ledger/PassBook$hold$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v12, Lcom/harborline/ledger/PassBook$hold$1;->label:I

    invoke-interface {v5, v6, v12}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_1

    .line 41
    return-object v13

    :pswitch_1
    const/4 v7, 0x0

    const/4 v6, 0x0

    iget-object v5, v12, Lcom/harborline/ledger/PassBook$hold$1;->L$2:Ljava/lang/Object;

    check-cast v5, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v12, Lcom/harborline/ledger/PassBook$hold$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Ticket;

    move-object/from16 p2, v0

    iget-object p1, v12, Lcom/harborline/ledger/PassBook$hold$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 61
    :cond_1
    :try_start_0
    const/4 v8, 0x0

    .line 41
    iget-object v0, p0, Lcom/harborline/ledger/PassBook;->passes:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v2, p2

    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    sget-object v9, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 61
    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v9

    goto :goto_1

    :catchall_0
    move-exception v10

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v10

    .line 41
    :goto_1
    return-object v0

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
    .end packed-switch
.end method

.method public final redeem(Ljava/lang/String;Lcom/harborline/ledger/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21

    move-object/from16 v0, p3

    instance-of v0, v0, Lcom/harborline/ledger/PassBook$redeem$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lcom/harborline/ledger/PassBook$redeem$1;

    move-object v15, v0

    iget v0, v15, Lcom/harborline/ledger/PassBook$redeem$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v15, Lcom/harborline/ledger/PassBook$redeem$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v15, Lcom/harborline/ledger/PassBook$redeem$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v15, Lcom/harborline/ledger/PassBook$redeem$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v15, v2, v3}, Lcom/harborline/ledger/PassBook$redeem$1;-><init>(Lcom/harborline/ledger/PassBook;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v14, v15, Lcom/harborline/ledger/PassBook$redeem$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v16

    .line 43
    iget v0, v15, Lcom/harborline/ledger/PassBook$redeem$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v5, v0, Lcom/harborline/ledger/PassBook;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 62
    const/4 v6, 0x0

    const/4 v7, 0x0

    .line 63
    move-object/from16 v4, p1

    iput-object v4, v15, Lcom/harborline/ledger/PassBook$redeem$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    iput-object v4, v15, Lcom/harborline/ledger/PassBook$redeem$1;->L$1:Ljava/lang/Object;

    iput-object v5, v15, Lcom/harborline/ledger/PassBook$redeem$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v15, Lcom/harborline/ledger/PassBook$redeem$1;->label:I

    invoke-interface {v5, v6, v15}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v16

    if-ne v0, v2, :cond_1

    .line 43
    return-object v16

    :pswitch_1
    const/4 v7, 0x0

    const/4 v6, 0x0

    iget-object v5, v15, Lcom/harborline/ledger/PassBook$redeem$1;->L$2:Ljava/lang/Object;

    check-cast v5, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v15, Lcom/harborline/ledger/PassBook$redeem$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/Call;

    move-object/from16 p2, v0

    iget-object v0, v15, Lcom/harborline/ledger/PassBook$redeem$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v14

    .line 64
    :cond_1
    :try_start_0
    const/4 v8, 0x0

    .line 44
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/PassBook;->passes:Ljava/util/HashMap;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/Ticket;

    if-nez v0, :cond_2

    .line 64
    const/4 v13, 0x0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    return-object v13

    :cond_2
    :try_start_1
    move-object v9, v0

    .line 45
    invoke-virtual {v9}, Lcom/harborline/ledger/Ticket;->getTool()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/harborline/ledger/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v9}, Lcom/harborline/ledger/Ticket;->getArgs()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/harborline/ledger/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 64
    :cond_3
    const/4 v12, 0x0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    return-object v12

    .line 46
    :cond_4
    :try_start_2
    invoke-virtual {v9}, Lcom/harborline/ledger/Ticket;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_5

    const/4 v0, 0x0

    goto :goto_1

    :cond_5
    move-object v0, v9

    .line 64
    :goto_1
    move-object v10, v0
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    move-object v0, v10

    goto :goto_2

    :catchall_0
    move-exception v11

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v11

    .line 47
    :goto_2
    return-object v0

    .line 43
    :goto_3
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
