.class final Lcom/visitloop/care/VisitProvider$handlers$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "VisitProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/visitloop/care/VisitProvider;

.method constructor <init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/visitloop/care/VisitProvider$handlers$2;->this$0:Lcom/visitloop/care/VisitProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iget-object v0, v3, Lcom/visitloop/care/VisitProvider$handlers$2;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object v2, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 24
    iget v0, v3, Lcom/visitloop/care/VisitProvider$handlers$2;->label:I
    packed-switch v0, :sw_16
    goto :L49
    :L36
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 24
    iget-object v0, v3, Lcom/visitloop/care/VisitProvider$handlers$2;->this$0:Lcom/visitloop/care/VisitProvider;
    invoke-static {v0, v2}, Lcom/visitloop/care/VisitProvider;->access$searchNotes(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L49
    .line 24
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/visitloop/care/VisitProvider$handlers$2;
    iget-object v1, v3, Lcom/visitloop/care/VisitProvider$handlers$2;->this$0:Lcom/visitloop/care/VisitProvider;
    invoke-direct {v0, v1, v5}, Lcom/visitloop/care/VisitProvider$handlers$2;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/visitloop/care/VisitProvider$handlers$2;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/visitloop/care/VisitProvider$handlers$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/VisitProvider$handlers$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/VisitProvider$handlers$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Landroid/os/Bundle;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/visitloop/care/VisitProvider$handlers$2;->invoke(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

