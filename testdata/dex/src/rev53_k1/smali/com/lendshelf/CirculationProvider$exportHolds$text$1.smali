.class final Lcom/lendshelf/CirculationProvider$exportHolds$text$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "CirculationProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $ctx:Landroid/content/Context;
.field final synthetic $caller:I

.method constructor <init>(Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->$ctx:Landroid/content/Context;
    iput v3, v1, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->$caller:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 114
    move-object v4, v0
    iget v0, v5, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->label:I
    packed-switch v0, :sw_8
    goto :L75
    :L32
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 114
    sget-object v0, Lcom/lendshelf/HoldReport;->INSTANCE:Lcom/lendshelf/HoldReport;
    iget-object v1, v5, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->$ctx:Landroid/content/Context;
    invoke-static {v1}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iget v2, v5, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->$caller:I
    check-cast v5, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, v5, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->label:I
    invoke-virtual {v0, v1, v2, v5}, Lcom/lendshelf/HoldReport;->render-aJOaiM4(Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v4, :L74
    .line 114
    return-object v4
    :L69
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
    :L74
    .line 114
    return-object v0
    :L75
    .line 114
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L69
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;
    iget-object v1, v3, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->$ctx:Landroid/content/Context;
    iget v2, v3, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->$caller:I
    invoke-direct {v0, v1, v2, v5}, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;-><init>(Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

