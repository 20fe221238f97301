.class final Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShoppingToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $call:Lcom/brightmoor/pantry/Call;

.field final synthetic $listId:J

.field label:I

.field final synthetic this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;


# direct methods
.method constructor <init>(Lcom/brightmoor/pantry/ShoppingToolProvider;JLcom/brightmoor/pantry/Call;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;

    iput-wide p2, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->$listId:J

    iput-object p4, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->$call:Lcom/brightmoor/pantry/Call;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;

    iget-object v2, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;

    iget-wide v3, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->$listId:J

    iget-object v5, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->$call:Lcom/brightmoor/pantry/Call;

    move-object v1, v2

    move-wide v2, v3

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;-><init>(Lcom/brightmoor/pantry/ShoppingToolProvider;JLcom/brightmoor/pantry/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 13

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v10

    .line 81
    iget v0, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 82
    iget-object v0, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;

    invoke-static {v0}, Lcom/brightmoor/pantry/ShoppingToolProvider;->access$getLists(Lcom/brightmoor/pantry/ShoppingToolProvider;)Lcom/brightmoor/pantry/ListRepository;

    move-result-object v0

    iget-wide v1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->$listId:J

    invoke-virtual {v0, v1, v2}, Lcom/brightmoor/pantry/ListRepository;->list(J)Lkotlinx/coroutines/flow/Flow;

    move-result-object v4

    iget-object v5, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->$call:Lcom/brightmoor/pantry/Call;

    const/4 v6, 0x0

    .line 118
    move-object v7, v4

    const/4 v8, 0x0

    .line 119
    const/4 v9, 0x0

    .line 120
    new-instance v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;

    invoke-direct {v0, v7, v5}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2$invokeSuspend$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/brightmoor/pantry/Call;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 122
    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    .line 84
    const/4 v3, 0x1

    iput v3, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$2;->label:I

    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v10, :cond_0

    .line 81
    return-object v10

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 84
    :cond_0
    return-object v0

    .line 81
    :goto_0
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
