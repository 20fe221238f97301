.class final Lcom/rk/GateProvider$flowGuardAfter$1;
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
    iput-object v3, v2, Lcom/rk/GateProvider$flowGuardAfter$1;->this$0:Lcom/rk/GateProvider;
    iput v4, v2, Lcom/rk/GateProvider$flowGuardAfter$1;->$uid:I
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v5
    .line 39
    iget v0, v13, Lcom/rk/GateProvider$flowGuardAfter$1;->label:I
    packed-switch v0, :sw_9
    goto :L169
:L32
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 40
    iget-object v0, v13, Lcom/rk/GateProvider$flowGuardAfter$1;->this$0:Lcom/rk/GateProvider;
    invoke-static {v0}, Lcom/rk/GateProvider;->access$pm(Lcom/rk/GateProvider;)Landroid/content/pm/PackageManager;
    move-result-object v0
    iget v1, v13, Lcom/rk/GateProvider$flowGuardAfter$1;->$uid:I
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L60
    const/4 v0, 0x0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
:L60
    move-object v4, v0
    .line 41
    invoke-static {v4}, Lkotlinx/coroutines/flow/FlowKt;->asFlow([Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v7
    iget-object v0, v13, Lcom/rk/GateProvider$flowGuardAfter$1;->this$0:Lcom/rk/GateProvider;
    move-object v8, v0
    const/4 v10, 0x0
    .line 110
    move-object v9, v7
    const/4 v11, 0x0
    .line 111
    const/4 v12, 0x0
    .line 112
    new-instance v0, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;
    invoke-direct {v0, v9, v8}, Lcom/rk/GateProvider$flowGuardAfter$1$invokeSuspend$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/rk/GateProvider;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 113
    nop
    .line 114
    nop
    move-object v1, v13
    check-cast v1, Lkotlin/coroutines/Continuation;
    .line 41
    iput-object v4, v13, Lcom/rk/GateProvider$flowGuardAfter$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v13, Lcom/rk/GateProvider$flowGuardAfter$1;->label:I
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->firstOrNull(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L141
    .line 39
    return-object v5
:L128
    iget-object v0, v13, Lcom/rk/GateProvider$flowGuardAfter$1;->L$0:Ljava/lang/Object;
    check-cast v0, [Ljava/lang/String;
    move-object v4, v0
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
:L141
    check-cast v0, Ljava/lang/String;
    move-object v6, v0
    .line 42
    array-length v0, v4
    const/4 v1, 0x1
    if-eq v0, v1, :L156
    const/4 v0, 0x0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
:L156
    .line 43
    if-eqz v6, :L164
    const/4 v0, 0x1
    goto :L165
:L164
    const/4 v0, 0x0
:L165
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
:L169
    .line 39
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_9
    .packed-switch 0x0
        :L32
        :L128
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/rk/GateProvider$flowGuardAfter$1;
    iget-object v2, v4, Lcom/rk/GateProvider$flowGuardAfter$1;->this$0:Lcom/rk/GateProvider;
    iget v3, v4, Lcom/rk/GateProvider$flowGuardAfter$1;->$uid:I
    invoke-direct {v0, v2, v3, v6}, Lcom/rk/GateProvider$flowGuardAfter$1;-><init>(Lcom/rk/GateProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/rk/GateProvider$flowGuardAfter$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/rk/GateProvider$flowGuardAfter$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/rk/GateProvider$flowGuardAfter$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/rk/GateProvider$flowGuardAfter$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

