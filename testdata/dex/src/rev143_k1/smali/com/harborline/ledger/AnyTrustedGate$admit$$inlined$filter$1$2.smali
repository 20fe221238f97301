.class public final Lcom/harborline/ledger/AnyTrustedGate$admit$$inlined$filter$1$2;
.super Ljava/lang/Object;
.source "FlowKt.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;


# instance fields
.field final synthetic $collector:Lkotlinx/coroutines/flow/FlowCollector;

.field final synthetic this$0:Lcom/harborline/ledger/AnyTrustedGate;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;Lcom/harborline/ledger/AnyTrustedGate;)V
    .registers 3

    iput-object p1, p0, Lcom/harborline/ledger/AnyTrustedGate$admit$$inlined$filter$1$2;->$collector:Lkotlinx/coroutines/flow/FlowCollector;

    iput-object p2, p0, Lcom/harborline/ledger/AnyTrustedGate$admit$$inlined$filter$1$2;->this$0:Lcom/harborline/ledger/AnyTrustedGate;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8

    .line 15
    move-object v2, p2

    move-object v0, p1

    check-cast v0, Ljava/lang/String;

    move-object v3, v0

    const/4 v4, 0x0

    .line 16
    iget-object v0, p0, Lcom/harborline/ledger/AnyTrustedGate$admit$$inlined$filter$1$2;->this$0:Lcom/harborline/ledger/AnyTrustedGate;

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v3}, Lcom/harborline/ledger/AnyTrustedGate;->signedByTrusted(Ljava/lang/String;)Z

    move-result v0

    .line 15
    if-eqz v0, :cond_1

    iget-object v0, p0, Lcom/harborline/ledger/AnyTrustedGate$admit$$inlined$filter$1$2;->$collector:Lkotlinx/coroutines/flow/FlowCollector;

    invoke-interface {v0, p1, p2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v1

    if-ne v0, v1, :cond_0

    return-object v0

    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method
