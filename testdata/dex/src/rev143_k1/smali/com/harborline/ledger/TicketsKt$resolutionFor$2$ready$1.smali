.class final Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Tickets.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $context:Landroid/content/Context;

.field final synthetic $flags:I

.field final synthetic $summary:Ljava/lang/String;

.field final synthetic $token:Ljava/lang/String;

.field private synthetic L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field label:I


# direct methods
.method constructor <init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$context:Landroid/content/Context;

    iput-object p2, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$token:Ljava/lang/String;

    iput-object p3, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$summary:Ljava/lang/String;

    iput p4, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$flags:I

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10

    new-instance v0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;

    iget-object v2, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$context:Landroid/content/Context;

    iget-object v3, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$token:Ljava/lang/String;

    iget-object v4, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$summary:Ljava/lang/String;

    iget v5, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$flags:I

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V

    move-object v6, v0

    iput-object p1, v6, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->L$0:Ljava/lang/Object;

    move-object v0, v6

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/channels/ProducerScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10

    iget-object v5, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->L$0:Ljava/lang/Object;

    check-cast v5, Lkotlinx/coroutines/channels/ProducerScope;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 51
    iget v0, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 52
    new-instance v0, Landroid/content/Intent;

    iget-object v2, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$context:Landroid/content/Context;

    const-class v3, Lcom/harborline/ledger/ConfirmActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 53
    iget-object v2, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$token:Ljava/lang/String;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    iget-object v2, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$summary:Ljava/lang/String;

    const-string v1, "summary"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v6

    .line 54
    iget-object v1, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$context:Landroid/content/Context;

    iget-object v2, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$token:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    iget v4, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->$flags:I

    invoke-static {v1, v2, v6, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->label:I

    invoke-interface {v5, v1, v2}, Lkotlinx/coroutines/channels/ProducerScope;->send(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_0

    .line 51
    return-object v7

    :pswitch_1
    iget-object v6, p0, Lcom/harborline/ledger/TicketsKt$resolutionFor$2$ready$1;->L$1:Ljava/lang/Object;

    check-cast v6, Landroid/content/Intent;

    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 55
    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 51
    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
