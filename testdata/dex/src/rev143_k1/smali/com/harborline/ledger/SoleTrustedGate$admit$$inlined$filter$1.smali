.class public final Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1;
.super Ljava/lang/Object;
.source "FlowKt.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/Flow;


# instance fields
.field final synthetic $this_filter:Lkotlinx/coroutines/flow/Flow;

.field final synthetic this$0:Lcom/harborline/ledger/SoleTrustedGate;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/Flow;Lcom/harborline/ledger/SoleTrustedGate;)V
    .registers 3

    iput-object p1, p0, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1;->$this_filter:Lkotlinx/coroutines/flow/Flow;

    iput-object p2, p0, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1;->this$0:Lcom/harborline/ledger/SoleTrustedGate;

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 15
    iget-object v0, p0, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1;->$this_filter:Lkotlinx/coroutines/flow/Flow;

    new-instance v1, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1$2;

    iget-object v3, p0, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1;->this$0:Lcom/harborline/ledger/SoleTrustedGate;

    invoke-direct {v1, p1, v3}, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1$2;-><init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/harborline/ledger/SoleTrustedGate;)V

    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;

    invoke-interface {v0, v1, p2}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v2

    if-ne v0, v2, :cond_0

    return-object v0

    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 16
    return-object v0
.end method
