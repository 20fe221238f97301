.class final Lcom/rk/GateProvider$flowList$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Gate.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field L$0:Ljava/lang/Object;
.field label:I
.field final synthetic this$0:Lcom/rk/GateProvider;
.field final synthetic $uid:I


# direct methods
.method constructor <init>(Lcom/rk/GateProvider;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/rk/GateProvider$flowList$1;->this$0:Lcom/rk/GateProvider;
    iput v4, v2, Lcom/rk/GateProvider$flowList$1;->$uid:I
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 18
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v8
    .line 74
    move-object/from16 v0, v16
    iget v0, v0, Lcom/rk/GateProvider$flowList$1;->label:I
    packed-switch v0, :sw_9
    goto :L172
:L32
    invoke-static/range {v17 .. v17}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 75
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/rk/GateProvider$flowList$1;->this$0:Lcom/rk/GateProvider;
    invoke-static {v0}, Lcom/rk/GateProvider;->access$pm(Lcom/rk/GateProvider;)Landroid/content/pm/PackageManager;
    move-result-object v0
    move-object/from16 v1, v16
    iget v1, v1, Lcom/rk/GateProvider$flowList$1;->$uid:I
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L60
    const/4 v0, 0x0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
:L60
    move-object v7, v0
    .line 76
    invoke-static {v7}, Lkotlinx/coroutines/flow/FlowKt;->asFlow([Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v10
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/rk/GateProvider$flowList$1;->this$0:Lcom/rk/GateProvider;
    move-object v11, v0
    const/4 v13, 0x0
    .line 110
    move-object v12, v10
    const/4 v14, 0x0
    .line 111
    const/4 v15, 0x0
    .line 112
    new-instance v0, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1;
    invoke-direct {v0, v12, v11}, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/rk/GateProvider;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 113
    nop
    .line 114
    nop
    .line 76
    const/4 v1, 0x0
    move-object/from16 v2, v16
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    move-object/from16 v5, v16
    iput-object v6, v5, Lcom/rk/GateProvider$flowList$1;->L$0:Ljava/lang/Object;
    const/4 v6, 0x1
    move-object/from16 v5, v16
    iput v6, v5, Lcom/rk/GateProvider$flowList$1;->label:I
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/flow/FlowKt;->toList$default(Lkotlinx/coroutines/flow/Flow;Ljava/util/List;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L147
    .line 74
    return-object v8
:L134
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/rk/GateProvider$flowList$1;->L$0:Ljava/lang/Object;
    check-cast v0, [Ljava/lang/String;
    move-object v7, v0
    invoke-static/range {v17 .. v17}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v17
:L147
    check-cast v0, Ljava/util/List;
    move-object v9, v0
    .line 77
    move-object v0, v9
    check-cast v0, Ljava/util/Collection;
    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-nez v0, :L167
    const/4 v0, 0x1
    goto :L168
:L167
    const/4 v0, 0x0
:L168
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    .line 77
    return-object v0
:L172
    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_9
    .packed-switch 0x0
        :L32
        :L134
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/rk/GateProvider$flowList$1;
    iget-object v2, v4, Lcom/rk/GateProvider$flowList$1;->this$0:Lcom/rk/GateProvider;
    iget v3, v4, Lcom/rk/GateProvider$flowList$1;->$uid:I
    invoke-direct {v0, v2, v3, v6}, Lcom/rk/GateProvider$flowList$1;-><init>(Lcom/rk/GateProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/rk/GateProvider$flowList$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/rk/GateProvider$flowList$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/rk/GateProvider$flowList$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/rk/GateProvider$flowList$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

