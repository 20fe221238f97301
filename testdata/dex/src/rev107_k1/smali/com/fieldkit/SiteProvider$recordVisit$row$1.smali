.class final Lcom/fieldkit/SiteProvider$recordVisit$row$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SiteProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic $site:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->$site:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 45
    move-object v5, v0
    iget v0, v6, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->label:I
    packed-switch v0, :sw_8
    goto :L84
    :L32
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 45
    new-instance v0, Lcom/fieldkit/RecordVisit;
    sget-object v2, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/RecordVisit;-><init>(Lcom/fieldkit/SampleRepo;)V
    iget-object v1, v6, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->$site:Ljava/lang/String;
    move-object v4, v1
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v3, 0x1
    iput v3, v6, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->label:I
    invoke-virtual {v0, v4, v6}, Lcom/fieldkit/RecordVisit;->invoke(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L83
    .line 45
    return-object v5
    :L78
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L83
    .line 45
    return-object v0
    :L84
    .line 45
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L32
        :L78
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/fieldkit/SiteProvider$recordVisit$row$1;
    iget-object v1, v2, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->$site:Ljava/lang/String;
    invoke-direct {v0, v1, v4}, Lcom/fieldkit/SiteProvider$recordVisit$row$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/SiteProvider$recordVisit$row$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/fieldkit/SiteProvider$recordVisit$row$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

