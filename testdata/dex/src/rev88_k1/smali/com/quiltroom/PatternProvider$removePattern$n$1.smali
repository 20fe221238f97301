.class final Lcom/quiltroom/PatternProvider$removePattern$n$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PatternProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/quiltroom/PatternProvider;
.field final synthetic $id:Ljava/lang/String;

.method constructor <init>(Lcom/quiltroom/PatternProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/quiltroom/PatternProvider$removePattern$n$1;->this$0:Lcom/quiltroom/PatternProvider;
    iput-object v3, v1, Lcom/quiltroom/PatternProvider$removePattern$n$1;->$id:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 63
    move-object v5, v0
    iget v0, v6, Lcom/quiltroom/PatternProvider$removePattern$n$1;->label:I
    packed-switch v0, :sw_8
    goto :L91
    :L32
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 63
    iget-object v0, v6, Lcom/quiltroom/PatternProvider$removePattern$n$1;->this$0:Lcom/quiltroom/PatternProvider;
    invoke-static {v0}, Lcom/quiltroom/PatternProvider;->access$getDao$p(Lcom/quiltroom/PatternProvider;)Lcom/quiltroom/PatternDao;
    move-result-object v0
    if-nez v0, :L54
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L54
    iget-object v1, v6, Lcom/quiltroom/PatternProvider$removePattern$n$1;->$id:Ljava/lang/String;
    move-object v4, v1
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v3, 0x1
    iput v3, v6, Lcom/quiltroom/PatternProvider$removePattern$n$1;->label:I
    invoke-interface {v0, v4, v6}, Lcom/quiltroom/PatternDao;->delete(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L90
    .line 63
    return-object v5
    :L85
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L90
    .line 63
    return-object v0
    :L91
    .line 63
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L85
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/quiltroom/PatternProvider$removePattern$n$1;
    iget-object v1, v3, Lcom/quiltroom/PatternProvider$removePattern$n$1;->this$0:Lcom/quiltroom/PatternProvider;
    iget-object v2, v3, Lcom/quiltroom/PatternProvider$removePattern$n$1;->$id:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/quiltroom/PatternProvider$removePattern$n$1;-><init>(Lcom/quiltroom/PatternProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/quiltroom/PatternProvider$removePattern$n$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quiltroom/PatternProvider$removePattern$n$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quiltroom/PatternProvider$removePattern$n$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/quiltroom/PatternProvider$removePattern$n$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

