.class final Lcom/visitloop/care/VisitProvider$myDay$2$open$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "VisitProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/visitloop/care/VisitProvider;

.method constructor <init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;->this$0:Lcom/visitloop/care/VisitProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 125
    iget v0, v2, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;->label:I
    packed-switch v0, :sw_8
    goto :L48
    :L28
    invoke-static {v3}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 125
    iget-object v0, v2, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;->this$0:Lcom/visitloop/care/VisitProvider;
    invoke-static {v0}, Lcom/visitloop/care/VisitProvider;->access$getDao(Lcom/visitloop/care/VisitProvider;)Lcom/visitloop/care/VisitDao;
    move-result-object v0
    invoke-interface {v0}, Lcom/visitloop/care/VisitDao;->openCount()I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :L48
    .line 125
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;
    iget-object v1, v2, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;->this$0:Lcom/visitloop/care/VisitProvider;
    invoke-direct {v0, v1, v4}, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/visitloop/care/VisitProvider$myDay$2$open$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

