.class public final Lcom/harborline/ledger/StoreKt;
.super Ljava/lang/Object;
.source "Store.kt"


# direct methods
.method public static final dedup(Lcom/harborline/ledger/LedgerEndpoint;Lcom/harborline/ledger/Call;Lcom/harborline/ledger/LedgerStore;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20

    move-object/from16 v0, p5

    instance-of v0, v0, Lcom/harborline/ledger/StoreKt$dedup$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p5

    check-cast v0, Lcom/harborline/ledger/StoreKt$dedup$1;

    move-object v12, v0

    iget v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v12, Lcom/harborline/ledger/StoreKt$dedup$1;

    move-object/from16 v2, p5

    invoke-direct {v12, v2}, Lcom/harborline/ledger/StoreKt$dedup$1;-><init>(Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v11, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v13

    .line 98
    iget v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 99
    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getUid()I

    move-result v0

    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v1, p3

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 100
    invoke-static {p0}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$0:Ljava/lang/Object;

    iput-object p1, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, p2

    iput-object v4, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, p3

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$3:Ljava/lang/Object;

    move-object/from16 v4, p4

    iput-object v4, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$4:Ljava/lang/Object;

    iput-object v8, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$5:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->label:I

    move-object/from16 v0, p2

    invoke-virtual {v0, v8, v12}, Lcom/harborline/ledger/LedgerStore;->outcome(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_1

    .line 98
    return-object v13

    :pswitch_1
    iget-object v8, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$5:Ljava/lang/Object;

    check-cast v8, Ljava/lang/String;

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$4:Ljava/lang/Object;

    check-cast v0, Lkotlin/jvm/functions/Function1;

    move-object/from16 p4, v0

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p3, v0

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/LedgerStore;

    move-object/from16 p2, v0

    iget-object p1, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$1:Ljava/lang/Object;

    check-cast p1, Lcom/harborline/ledger/Call;

    iget-object p0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$0:Ljava/lang/Object;

    check-cast p0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    :cond_1
    check-cast v0, [Ljava/lang/String;

    move-object v9, v0

    .line 101
    if-eqz v9, :cond_4

    .line 102
    const/4 v1, 0x0

    aget-object v0, v9, v1

    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v1, 0x1

    aget-object v0, v9, v1

    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const-string v0, "INVALID_REQUEST"

    const-string v1, "request_id was used for other content."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/harborline/ledger/ProtocolKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0

    .line 103
    :cond_3
    new-instance v0, Lcom/harborline/ledger/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    const/4 v5, 0x2

    aget-object v4, v9, v5

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/harborline/ledger/Reply$Ok;-><init>(Ljava/lang/Object;)V

    return-object v0

    .line 105
    :cond_4
    invoke-static {p0}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$0:Ljava/lang/Object;

    iput-object p1, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, p2

    iput-object v3, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$2:Ljava/lang/Object;

    move-object/from16 v3, p3

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$3:Ljava/lang/Object;

    move-object/from16 v3, p4

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$4:Ljava/lang/Object;

    iput-object v8, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$5:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$6:Ljava/lang/Object;

    const/4 v3, 0x2

    iput v3, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->label:I

    move-object/from16 v0, p4

    invoke-interface {v0, v12}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_5

    .line 98
    return-object v13

    :pswitch_2
    iget-object v9, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$6:Ljava/lang/Object;

    check-cast v9, [Ljava/lang/String;

    iget-object v8, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$5:Ljava/lang/Object;

    check-cast v8, Ljava/lang/String;

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$4:Ljava/lang/Object;

    check-cast v0, Lkotlin/jvm/functions/Function1;

    move-object/from16 p4, v0

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p3, v0

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/LedgerStore;

    move-object/from16 p2, v0

    iget-object p1, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$1:Ljava/lang/Object;

    check-cast p1, Lcom/harborline/ledger/Call;

    iget-object p0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$0:Ljava/lang/Object;

    check-cast p0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    :cond_5
    check-cast v0, Lcom/harborline/ledger/Reply;

    move-object v10, v0

    .line 106
    instance-of v0, v10, Lcom/harborline/ledger/Reply$Ok;

    if-eqz v0, :cond_6

    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/harborline/ledger/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    move-object v6, v10

    check-cast v6, Lcom/harborline/ledger/Reply$Ok;

    invoke-virtual {v6}, Lcom/harborline/ledger/Reply$Ok;->getValue()Ljava/lang/Object;

    move-result-object v6

    const-string v5, "v"

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v6, "toString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p0}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$0:Ljava/lang/Object;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$1:Ljava/lang/Object;

    move-object/from16 v7, p2

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$2:Ljava/lang/Object;

    move-object/from16 v7, p3

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$3:Ljava/lang/Object;

    move-object/from16 v7, p4

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$4:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$5:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$6:Ljava/lang/Object;

    iput-object v10, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$7:Ljava/lang/Object;

    const/4 v7, 0x3

    iput v7, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->label:I

    move-object/from16 v0, p2

    move-object v1, v8

    move-object v5, v12

    invoke-virtual/range {v0 .. v5}, Lcom/harborline/ledger/LedgerStore;->remember(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_6

    .line 98
    return-object v13

    :pswitch_3
    iget-object v10, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$7:Ljava/lang/Object;

    check-cast v10, Lcom/harborline/ledger/Reply;

    iget-object v9, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$6:Ljava/lang/Object;

    check-cast v9, [Ljava/lang/String;

    iget-object v8, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$5:Ljava/lang/Object;

    check-cast v8, Ljava/lang/String;

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$4:Ljava/lang/Object;

    check-cast v0, Lkotlin/jvm/functions/Function1;

    move-object/from16 p4, v0

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p3, v0

    iget-object v0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lcom/harborline/ledger/LedgerStore;

    move-object/from16 p2, v0

    iget-object p1, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$1:Ljava/lang/Object;

    check-cast p1, Lcom/harborline/ledger/Call;

    iget-object p0, v12, Lcom/harborline/ledger/StoreKt$dedup$1;->L$0:Ljava/lang/Object;

    check-cast p0, Lcom/harborline/ledger/LedgerEndpoint;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 107
    :cond_6
    return-object v10

    .line 98
    :goto_1
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
        :pswitch_3
    .end packed-switch
.end method
