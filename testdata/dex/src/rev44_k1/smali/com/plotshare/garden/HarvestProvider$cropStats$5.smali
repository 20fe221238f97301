.class final Lcom/plotshare/garden/HarvestProvider$cropStats$5;
.super Ljava/lang/Object;
.source "HarvestProvider.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

.field final synthetic $total:Lkotlin/jvm/internal/Ref$IntRef;

.method constructor <init>(Lkotlin/jvm/internal/Ref$IntRef;)V
    .registers 2
    iput-object v1, v0, Lcom/plotshare/garden/HarvestProvider$cropStats$5;->$total:Lkotlin/jvm/internal/Ref$IntRef;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final emit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 72
    iget-object v0, v2, Lcom/plotshare/garden/HarvestProvider$cropStats$5;->$total:Lkotlin/jvm/internal/Ref$IntRef;
    iget-object v1, v2, Lcom/plotshare/garden/HarvestProvider$cropStats$5;->$total:Lkotlin/jvm/internal/Ref$IntRef;
    iget v1, v1, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    add-int v1, v1, v3
    iput v1, v0, Lkotlin/jvm/internal/Ref$IntRef;->element:I
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public bridge synthetic emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 72
    check-cast v3, Ljava/lang/Number;
    invoke-virtual {v3}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {v2, v1, v4}, Lcom/plotshare/garden/HarvestProvider$cropStats$5;->emit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

