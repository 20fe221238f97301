.class final Lcom/fieldkit/RecordVisit$invoke$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "UseCases.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/fieldkit/RecordVisit;
.field final synthetic $site:Ljava/lang/String;

.method constructor <init>(Lcom/fieldkit/RecordVisit;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/fieldkit/RecordVisit$invoke$2;->this$0:Lcom/fieldkit/RecordVisit;
    iput-object v3, v1, Lcom/fieldkit/RecordVisit$invoke$2;->$site:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 29
    iget v0, v4, Lcom/fieldkit/RecordVisit$invoke$2;->label:I
    packed-switch v0, :sw_8
    goto :L57
    :L28
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v3, v0
    .line 31
    iget-object v0, v4, Lcom/fieldkit/RecordVisit$invoke$2;->this$0:Lcom/fieldkit/RecordVisit;
    invoke-static {v0}, Lcom/fieldkit/RecordVisit;->access$getRepo$p(Lcom/fieldkit/RecordVisit;)Lcom/fieldkit/SampleRepo;
    move-result-object v0
    iget-object v1, v4, Lcom/fieldkit/RecordVisit$invoke$2;->$site:Ljava/lang/String;
    invoke-interface {v0, v1, v3}, Lcom/fieldkit/SampleRepo;->logVisit(Ljava/lang/String;I)J
    move-result-wide v0
    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
    :L57
    .line 29
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
    .registers 6
    new-instance v0, Lcom/fieldkit/RecordVisit$invoke$2;
    iget-object v1, v3, Lcom/fieldkit/RecordVisit$invoke$2;->this$0:Lcom/fieldkit/RecordVisit;
    iget-object v2, v3, Lcom/fieldkit/RecordVisit$invoke$2;->$site:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/fieldkit/RecordVisit$invoke$2;-><init>(Lcom/fieldkit/RecordVisit;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/fieldkit/RecordVisit$invoke$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/RecordVisit$invoke$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/fieldkit/RecordVisit$invoke$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/fieldkit/RecordVisit$invoke$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

