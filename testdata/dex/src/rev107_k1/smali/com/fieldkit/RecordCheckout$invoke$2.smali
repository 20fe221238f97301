.class final Lcom/fieldkit/RecordCheckout$invoke$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "UseCases.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/fieldkit/RecordCheckout;
.field final synthetic $site:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Lcom/fieldkit/RecordCheckout;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/fieldkit/RecordCheckout$invoke$2;->this$0:Lcom/fieldkit/RecordCheckout;
    iput-object v3, v1, Lcom/fieldkit/RecordCheckout$invoke$2;->$site:Ljava/lang/String;
    iput v4, v1, Lcom/fieldkit/RecordCheckout$invoke$2;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 36
    iget v0, v3, Lcom/fieldkit/RecordCheckout$invoke$2;->label:I
    packed-switch v0, :sw_8
    goto :L56
    :L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 37
    iget-object v0, v3, Lcom/fieldkit/RecordCheckout$invoke$2;->this$0:Lcom/fieldkit/RecordCheckout;
    invoke-static {v0}, Lcom/fieldkit/RecordCheckout;->access$getRepo$p(Lcom/fieldkit/RecordCheckout;)Lcom/fieldkit/SampleRepo;
    move-result-object v0
    iget-object v1, v3, Lcom/fieldkit/RecordCheckout$invoke$2;->$site:Ljava/lang/String;
    iget v2, v3, Lcom/fieldkit/RecordCheckout$invoke$2;->$uid:I
    invoke-interface {v0, v1, v2}, Lcom/fieldkit/SampleRepo;->logVisit(Ljava/lang/String;I)J
    move-result-wide v0
    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
    :L56
    .line 36
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
    .registers 7
    new-instance v0, Lcom/fieldkit/RecordCheckout$invoke$2;
    iget-object v1, v4, Lcom/fieldkit/RecordCheckout$invoke$2;->this$0:Lcom/fieldkit/RecordCheckout;
    iget-object v2, v4, Lcom/fieldkit/RecordCheckout$invoke$2;->$site:Ljava/lang/String;
    iget v3, v4, Lcom/fieldkit/RecordCheckout$invoke$2;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/fieldkit/RecordCheckout$invoke$2;-><init>(Lcom/fieldkit/RecordCheckout;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/fieldkit/RecordCheckout$invoke$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/RecordCheckout$invoke$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/fieldkit/RecordCheckout$invoke$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/fieldkit/RecordCheckout$invoke$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

