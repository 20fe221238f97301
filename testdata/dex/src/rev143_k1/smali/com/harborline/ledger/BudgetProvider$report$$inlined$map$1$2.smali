.class public final Lcom/harborline/ledger/BudgetProvider$report$$inlined$map$1$2;
.super Ljava/lang/Object;
.source "FlowKt.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;


# instance fields
.field final synthetic $collector:Lkotlinx/coroutines/flow/FlowCollector;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;)V
    .registers 2

    iput-object p1, p0, Lcom/harborline/ledger/BudgetProvider$report$$inlined$map$1$2;->$collector:Lkotlinx/coroutines/flow/FlowCollector;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 11

    .line 10
    iget-object v3, p0, Lcom/harborline/ledger/BudgetProvider$report$$inlined$map$1$2;->$collector:Lkotlinx/coroutines/flow/FlowCollector;

    move-object v4, p2

    move-object v0, p1

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    const/4 v6, 0x0

    .line 11
    const/4 v0, 0x1

    new-array v7, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object v5, v7, v1

    .line 10
    invoke-interface {v3, v7, p2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v2

    if-ne v0, v2, :cond_0

    return-object v0

    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method
