.class final Lcom/tidelog/TripProvider$tideNow$h$1$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "TripProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic I$0:I

.method constructor <init>(Lkotlin/coroutines/Continuation;)V
    .registers 3
    const/4 v0, 0x2
    invoke-direct {v1, v0, v2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    iget v0, v4, Lcom/tidelog/TripProvider$tideNow$h$1$2;->I$0:I
    move v3, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 100
    iget v0, v4, Lcom/tidelog/TripProvider$tideNow$h$1$2;->label:I
    packed-switch v0, :sw_13
    goto :L44
    :L32
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 100
    const/16 v1, 0xa
    mul-int v0, v3, v1
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :L44
    .line 100
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_13
    .packed-switch 0x0
        :L32
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/tidelog/TripProvider$tideNow$h$1$2;
    invoke-direct {v0, v5}, Lcom/tidelog/TripProvider$tideNow$h$1$2;-><init>(Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v1
    iput v1, v2, Lcom/tidelog/TripProvider$tideNow$h$1$2;->I$0:I
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v2, v1, v4}, Lcom/tidelog/TripProvider$tideNow$h$1$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tidelog/TripProvider$tideNow$h$1$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tidelog/TripProvider$tideNow$h$1$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    check-cast v3, Ljava/lang/Number;
    invoke-virtual {v3}, Ljava/lang/Number;->intValue()I
    move-result v1
    check-cast v4, Lkotlin/coroutines/Continuation;
    invoke-virtual {v2, v1, v4}, Lcom/tidelog/TripProvider$tideNow$h$1$2;->invoke(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

