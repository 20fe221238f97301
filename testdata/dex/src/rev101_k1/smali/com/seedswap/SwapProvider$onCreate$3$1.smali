.class final Lcom/seedswap/SwapProvider$onCreate$3$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SwapProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic I$0:I
.field final synthetic this$0:Lcom/seedswap/SwapProvider;

.method constructor <init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/seedswap/SwapProvider$onCreate$3$1;->this$0:Lcom/seedswap/SwapProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    iget v0, v6, Lcom/seedswap/SwapProvider$onCreate$3$1;->I$0:I
    move v4, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 64
    move-object v5, v0
    iget v0, v6, Lcom/seedswap/SwapProvider$onCreate$3$1;->label:I
    packed-switch v0, :sw_13
    goto :L104
    :L36
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 65
    iget-object v0, v6, Lcom/seedswap/SwapProvider$onCreate$3$1;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getStore$p(Lcom/seedswap/SwapProvider;)Landroidx/datastore/core/DataStore;
    move-result-object v0
    if-nez v0, :L58
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L58
    new-instance v1, Lcom/seedswap/SwapProvider$onCreate$3$1$1;
    const/4 v3, 0x0
    invoke-direct {v1, v4, v3}, Lcom/seedswap/SwapProvider$onCreate$3$1$1;-><init>(ILkotlin/coroutines/Continuation;)V
    iput v4, v6, Lcom/seedswap/SwapProvider$onCreate$3$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v6, Lcom/seedswap/SwapProvider$onCreate$3$1;->label:I
    invoke-static {v0, v1, v6}, Landroidx/datastore/preferences/core/PreferencesKt;->edit(Landroidx/datastore/core/DataStore;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L99
    .line 64
    return-object v5
    :L94
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L99
    .line 66
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L104
    .line 64
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_13
    .packed-switch 0x0
        :L36
        :L94
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/seedswap/SwapProvider$onCreate$3$1;
    iget-object v2, v4, Lcom/seedswap/SwapProvider$onCreate$3$1;->this$0:Lcom/seedswap/SwapProvider;
    invoke-direct {v0, v2, v6}, Lcom/seedswap/SwapProvider$onCreate$3$1;-><init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    check-cast v5, Ljava/lang/Number;
    invoke-virtual {v5}, Ljava/lang/Number;->intValue()I
    move-result v1
    iput v1, v3, Lcom/seedswap/SwapProvider$onCreate$3$1;->I$0:I
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v2, v1, v4}, Lcom/seedswap/SwapProvider$onCreate$3$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/seedswap/SwapProvider$onCreate$3$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/seedswap/SwapProvider$onCreate$3$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    check-cast v3, Ljava/lang/Number;
    invoke-virtual {v3}, Ljava/lang/Number;->intValue()I
    move-result v1
    check-cast v4, Lkotlin/coroutines/Continuation;
    invoke-virtual {v2, v1, v4}, Lcom/seedswap/SwapProvider$onCreate$3$1;->invoke(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

