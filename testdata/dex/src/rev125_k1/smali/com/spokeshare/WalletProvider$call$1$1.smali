.class final Lcom/spokeshare/WalletProvider$call$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "WalletProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $caller:Lcom/spokeshare/Caller;
.field final synthetic $env:Lcom/spokeshare/Envelope;
.field  label:I
.field final synthetic this$0:Lcom/spokeshare/WalletProvider;


# direct methods
.method constructor <init>(Lcom/spokeshare/WalletProvider;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object p1, p0, Lcom/spokeshare/WalletProvider$call$1$1;->this$0:Lcom/spokeshare/WalletProvider;
    iput-object p2, p0, Lcom/spokeshare/WalletProvider$call$1$1;->$caller:Lcom/spokeshare/Caller;
    iput-object p3, p0, Lcom/spokeshare/WalletProvider$call$1$1;->$env:Lcom/spokeshare/Envelope;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/spokeshare/WalletProvider$call$1$1;
    iget-object v1, p0, Lcom/spokeshare/WalletProvider$call$1$1;->this$0:Lcom/spokeshare/WalletProvider;
    iget-object v2, p0, Lcom/spokeshare/WalletProvider$call$1$1;->$caller:Lcom/spokeshare/Caller;
    iget-object v3, p0, Lcom/spokeshare/WalletProvider$call$1$1;->$env:Lcom/spokeshare/Envelope;
    invoke-direct {v0, v1, v2, v3, p2}, Lcom/spokeshare/WalletProvider$call$1$1;-><init>(Lcom/spokeshare/WalletProvider;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/spokeshare/WalletProvider$call$1$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/WalletProvider$call$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/spokeshare/WalletProvider$call$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/spokeshare/WalletProvider$call$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v5
    .line 31
    iget v0, p0, Lcom/spokeshare/WalletProvider$call$1$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L87
:L32
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/spokeshare/WalletProvider$call$1$1;->this$0:Lcom/spokeshare/WalletProvider;
    invoke-static {v0}, Lcom/spokeshare/WalletProvider;->access$getDesk$p(Lcom/spokeshare/WalletProvider;)Lcom/spokeshare/WalletDesk;
    move-result-object v0
    if-nez v0, :L54
    const-string v0, "desk"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L54
    iget-object v1, p0, Lcom/spokeshare/WalletProvider$call$1$1;->$caller:Lcom/spokeshare/Caller;
    iget-object v2, p0, Lcom/spokeshare/WalletProvider$call$1$1;->$env:Lcom/spokeshare/Envelope;
    move-object v3, p0
    check-cast v3, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, p0, Lcom/spokeshare/WalletProvider$call$1$1;->label:I
    invoke-virtual {v0, v1, v2, v3}, Lcom/spokeshare/WalletDesk;->serve(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L86
    return-object v5
:L81
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L86
    return-object v0
:L87
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L32
        :L81
    .end packed-switch
.end method
