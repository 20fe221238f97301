.class public final Lcom/harborline/ledger/AnyTrustedGate;
.super Lcom/harborline/ledger/CallerGate;
.source "Sessions.kt"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    invoke-direct {p0, p1}, Lcom/harborline/ledger/CallerGate;-><init>(Landroid/content/Context;)V

    return-void
.end method


# virtual methods
.method public admit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 60
    invoke-virtual {p0}, Lcom/harborline/ledger/AnyTrustedGate;->getPm()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v1, v0

    .line 61
    invoke-static {v1}, Lkotlinx/coroutines/flow/FlowKt;->asFlow([Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v2

    const/4 v3, 0x0

    .line 75
    new-instance v0, Lcom/harborline/ledger/AnyTrustedGate$admit$$inlined$filter$1;

    invoke-direct {v0, v2, p0}, Lcom/harborline/ledger/AnyTrustedGate$admit$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/harborline/ledger/AnyTrustedGate;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 61
    invoke-static {v0, p2}, Lkotlinx/coroutines/flow/FlowKt;->firstOrNull(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
