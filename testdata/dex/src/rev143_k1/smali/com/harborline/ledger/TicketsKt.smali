.class public final Lcom/harborline/ledger/TicketsKt;
.super Ljava/lang/Object;
.source "Tickets.kt"


# direct methods
.method public static final resolutionFor(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p4, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;

    if-eqz v0, :cond_0

    move-object v0, p4

    check-cast v0, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;

    move-object v7, v0

    iget v0, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;

    invoke-direct {v7, p4}, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;-><init>(Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v6, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v8

    .line 50
    iget v0, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    new-instance v0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2;

    move-object v1, p0

    move-object v2, p1

    move-object v3, p2

    move v4, p3

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/harborline/ledger/TicketsKt$resolutionFor$2;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {p0}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->L$0:Ljava/lang/Object;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->L$1:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->L$2:Ljava/lang/Object;

    iput p3, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->I$0:I

    const/4 v3, 0x1

    iput v3, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->label:I

    invoke-static {v0, v7}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_1

    return-object v8

    :pswitch_1
    iget p3, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->I$0:I

    iget-object p2, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->L$2:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->L$1:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    iget-object p0, v7, Lcom/harborline/ledger/TicketsKt$resolutionFor$1;->L$0:Ljava/lang/Object;

    check-cast p0, Landroid/content/Context;

    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v6

    :cond_1
    const-string v2, "coroutineScope(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    return-object v0

    .line 50
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
