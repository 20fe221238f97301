.class public final Lcom/harborline/ledger/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final lock:Lkotlinx/coroutines/sync/Mutex;

.field private final open:Ljava/util/HashMap;


# direct methods
.method public constructor <init>()V
    .registers 4

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/SessionBook;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 29
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/harborline/ledger/SessionBook;->open:Ljava/util/HashMap;

    .line 27
    return-void
.end method

.method public static final open$lambda$0([B)Lkotlin/Unit;
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    sget-object v0, Lcom/harborline/ledger/Tokens;->INSTANCE:Lcom/harborline/ledger/Tokens;

    invoke-virtual {v0}, Lcom/harborline/ledger/Tokens;->getSecure()Ljava/security/SecureRandom;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/SecureRandom;->nextBytes([B)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21

    move-object/from16 v0, p3

    instance-of v0, v0, Lcom/harborline/ledger/SessionBook$find$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lcom/harborline/ledger/SessionBook$find$1;

    move-object v15, v0

    iget v0, v15, Lcom/harborline/ledger/SessionBook$find$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v15, Lcom/harborline/ledger/SessionBook$find$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v15, Lcom/harborline/ledger/SessionBook$find$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v15, Lcom/harborline/ledger/SessionBook$find$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v15, v2, v3}, Lcom/harborline/ledger/SessionBook$find$1;-><init>(Lcom/harborline/ledger/SessionBook;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v14, v15, Lcom/harborline/ledger/SessionBook$find$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v16

    .line 37
    iget v0, v15, Lcom/harborline/ledger/SessionBook$find$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_3

    :pswitch_0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p0

    iget-object v5, v0, Lcom/harborline/ledger/SessionBook;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 78
    const/4 v6, 0x0

    const/4 v7, 0x0

    .line 79
    move-object/from16 v4, p1

    iput-object v4, v15, Lcom/harborline/ledger/SessionBook$find$1;->L$0:Ljava/lang/Object;

    iput-object v5, v15, Lcom/harborline/ledger/SessionBook$find$1;->L$1:Ljava/lang/Object;

    move/from16 v4, p2

    iput v4, v15, Lcom/harborline/ledger/SessionBook$find$1;->I$0:I

    const/4 v4, 0x1

    iput v4, v15, Lcom/harborline/ledger/SessionBook$find$1;->label:I

    invoke-interface {v5, v6, v15}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v16

    if-ne v0, v2, :cond_1

    .line 37
    return-object v16

    :pswitch_1
    const/4 v7, 0x0

    iget v0, v15, Lcom/harborline/ledger/SessionBook$find$1;->I$0:I

    move/from16 p2, v0

    const/4 v6, 0x0

    iget-object v5, v15, Lcom/harborline/ledger/SessionBook$find$1;->L$1:Ljava/lang/Object;

    check-cast v5, Lkotlinx/coroutines/sync/Mutex;

    iget-object v0, v15, Lcom/harborline/ledger/SessionBook$find$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v14

    .line 80
    :cond_1
    :try_start_0
    const/4 v8, 0x0

    .line 38
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/SessionBook;->open:Ljava/util/HashMap;

    move-object/from16 v1, p1

    if-nez p1, :cond_2

    .line 80
    const/4 v13, 0x0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    return-object v13

    :cond_2
    :try_start_1
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/Session;

    if-nez v0, :cond_3

    const/4 v12, 0x0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    return-object v12

    :cond_3
    :try_start_2
    move-object v9, v0

    .line 39
    invoke-virtual {v9}, Lcom/harborline/ledger/Session;->getUid()I

    move-result v0

    move/from16 v1, p2

    if-ne v0, v1, :cond_4

    invoke-virtual {v9}, Lcom/harborline/ledger/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_5

    :cond_4
    const/4 v0, 0x0

    goto :goto_1

    :cond_5
    move-object v0, v9

    .line 80
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

    .line 40
    :goto_2
    return-object v0

    .line 37
    :goto_3
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

.method public final open(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 22

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/harborline/ledger/SessionBook$open$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/harborline/ledger/SessionBook$open$1;

    move-object/from16 v17, v0

    move-object/from16 v0, v17

    iget v0, v0, Lcom/harborline/ledger/SessionBook$open$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v17

    iget v1, v1, Lcom/harborline/ledger/SessionBook$open$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v17

    iput v1, v0, Lcom/harborline/ledger/SessionBook$open$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/harborline/ledger/SessionBook$open$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/harborline/ledger/SessionBook$open$1;-><init>(Lcom/harborline/ledger/SessionBook;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v17, v0

    :goto_0
    move-object/from16 v0, v17

    iget-object v0, v0, Lcom/harborline/ledger/SessionBook$open$1;->result:Ljava/lang/Object;

    move-object/from16 v16, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v18

    .line 31
    move-object/from16 v0, v17

    iget v0, v0, Lcom/harborline/ledger/SessionBook$open$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 32
    sget-object v0, Lcom/harborline/ledger/Tokens;->INSTANCE:Lcom/harborline/ledger/Tokens;

    sget-object v1, Lcom/harborline/ledger/SessionBook$$ExternalSyntheticLambda0;->INSTANCE:Lcom/harborline/ledger/SessionBook$$ExternalSyntheticLambda0;

    move/from16 v4, p1

    move-object/from16 v3, v17

    iput v4, v3, Lcom/harborline/ledger/SessionBook$open$1;->I$0:I

    const/4 v4, 0x1

    move-object/from16 v3, v17

    iput v4, v3, Lcom/harborline/ledger/SessionBook$open$1;->label:I

    move-object/from16 v2, v17

    invoke-virtual {v0, v1, v2}, Lcom/harborline/ledger/Tokens;->mint(Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_1

    .line 31
    return-object v18

    :pswitch_1
    move-object/from16 v0, v17

    iget v0, v0, Lcom/harborline/ledger/SessionBook$open$1;->I$0:I

    move/from16 p1, v0

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    :cond_1
    check-cast v0, Ljava/lang/String;

    move-object v9, v0

    .line 33
    move-object/from16 v0, p0

    iget-object v10, v0, Lcom/harborline/ledger/SessionBook;->lock:Lkotlinx/coroutines/sync/Mutex;

    .line 75
    const/4 v11, 0x0

    const/4 v12, 0x0

    .line 76
    move-object/from16 v3, v17

    iput-object v9, v3, Lcom/harborline/ledger/SessionBook$open$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v17

    iput-object v10, v3, Lcom/harborline/ledger/SessionBook$open$1;->L$1:Ljava/lang/Object;

    move/from16 v4, p1

    move-object/from16 v3, v17

    iput v4, v3, Lcom/harborline/ledger/SessionBook$open$1;->I$0:I

    const/4 v4, 0x2

    move-object/from16 v3, v17

    iput v4, v3, Lcom/harborline/ledger/SessionBook$open$1;->label:I

    move-object/from16 v2, v17

    invoke-interface {v10, v11, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_2

    .line 31
    return-object v18

    :pswitch_2
    const/4 v12, 0x0

    move-object/from16 v0, v17

    iget v0, v0, Lcom/harborline/ledger/SessionBook$open$1;->I$0:I

    move/from16 p1, v0

    const/4 v11, 0x0

    move-object/from16 v0, v17

    iget-object v10, v0, Lcom/harborline/ledger/SessionBook$open$1;->L$1:Ljava/lang/Object;

    check-cast v10, Lkotlinx/coroutines/sync/Mutex;

    move-object/from16 v0, v17

    iget-object v9, v0, Lcom/harborline/ledger/SessionBook$open$1;->L$0:Ljava/lang/Object;

    check-cast v9, Ljava/lang/String;

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    .line 77
    :cond_2
    :try_start_0
    const/4 v13, 0x0

    .line 33
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/harborline/ledger/SessionBook;->open:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lcom/harborline/ledger/Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x36ee80

    add-long/2addr v5, v7

    move/from16 v4, p1

    invoke-direct {v2, v4, v5, v6}, Lcom/harborline/ledger/Session;-><init>(IJ)V

    invoke-interface {v0, v9, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 77
    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    goto :goto_1

    :catchall_0
    move-exception v15

    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V

    throw v15

    .line 34
    :goto_1
    return-object v9

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
    .end packed-switch
.end method
