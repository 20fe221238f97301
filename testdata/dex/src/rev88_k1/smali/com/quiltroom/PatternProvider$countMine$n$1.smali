.class final Lcom/quiltroom/PatternProvider$countMine$n$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PatternProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/quiltroom/PatternProvider;

.method constructor <init>(Lcom/quiltroom/PatternProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/quiltroom/PatternProvider$countMine$n$1;->this$0:Lcom/quiltroom/PatternProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 100
    iget v0, v3, Lcom/quiltroom/PatternProvider$countMine$n$1;->label:I
    packed-switch v0, :sw_8
    goto :L62
    :L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 100
    iget-object v0, v3, Lcom/quiltroom/PatternProvider$countMine$n$1;->this$0:Lcom/quiltroom/PatternProvider;
    invoke-static {v0}, Lcom/quiltroom/PatternProvider;->access$getDao$p(Lcom/quiltroom/PatternProvider;)Lcom/quiltroom/PatternDao;
    move-result-object v0
    if-nez v0, :L50
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-interface {v0, v1}, Lcom/quiltroom/PatternDao;->countFor(I)I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :L62
    .line 100
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/quiltroom/PatternProvider$countMine$n$1;
    iget-object v1, v2, Lcom/quiltroom/PatternProvider$countMine$n$1;->this$0:Lcom/quiltroom/PatternProvider;
    invoke-direct {v0, v1, v4}, Lcom/quiltroom/PatternProvider$countMine$n$1;-><init>(Lcom/quiltroom/PatternProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/quiltroom/PatternProvider$countMine$n$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quiltroom/PatternProvider$countMine$n$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quiltroom/PatternProvider$countMine$n$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/quiltroom/PatternProvider$countMine$n$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

