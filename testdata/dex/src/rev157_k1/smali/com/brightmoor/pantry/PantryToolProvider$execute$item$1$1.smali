.class final Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PantryToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function3;


# instance fields
.field final synthetic $call:Lcom/brightmoor/pantry/Call;

.field synthetic J$0:J

.field synthetic L$0:Ljava/lang/Object;

.field label:I


# direct methods
.method constructor <init>(Lcom/brightmoor/pantry/Call;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->$call:Lcom/brightmoor/pantry/Call;

    const/4 v0, 0x3

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final invoke(JLcom/brightmoor/pantry/ItemEntity;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9

    new-instance v3, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;

    iget-object v2, p0, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->$call:Lcom/brightmoor/pantry/Call;

    invoke-direct {v3, v2, p4}, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;-><init>(Lcom/brightmoor/pantry/Call;Lkotlin/coroutines/Continuation;)V

    iput-wide p1, v3, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->J$0:J

    iput-object p3, v3, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->L$0:Ljava/lang/Object;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v3, v1}, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9

    move-object v1, p1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J

    move-result-wide v1

    move-object v3, p2

    check-cast v3, Lcom/brightmoor/pantry/ItemEntity;

    move-object v4, p3

    check-cast v4, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2, v3, v4}, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->invoke(JLcom/brightmoor/pantry/ItemEntity;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    iget-wide v3, p0, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->J$0:J

    iget-object v5, p0, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->L$0:Ljava/lang/Object;

    check-cast v5, Lcom/brightmoor/pantry/ItemEntity;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 72
    iget v0, p0, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 73
    iget-object v1, p0, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1$1;->$call:Lcom/brightmoor/pantry/Call;

    invoke-virtual {v1}, Lcom/brightmoor/pantry/Call;->getDeadlineAtMs()J

    move-result-wide v1

    cmp-long v0, v3, v1

    if-ltz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    move-object v0, v5

    :goto_0
    return-object v0

    .line 72
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
