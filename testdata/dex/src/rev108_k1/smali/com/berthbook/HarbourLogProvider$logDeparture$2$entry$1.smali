.class final Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;
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
    iput-object v3, v2, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->$log:Lcom/berthbook/HarbourLog;
    iput-object v4, v2, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->$a:Lcom/berthbook/VesselArgs;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v7
    .line 75
    iget v0, v8, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->label:I
    packed-switch v0, :sw_8
    goto :L80
:L32
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 75
    iget-object v0, v8, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->$log:Lcom/berthbook/HarbourLog;
    iget-object v1, v8, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->$a:Lcom/berthbook/VesselArgs;
    invoke-virtual {v1}, Lcom/berthbook/VesselArgs;->getVessel()Ljava/lang/String;
    move-result-object v1
    const-string v2, "departure"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-static {v3}, Lcom/berthbook/CallerUid;->constructor-impl(I)I
    move-result v3
    move-object v4, v8
    check-cast v4, Lkotlin/coroutines/Continuation;
    const/4 v6, 0x1
    iput v6, v8, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->label:I
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/berthbook/HarbourLog;->append-ysKqw_A(Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L79
    .line 75
    return-object v7
:L74
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
:L79
    .line 75
    return-object v0
:L80
    .line 75
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L32
        :L74
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;
    iget-object v2, v4, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->$log:Lcom/berthbook/HarbourLog;
    iget-object v3, v4, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->$a:Lcom/berthbook/VesselArgs;
    invoke-direct {v0, v2, v3, v6}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;-><init>(Lcom/berthbook/HarbourLog;Lcom/berthbook/VesselArgs;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

