.class public final Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;
.super Ljava/lang/Object;
.source "Emitters.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

# instance fields
.field final synthetic $caller$inlined:Lcom/spokeshare/Caller;
.field final synthetic $now$inlined:J
.field final synthetic $this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/spokeshare/Caller;J)V
    .registers 5
    iput-object p1, p0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    iput-object p2, p0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;->$caller$inlined:Lcom/spokeshare/Caller;
    iput-wide p3, p0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;->$now$inlined:J
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;
    if-eqz v0, :L36
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;
    move-object v5, v0
    iget v0, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L36
    iget v1, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->label:I
    goto :L46
:L36
    new-instance v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;
    move-object/from16 v3, p2
    invoke-direct {v5, p0, v3}, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;-><init>(Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;Lkotlin/coroutines/Continuation;)V
:L46
    iget-object v6, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v7
    .line 23
    iget v0, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->label:I
    packed-switch v0, :pswitch_data_61
    goto :L268
:L84
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 49
    iget-object v0, p0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    move-object v8, v5
    move-object/from16 v9, p1
    move-object v10, v0
    const/4 v11, 0x0
    .line 219
    move-object v1, v5
    check-cast v1, Lkotlin/coroutines/Continuation;
    move-object v12, v1
    move-object v0, v9
    check-cast v0, Lcom/spokeshare/Session;
    move-object v13, v0
    const/4 v14, 0x0
    .line 220
    if-eqz v13, :L157
    invoke-virtual {v13}, Lcom/spokeshare/Session;->getUid()I
    move-result v0
    iget-object v1, p0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;->$caller$inlined:Lcom/spokeshare/Caller;
    invoke-virtual {v1}, Lcom/spokeshare/Caller;->getUid()I
    move-result v1
    if-ne v0, v1, :L157
    invoke-virtual {v13}, Lcom/spokeshare/Session;->getExpiresAt()J
    move-result-wide v0
    iget-wide v2, p0, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2;->$now$inlined:J
    cmp-long v0, v0, v2
    if-lez v0, :L157
    const/4 v0, 0x1
    goto :L158
:L157
    const/4 v0, 0x0
:L158
    .line 219
    if-eqz v0, :L263
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$2:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->label:I
    invoke-interface {v10, v9, v5}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L259
    .line 23
    return-object v7
:L220
    const/4 v11, 0x0
    iget-object v10, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlinx/coroutines/flow/FlowCollector;
    iget-object v9, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$2:Ljava/lang/Object;
    iget-object v8, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$1:Ljava/lang/Object;
    check-cast v8, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;
    iget-object v0, v5, Lcom/spokeshare/WalletDesk$session$$inlined$filter$1$2$1;->L$0:Ljava/lang/Object;
    move-object/from16 p1, v0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
:L259
    .line 219
    goto :L264
:L263
:L264
    .line 49
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L268
    .line 23
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_61
    .packed-switch 0x0
        :L84
        :L220
    .end packed-switch
.end method
