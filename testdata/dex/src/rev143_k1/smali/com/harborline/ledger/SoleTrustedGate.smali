.class public final Lcom/harborline/ledger/SoleTrustedGate;
.super Lcom/harborline/ledger/CallerGate;
.source "Sessions.kt"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    invoke-direct {p0, p1}, Lcom/harborline/ledger/CallerGate;-><init>(Landroid/content/Context;)V

    return-void
.end method


# virtual methods
.method public admit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16

    instance-of v0, p2, Lcom/harborline/ledger/SoleTrustedGate$admit$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/harborline/ledger/SoleTrustedGate$admit$1;

    move-object v11, v0

    iget v0, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;

    invoke-direct {v11, p0, p2}, Lcom/harborline/ledger/SoleTrustedGate$admit$1;-><init>(Lcom/harborline/ledger/SoleTrustedGate;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v10, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v12

    .line 66
    iget v0, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 67
    invoke-virtual {p0}, Lcom/harborline/ledger/SoleTrustedGate;->getPm()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 68
    invoke-static {v6}, Lkotlinx/coroutines/flow/FlowKt;->asFlow([Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v8

    const/4 v9, 0x0

    .line 75
    new-instance v0, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1;

    invoke-direct {v0, v8, p0}, Lcom/harborline/ledger/SoleTrustedGate$admit$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;Lcom/harborline/ledger/SoleTrustedGate;)V

    check-cast v0, Lkotlinx/coroutines/flow/Flow;

    .line 68
    iput-object v6, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->L$0:Ljava/lang/Object;

    iput p1, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->I$0:I

    const/4 v5, 0x1

    iput v5, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->label:I

    const/4 v1, 0x0

    const/4 v3, 0x1

    const/4 v4, 0x0

    invoke-static {v0, v1, v11, v3, v4}, Lkotlinx/coroutines/flow/FlowKt;->toList$default(Lkotlinx/coroutines/flow/Flow;Ljava/util/List;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_2

    .line 66
    return-object v12

    :pswitch_1
    iget p1, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->I$0:I

    iget-object v6, v11, Lcom/harborline/ledger/SoleTrustedGate$admit$1;->L$0:Ljava/lang/Object;

    check-cast v6, [Ljava/lang/String;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    :cond_2
    check-cast v0, Ljava/util/List;

    move-object v7, v0

    .line 69
    array-length v0, v6

    const/4 v1, 0x1

    if-ne v0, v1, :cond_3

    invoke-interface {v7}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_3

    const/4 v1, 0x0

    invoke-interface {v7, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    return-object v0

    .line 66
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
