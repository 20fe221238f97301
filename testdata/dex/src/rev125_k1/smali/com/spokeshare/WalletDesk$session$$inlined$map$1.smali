.class public final Lcom/spokeshare/WalletDesk$session$$inlined$map$1;
.super Ljava/lang/Object;
.source "SafeCollector.common.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/Flow;

# instance fields
.field final synthetic $this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
.field final synthetic $token$inlined:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/Flow;Ljava/lang/String;)V
    .registers 3
    iput-object p1, p0, Lcom/spokeshare/WalletDesk$session$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    iput-object p2, p0, Lcom/spokeshare/WalletDesk$session$$inlined$map$1;->$token$inlined:Ljava/lang/String;
    .line 105
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    instance-of v0, p2, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;
    if-eqz v0, :L36
    move-object v0, p2
    check-cast v0, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;
    move-object v4, v0
    iget v0, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L36
    iget v1, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->label:I
    goto :L46
:L36
    new-instance v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;
    invoke-direct {v4, p0, p2}, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;-><init>(Lcom/spokeshare/WalletDesk$session$$inlined$map$1;Lkotlin/coroutines/Continuation;)V
:L46
    iget-object v5, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v6
    .line 22
    iget v0, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->label:I
    packed-switch v0, :pswitch_data_61
    goto :L205
:L84
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 107
    move-object v7, v4
    move-object v8, p1
    const/4 v9, 0x0
    .line 112
    iget-object v0, p0, Lcom/spokeshare/WalletDesk$session$$inlined$map$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    new-instance v1, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$2;
    iget-object v3, p0, Lcom/spokeshare/WalletDesk$session$$inlined$map$1;->$token$inlined:Ljava/lang/String;
    invoke-direct {v1, v8, v3}, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$2;-><init>(Lkotlinx/coroutines/flow/FlowCollector;Ljava/lang/String;)V
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->label:I
    invoke-interface {v0, v1, v4}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L200
    .line 22
    return-object v6
:L164
    const/4 v9, 0x0
    iget-object v8, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lkotlinx/coroutines/flow/FlowCollector;
    iget-object v7, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->L$1:Ljava/lang/Object;
    check-cast v7, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;
    iget-object p1, v4, Lcom/spokeshare/WalletDesk$session$$inlined$map$1$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v5
:L200
    .line 107
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 108
    return-object v0
:L205
    .line 22
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_61
    .packed-switch 0x0
        :L84
        :L164
    .end packed-switch
.end method
