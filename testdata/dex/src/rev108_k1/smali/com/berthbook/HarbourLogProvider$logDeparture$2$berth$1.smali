.class final Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HarbourLogProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic $log:Lcom/berthbook/HarbourLog;
.field final synthetic $a:Lcom/berthbook/VesselArgs;


# direct methods
.method constructor <init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->$log:Lcom/berthbook/HarbourLog;
    iput-object v4, v2, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->$a:Lcom/berthbook/VesselArgs;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v5
    .line 76
    iget v0, v6, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->label:I
    packed-switch v0, :sw_8
    goto :L72
:L32
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 76
    iget-object v0, v6, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->$log:Lcom/berthbook/HarbourLog;
    iget-object v1, v6, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->$a:Lcom/berthbook/VesselArgs;
    invoke-virtual {v1}, Lcom/berthbook/VesselArgs;->getVessel()Ljava/lang/String;
    move-result-object v1
    move-object v2, v6
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, v6, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->label:I
    invoke-virtual {v0, v1, v2}, Lcom/berthbook/HarbourLog;->berthOf(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L71
    .line 76
    return-object v5
:L66
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L71
    .line 76
    return-object v0
:L72
    .line 76
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L32
        :L66
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;
    iget-object v2, v4, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->$log:Lcom/berthbook/HarbourLog;
    iget-object v3, v4, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->$a:Lcom/berthbook/VesselArgs;
    invoke-direct {v0, v2, v3, v6}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$berth$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

