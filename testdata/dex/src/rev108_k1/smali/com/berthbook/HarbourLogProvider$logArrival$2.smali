.class final Lcom/berthbook/HarbourLogProvider$logArrival$2;
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
.field final synthetic $uid:I


# direct methods
.method constructor <init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;ILkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object v3, v2, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$log:Lcom/berthbook/HarbourLog;
    iput-object v4, v2, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$a:Lcom/berthbook/VesselArgs;
    iput v5, v2, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$uid:I
    const/4 v1, 0x2
    invoke-direct {v2, v1, v6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 17
    iget-object v0, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v11, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v12
    .line 64
    iget v0, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->label:I
    packed-switch v0, :sw_17
    goto :L293
:L44
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 65
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/berthbook/HarbourLogProvider$logArrival$2$entry$1;
    iget-object v5, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$log:Lcom/berthbook/HarbourLog;
    iget-object v6, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$a:Lcom/berthbook/VesselArgs;
    iget v7, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$uid:I
    const/4 v8, 0x0
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/berthbook/HarbourLogProvider$logArrival$2$entry$1;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;ILkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v11
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v9
    .line 66
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    const/4 v2, 0x0
    new-instance v3, Lcom/berthbook/HarbourLogProvider$logArrival$2$berth$1;
    iget-object v5, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$log:Lcom/berthbook/HarbourLog;
    iget-object v6, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$a:Lcom/berthbook/VesselArgs;
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, Lcom/berthbook/HarbourLogProvider$logArrival$2$berth$1;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v0, v11
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;
    move-result-object v10
    .line 67
    move-object v1, v15
    check-cast v1, Lkotlin/coroutines/Continuation;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$0:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$1:Ljava/lang/Object;
    iput-object v10, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->label:I
    invoke-interface {v9, v1}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L187
    .line 64
    return-object v12
:L165
    iget-object v0, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v10, v0
    iget-object v0, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v9, v0
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L187
    move-object v13, v0
    move-object v1, v15
    check-cast v1, Lkotlin/coroutines/Continuation;
    .line 67
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$0:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$1:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$2:Ljava/lang/Object;
    iput-object v13, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$3:Ljava/lang/Object;
    const/4 v3, 0x2
    iput v3, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->label:I
    invoke-interface {v10, v1}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L273
    .line 64
    return-object v12
:L245
    iget-object v0, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$3:Ljava/lang/Object;
    move-object v13, v0
    iget-object v0, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v10, v0
    iget-object v0, v15, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/Deferred;
    move-object v9, v0
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L273
    .line 67
    move-object v1, v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"entry\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ",\"berth\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v14
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    invoke-direct {v0, v14}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
:L293
    .line 64
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_17
    .packed-switch 0x0
        :L44
        :L165
        :L245
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9
    new-instance v0, Lcom/berthbook/HarbourLogProvider$logArrival$2;
    iget-object v2, v6, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$log:Lcom/berthbook/HarbourLog;
    iget-object v3, v6, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$a:Lcom/berthbook/VesselArgs;
    iget v4, v6, Lcom/berthbook/HarbourLogProvider$logArrival$2;->$uid:I
    invoke-direct {v0, v2, v3, v4, v8}, Lcom/berthbook/HarbourLogProvider$logArrival$2;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;ILkotlin/coroutines/Continuation;)V
    move-object v5, v0
    iput-object v7, v5, Lcom/berthbook/HarbourLogProvider$logArrival$2;->L$0:Ljava/lang/Object;
    move-object v0, v5
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLogProvider$logArrival$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLogProvider$logArrival$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/HarbourLogProvider$logArrival$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/HarbourLogProvider$logArrival$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

