.class final Lcom/berthbook/HarbourLogProvider$logDeparture$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HarbourLogProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field L$1:Ljava/lang/Object;
.field L$2:Ljava/lang/Object;
.field L$3:Ljava/lang/Object;
.field label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic $log:Lcom/berthbook/HarbourLog;
.field final synthetic $a:Lcom/berthbook/VesselArgs;


# direct methods
.method constructor <init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$log:Lcom/berthbook/HarbourLog;
    iput-object v4, v2, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$a:Lcom/berthbook/VesselArgs;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16
    iget-object v0, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v10, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v11
    .line 74
    iget v0, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->label:I
    packed-switch v0, :sw_17
    goto :L289
:L44
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 75
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;
    iget-object v5, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$log:Lcom/berthbook/HarbourLog;
    iget-object v6, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$a:Lcom/berthbook/VesselArgs;
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v10
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v8
    .line 76
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;
    iget-object v5, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$log:Lcom/berthbook/HarbourLog;
    iget-object v6, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$a:Lcom/berthbook/VesselArgs;
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v10
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v9
    .line 77
    move-object v1, v14
    check-cast v1, Lkotlin/coroutines/Continuation;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$1:Ljava/lang/Object;
    iput-object v9, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->label:I
    invoke-interface {v8, v1}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L183
    .line 74
    return-object v11
:L161
    iget-object v0, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v9, v0
    iget-object v0, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v8, v0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
:L183
    move-object v12, v0
    move-object v1, v14
    check-cast v1, Lkotlin/coroutines/Continuation;
    .line 77
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$2:Ljava/lang/Object;
    iput-object v12, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$3:Ljava/lang/Object;
    const/4 v3, 0x2
    iput v3, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->label:I
    invoke-interface {v9, v1}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L269
    .line 74
    return-object v11
:L241
    iget-object v0, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$3:Ljava/lang/Object;
    move-object v12, v0
    iget-object v0, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v9, v0
    iget-object v0, v14, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v8, v0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
:L269
    .line 77
    move-object v1, v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"entry\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ",\"berth\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v13
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    invoke-direct {v0, v13}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
:L289
    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_17
    .packed-switch 0x0
        :L44
        :L161
        :L241
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8
    new-instance v0, Lcom/berthbook/HarbourLogProvider$logDeparture$2;
    iget-object v2, v5, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$log:Lcom/berthbook/HarbourLog;
    iget-object v3, v5, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->$a:Lcom/berthbook/VesselArgs;
    invoke-direct {v0, v2, v3, v7}, Lcom/berthbook/HarbourLogProvider$logDeparture$2;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    move-object v4, v0
    iput-object v6, v4, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->L$0:Ljava/lang/Object;
    move-object v0, v4
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLogProvider$logDeparture$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/HarbourLogProvider$logDeparture$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

