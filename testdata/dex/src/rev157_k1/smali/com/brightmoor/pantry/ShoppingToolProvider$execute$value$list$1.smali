.class final Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShoppingToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $listId:J

.field label:I

.field final synthetic this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;


# direct methods
.method constructor <init>(Lcom/brightmoor/pantry/ShoppingToolProvider;JLkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;

    iput-wide p2, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->$listId:J

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;

    iget-object v1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;

    iget-wide v2, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->$listId:J

    invoke-direct {v0, v1, v2, v3, p2}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;-><init>(Lcom/brightmoor/pantry/ShoppingToolProvider;JLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v5

    .line 73
    iget v0, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 74
    iget-object v0, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;

    invoke-static {v0}, Lcom/brightmoor/pantry/ShoppingToolProvider;->access$getLists(Lcom/brightmoor/pantry/ShoppingToolProvider;)Lcom/brightmoor/pantry/ListRepository;

    move-result-object v0

    iget-wide v1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->$listId:J

    invoke-virtual {v0, v1, v2}, Lcom/brightmoor/pantry/ListRepository;->list(J)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    iget-object v1, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->this$0:Lcom/brightmoor/pantry/ShoppingToolProvider;

    invoke-static {v1}, Lcom/brightmoor/pantry/ShoppingToolProvider;->access$getLists(Lcom/brightmoor/pantry/ShoppingToolProvider;)Lcom/brightmoor/pantry/ListRepository;

    move-result-object v1

    invoke-virtual {v1}, Lcom/brightmoor/pantry/ListRepository;->stock()Lkotlinx/coroutines/flow/Flow;

    move-result-object v1

    new-instance v2, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;

    const/4 v4, 0x0

    invoke-direct {v2, v4}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;-><init>(Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function3;

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/flow/FlowKt;->combine(Lkotlinx/coroutines/flow/Flow;Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    const/4 v3, 0x1

    iput v3, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1;->label:I

    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v5, :cond_0

    .line 73
    return-object v5

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 74
    :cond_0
    return-object v0

    .line 73
    :goto_0
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
