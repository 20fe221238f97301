.class public final Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;
.super Ljava/lang/Object;
.source "Emitters.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

# instance fields
.field final synthetic $this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
.field final synthetic this$0:Lcom/rk/GateProvider;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/rk/GateProvider;)V
    .registers 4
    iput-object v2, v1, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    iput-object v3, v1, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;->this$0:Lcom/rk/GateProvider;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, v17
    instance-of v0, v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;
    if-eqz v0, :L36
    move-object/from16 v0, v17
    check-cast v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;
    move-object v5, v0
    iget v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L36
    iget v1, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->label:I
    goto :L46
:L36
    new-instance v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;
    move-object v1, v15
    move-object/from16 v2, v17
    invoke-direct/range {v0 .. v2}, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;-><init>(Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L46
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 40
    iget v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->label:I
    packed-switch v0, :sw_61
    goto :L244
:L84
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 49
    iget-object v0, v15, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    move-object v10, v5
    move-object/from16 v6, v16
    move-object v8, v0
    const/4 v11, 0x0
    .line 219
    move-object v1, v5
    check-cast v1, Lkotlin/coroutines/Continuation;
    move-object v13, v1
    move-object v0, v6
    check-cast v0, Ljava/lang/String;
    move-object v12, v0
    const/4 v14, 0x0
    .line 220
    iget-object v0, v15, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;->this$0:Lcom/rk/GateProvider;
    invoke-static {v0}, Lcom/rk/GateProvider;->access$getTrusted$p(Lcom/rk/GateProvider;)Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v12}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 219
    if-eqz v0, :L239
    invoke-static/range {v16 .. v16}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$0:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$1:Ljava/lang/Object;
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$2:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->label:I
    invoke-interface {v8, v6, v5}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L235
    .line 40
    return-object v9
:L196
    const/4 v11, 0x0
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$3:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v8, v0
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$2:Ljava/lang/Object;
    move-object v6, v0
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;
    move-object v10, v0
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2$1;->L$0:Ljava/lang/Object;
    move-object/from16 v16, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L235
    .line 219
    goto :L240
:L239
    .line 221
    nop
:L240
    .line 49
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L244
    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_61
    .packed-switch 0x0
        :L84
        :L196
    .end packed-switch
.end method

