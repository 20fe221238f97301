.class public final Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;
.super Ljava/lang/Object;
.source "Emitters.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;


# instance fields
.field final synthetic $call$inlined:Lcom/brightmoor/pantry/Call;

.field final synthetic $this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/brightmoor/pantry/Call;)V
    .registers 3

    iput-object p1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;

    iput-object p2, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;->$call$inlined:Lcom/brightmoor/pantry/Call;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;

    move-object v5, v0

    iget v0, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v5, v2, v3}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;-><init>(Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v6, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 81
    iget v0, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 49
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;

    move-object v8, v5

    move-object/from16 v9, p1

    move-object v10, v0

    const/4 v11, 0x0

    .line 219
    move-object v12, v10

    move-object v1, v5

    check-cast v1, Lkotlin/coroutines/Continuation;

    move-object v13, v1

    move-object v0, v9

    check-cast v0, Lcom/brightmoor/pantry/ListEntity;

    move-object v14, v0

    const/4 v15, 0x0

    .line 220
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;->$call$inlined:Lcom/brightmoor/pantry/Call;

    invoke-virtual {v2}, Lcom/brightmoor/pantry/Call;->getDeadlineAtMs()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v14

    .line 219
    :goto_1
    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->label:I

    invoke-interface {v12, v0, v5}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_2

    .line 81
    return-object v7

    :pswitch_1
    const/4 v11, 0x0

    iget-object v10, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;

    check-cast v10, Lkotlinx/coroutines/flow/FlowCollector;

    iget-object v9, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;

    iget-object v8, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;

    check-cast v8, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;

    iget-object v0, v5, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;

    move-object/from16 p1, v0

    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v6

    .line 49
    :cond_2
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 81
    :goto_2
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
