.class public final Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;
.super Ljava/lang/Object;
.source "SafeCollector.common.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/Flow;


# instance fields
.field final synthetic $call$inlined:Lcom/brightmoor/pantry/Call;

.field final synthetic $this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/Flow;Lcom/brightmoor/pantry/Call;)V
    .registers 3

    iput-object p1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;

    iput-object p2, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;->$call$inlined:Lcom/brightmoor/pantry/Call;

    .line 105
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13

    instance-of v0, p2, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;

    move-object v4, v0

    iget v0, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;

    invoke-direct {v4, p0, p2}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;-><init>(Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v5, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v6

    .line 81
    iget v0, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 107
    move-object v7, v4

    move-object v8, p1

    const/4 v9, 0x0

    .line 112
    iget-object v0, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;

    new-instance v1, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;

    iget-object v3, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;->$call$inlined:Lcom/brightmoor/pantry/Call;

    invoke-direct {v1, v8, v3}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$2;-><init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/brightmoor/pantry/Call;)V

    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->L$0:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->L$1:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->L$2:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->label:I

    invoke-interface {v0, v1, v4}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v6, :cond_1

    .line 81
    return-object v6

    :pswitch_1
    const/4 v9, 0x0

    iget-object v8, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->L$2:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/flow/FlowCollector;

    iget-object v7, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->L$1:Ljava/lang/Object;

    check-cast v7, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;

    iget-object p1, v4, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lkotlinx/coroutines/flow/FlowCollector;

    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v5

    .line 107
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 108
    return-object v0

    .line 81
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
    .end packed-switch
.end method
