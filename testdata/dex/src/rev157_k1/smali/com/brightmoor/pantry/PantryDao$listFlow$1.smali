.class final Lcom/brightmoor/pantry/PantryDao$listFlow$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Db.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $id:J

.field private synthetic L$0:Ljava/lang/Object;

.field label:I

.field final synthetic this$0:Lcom/brightmoor/pantry/PantryDao;


# direct methods
.method constructor <init>(Lcom/brightmoor/pantry/PantryDao;JLkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->this$0:Lcom/brightmoor/pantry/PantryDao;

    iput-wide p2, p0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->$id:J

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8

    new-instance v4, Lcom/brightmoor/pantry/PantryDao$listFlow$1;

    iget-object v1, p0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->this$0:Lcom/brightmoor/pantry/PantryDao;

    iget-wide v2, p0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->$id:J

    invoke-direct {v4, v1, v2, v3, p2}, Lcom/brightmoor/pantry/PantryDao$listFlow$1;-><init>(Lcom/brightmoor/pantry/PantryDao;JLkotlin/coroutines/Continuation;)V

    iput-object p1, v4, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->L$0:Ljava/lang/Object;

    move-object v0, v4

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 18

    move-object/from16 v0, p0

    iget-object v5, v0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->L$0:Ljava/lang/Object;

    check-cast v5, Lkotlinx/coroutines/flow/FlowCollector;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v15

    .line 69
    move-object/from16 v0, p0

    iget v0, v0, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->this$0:Lcom/brightmoor/pantry/PantryDao;

    const/4 v2, 0x0

    invoke-virtual {v1, v2}, Lcom/brightmoor/pantry/PantryDao;->lists(Ljava/lang/String;)Ljava/util/List;

    move-result-object v6

    check-cast v6, Ljava/lang/Iterable;

    move-object/from16 v1, p0

    iget-wide v7, v1, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->$id:J

    move-object v14, v5

    const/4 v9, 0x0

    .line 101
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lcom/brightmoor/pantry/ListEntity;

    move-object v12, v0

    const/4 v13, 0x0

    .line 69
    invoke-virtual {v12}, Lcom/brightmoor/pantry/ListEntity;->getId()J

    move-result-wide v0

    cmp-long v0, v0, v7

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 101
    :goto_0
    if-eqz v0, :cond_0

    move-object v0, v11

    goto :goto_1

    .line 102
    :cond_2
    const/4 v0, 0x0

    :goto_1
    move-object/from16 v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    .line 69
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, p0

    iput-object v4, v3, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->L$0:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, p0

    iput v4, v3, Lcom/brightmoor/pantry/PantryDao$listFlow$1;->label:I

    invoke-interface {v14, v0, v2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_3

    return-object v15

    :pswitch_1
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p1

    :cond_3
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

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
