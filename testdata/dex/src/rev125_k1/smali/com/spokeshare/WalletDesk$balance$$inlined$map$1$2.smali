.class public final Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2;
.super Ljava/lang/Object;
.source "Emitters.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

# instance fields
.field final synthetic $this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;)V
    .registers 2
    iput-object p1, p0, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;
    if-eqz v0, :L36
    move-object/from16 v0, p2
    check-cast v0, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;
    move-object v6, v0
    iget v0, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L36
    iget v1, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->label:I
    goto :L46
:L36
    new-instance v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v6, v2, v3}, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;-><init>(Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2;Lkotlin/coroutines/Continuation;)V
:L46
    iget-object v7, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v8
    .line 55
    iget v0, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->label:I
    packed-switch v0, :pswitch_data_61
    goto/16 :L319
:L84
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 49
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    move-object v9, v6
    move-object/from16 v10, p1
    move-object v11, v0
    const/4 v12, 0x0
    .line 219
    move-object v13, v11
    move-object v1, v6
    check-cast v1, Lkotlin/coroutines/Continuation;
    move-object v14, v1
    move-object v0, v10
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v15
    const/16 v16, 0x0
    .line 220
    move-object/from16 v17, v15
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L187
    move-object/from16 v0, v17
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v18
    .line 221
    const/16 v20, 0x0
    .line 220
    new-instance v0, Lcom/spokeshare/Action$Loaded;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "balance_cents"
    move-wide/from16 v4, v18
    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/spokeshare/Action$Loaded;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/spokeshare/Action;
    goto :L216
:L187
    move-object/from16 v21, v0
    .line 221
    const/16 v22, 0x0
    .line 220
    new-instance v0, Lcom/spokeshare/Action$Failed;
    move-object/from16 v3, v21
    invoke-virtual {v3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Balance lookup failed: "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/spokeshare/Action$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/spokeshare/Action;
:L216
    .line 219
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->label:I
    invoke-interface {v13, v0, v6}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L314
    .line 55
    return-object v8
:L275
    const/4 v12, 0x0
    iget-object v11, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$3:Ljava/lang/Object;
    check-cast v11, Lkotlinx/coroutines/flow/FlowCollector;
    iget-object v10, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$2:Ljava/lang/Object;
    iget-object v9, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$1:Ljava/lang/Object;
    check-cast v9, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;
    iget-object v0, v6, Lcom/spokeshare/WalletDesk$balance$$inlined$map$1$2$1;->L$0:Ljava/lang/Object;
    move-object/from16 p1, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L314
    .line 49
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L319
    .line 55
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_61
    .packed-switch 0x0
        :L84
        :L275
    .end packed-switch
.end method
