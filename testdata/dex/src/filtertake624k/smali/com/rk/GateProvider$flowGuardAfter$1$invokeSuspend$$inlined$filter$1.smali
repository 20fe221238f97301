.class public final Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;
.super Ljava/lang/Object;
.source "SafeCollector.common.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/Flow;

# instance fields
.field final synthetic $this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
.field final synthetic this$0:Lcom/rk/GateProvider;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/Flow;Lcom/rk/GateProvider;)V
    .registers 4
    iput-object v2, v1, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    iput-object v3, v1, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;->this$0:Lcom/rk/GateProvider;
    .line 105
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    instance-of v0, v13, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;
    if-eqz v0, :L36
    move-object v0, v13
    check-cast v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;
    move-object v5, v0
    iget v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L36
    iget v1, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->label:I
    goto :L46
:L36
    new-instance v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;
    invoke-direct {v0, v11, v13}, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;-><init>(Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L46
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->result:Ljava/lang/Object;
    move-object v6, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v8
    .line 40
    iget v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->label:I
    packed-switch v0, :sw_61
    goto :L205
:L84
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 107
    move-object v9, v5
    move-object v7, v12
    const/4 v10, 0x0
    .line 112
    iget-object v0, v11, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;->$this_unsafeTransform$inlined:Lkotlinx/coroutines/flow/Flow;
    new-instance v1, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;
    iget-object v4, v11, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;->this$0:Lcom/rk/GateProvider;
    invoke-direct {v1, v7, v4}, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$2;-><init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/rk/GateProvider;)V
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->L$0:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->label:I
    invoke-interface {v0, v1, v5}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L200
    .line 40
    return-object v8
:L164
    const/4 v10, 0x0
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v7, v0
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;
    move-object v9, v0
    iget-object v0, v5, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v12, v0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
:L200
    .line 116
    .line 107
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 108
    return-object v0
:L205
    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_61
    .packed-switch 0x0
        :L84
        :L164
    .end packed-switch
.end method

