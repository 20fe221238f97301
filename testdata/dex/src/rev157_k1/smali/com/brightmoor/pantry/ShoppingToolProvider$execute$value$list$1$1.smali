.class final Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShoppingToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function3;


# instance fields
.field synthetic L$0:Ljava/lang/Object;

.field label:I


# direct methods
.method constructor <init>(Lkotlin/coroutines/Continuation;)V
    .registers 3

    const/4 v0, 0x3

    invoke-direct {p0, v0, p1}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final invoke(Lcom/brightmoor/pantry/ListEntity;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    new-instance v2, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;

    invoke-direct {v2, p3}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;-><init>(Lkotlin/coroutines/Continuation;)V

    iput-object p1, v2, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;->L$0:Ljava/lang/Object;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v2, v1}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    move-object v1, p1

    check-cast v1, Lcom/brightmoor/pantry/ListEntity;

    move-object v2, p2

    check-cast v2, Ljava/lang/Number;

    invoke-virtual {v2}, Ljava/lang/Number;->intValue()I

    move-result v2

    move-object v3, p3

    check-cast v3, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2, v3}, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;->invoke(Lcom/brightmoor/pantry/ListEntity;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v2, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;->L$0:Ljava/lang/Object;

    check-cast v2, Lcom/brightmoor/pantry/ListEntity;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 74
    iget v0, p0, Lcom/brightmoor/pantry/ShoppingToolProvider$execute$value$list$1$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    return-object v2

    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
