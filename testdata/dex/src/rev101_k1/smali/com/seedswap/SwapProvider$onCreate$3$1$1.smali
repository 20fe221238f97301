.class final Lcom/seedswap/SwapProvider$onCreate$3$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SwapProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic $n:I

.method constructor <init>(ILkotlin/coroutines/Continuation;)V
    .registers 4
    iput v2, v1, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->$n:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    iget-object v0, v4, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroidx/datastore/preferences/core/MutablePreferences;
    move-object v3, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 65
    iget v0, v4, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->label:I
    packed-switch v0, :sw_16
    goto :L61
    :L36
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 65
    sget-object v1, Lcom/seedswap/SwapProvider;->Companion:Lcom/seedswap/SwapProvider$Companion;
    invoke-virtual {v1}, Lcom/seedswap/SwapProvider$Companion;->getOPEN_OFFERS()Landroidx/datastore/preferences/core/Preferences$Key;
    move-result-object v1
    iget v2, v4, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->$n:I
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroidx/datastore/preferences/core/MutablePreferences;->set(Landroidx/datastore/preferences/core/Preferences$Key;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L61
    .line 65
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/seedswap/SwapProvider$onCreate$3$1$1;
    iget v1, v3, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->$n:I
    invoke-direct {v0, v1, v5}, Lcom/seedswap/SwapProvider$onCreate$3$1$1;-><init>(ILkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Landroidx/datastore/preferences/core/MutablePreferences;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/seedswap/SwapProvider$onCreate$3$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Landroidx/datastore/preferences/core/MutablePreferences;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/seedswap/SwapProvider$onCreate$3$1$1;->invoke(Landroidx/datastore/preferences/core/MutablePreferences;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

