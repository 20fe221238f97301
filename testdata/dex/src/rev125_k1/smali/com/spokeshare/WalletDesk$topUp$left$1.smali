.class final Lcom/spokeshare/WalletDesk$topUp$left$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "WalletDesk.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $cents:I
.field final synthetic $work:Lcom/spokeshare/State$Working;
.field  label:I
.field final synthetic this$0:Lcom/spokeshare/WalletDesk;


# direct methods
.method constructor <init>(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object p1, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->this$0:Lcom/spokeshare/WalletDesk;
    iput-object p2, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$work:Lcom/spokeshare/State$Working;
    iput p3, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$cents:I
    const/4 v0, 0x2
    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/spokeshare/WalletDesk$topUp$left$1;
    iget-object v1, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->this$0:Lcom/spokeshare/WalletDesk;
    iget-object v2, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$work:Lcom/spokeshare/State$Working;
    iget v3, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$cents:I
    invoke-direct {v0, v1, v2, v3, p2}, Lcom/spokeshare/WalletDesk$topUp$left$1;-><init>(Lcom/spokeshare/WalletDesk;Lcom/spokeshare/State$Working;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/spokeshare/WalletDesk$topUp$left$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/WalletDesk$topUp$left$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/spokeshare/WalletDesk$topUp$left$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/spokeshare/WalletDesk$topUp$left$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 73
    iget v0, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L81
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->this$0:Lcom/spokeshare/WalletDesk;
    invoke-static {v0}, Lcom/spokeshare/WalletDesk;->access$getLedger$p(Lcom/spokeshare/WalletDesk;)Lcom/spokeshare/Ledger;
    move-result-object v0
    iget-object v1, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$work:Lcom/spokeshare/State$Working;
    invoke-virtual {v1}, Lcom/spokeshare/State$Working;->getAccount()Ljava/lang/String;
    move-result-object v1
    iget v2, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$cents:I
    iget-object v3, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$work:Lcom/spokeshare/State$Working;
    invoke-virtual {v3}, Lcom/spokeshare/State$Working;->getEnv()Lcom/spokeshare/Envelope;
    move-result-object v3
    invoke-virtual {v3}, Lcom/spokeshare/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v4, p0, Lcom/spokeshare/WalletDesk$topUp$left$1;->$work:Lcom/spokeshare/State$Working;
    invoke-virtual {v4}, Lcom/spokeshare/State$Working;->getCaller()Lcom/spokeshare/Caller;
    move-result-object v4
    invoke-virtual {v4}, Lcom/spokeshare/Caller;->getUid()I
    move-result v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/spokeshare/Ledger;->credit-BWLJW6A(Ljava/lang/String;ILjava/lang/String;I)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v0
    return-object v0
:L81
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method
