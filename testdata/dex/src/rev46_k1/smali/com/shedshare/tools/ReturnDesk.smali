.class public final Lcom/shedshare/tools/ReturnDesk;
.super Ljava/lang/Object;
.source "Ledger.kt"

.field private final ledger:Lcom/shedshare/tools/ToolLedger;
.field private final lastReturned:Ljava/util/concurrent/atomic/AtomicReference;

.method public constructor <init>(Lcom/shedshare/tools/ToolLedger;)V
    .registers 3
    const-string v0, "ledger"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 96
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/shedshare/tools/ReturnDesk;->ledger:Lcom/shedshare/tools/ToolLedger;
    .line 97
    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicReference;-><init>()V
    iput-object v0, v1, Lcom/shedshare/tools/ReturnDesk;->lastReturned:Ljava/util/concurrent/atomic/AtomicReference;
    .line 96
    return-void
.end method

.method public final checkIn-ATcmX5c(Ljava/lang/String;I)Lcom/shedshare/tools/DeskResult;
    .registers 6
    const-string v1, "id"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 100
    iget-object v0, v3, Lcom/shedshare/tools/ReturnDesk;->ledger:Lcom/shedshare/tools/ToolLedger;
    invoke-interface {v0, v4, v5}, Lcom/shedshare/tools/ToolLedger;->checkIn-ATcmX5c(Ljava/lang/String;I)I
    move-result v0
    move v2, v0
    .line 101
    iget-object v0, v3, Lcom/shedshare/tools/ReturnDesk;->lastReturned:Ljava/util/concurrent/atomic/AtomicReference;
    invoke-static {v4}, Lcom/shedshare/tools/ToolId;->box-impl(Ljava/lang/String;)Lcom/shedshare/tools/ToolId;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V
    .line 102
    if-lez v2, :L47
    new-instance v0, Lcom/shedshare/tools/DeskResult$Done;
    invoke-direct {v0, v2}, Lcom/shedshare/tools/DeskResult$Done;-><init>(I)V
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    goto :L53
    :L47
    sget-object v0, Lcom/shedshare/tools/DeskResult$Unknown;->INSTANCE:Lcom/shedshare/tools/DeskResult$Unknown;
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    :L53
    return-object v0
.end method

.method public final extend-6D0pSrc(Ljava/lang/String;II)Lcom/shedshare/tools/DeskResult;
    .registers 8
    const-string v1, "id"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    const/16 v1, 0xe
    if-le v7, v1, :L25
    new-instance v0, Lcom/shedshare/tools/DeskResult$Refused;
    const-string v2, "loans extend by two weeks at most"
    invoke-direct {v0, v2}, Lcom/shedshare/tools/DeskResult$Refused;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    return-object v0
    :L25
    .line 107
    iget-object v0, v4, Lcom/shedshare/tools/ReturnDesk;->ledger:Lcom/shedshare/tools/ToolLedger;
    invoke-interface {v0, v5, v6, v7}, Lcom/shedshare/tools/ToolLedger;->extend-6D0pSrc(Ljava/lang/String;II)I
    move-result v0
    move v3, v0
    .line 108
    if-lez v3, :L59
    new-instance v0, Lcom/shedshare/tools/DeskResult$Done;
    invoke-direct {v0, v3}, Lcom/shedshare/tools/DeskResult$Done;-><init>(I)V
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    goto :L65
    :L59
    sget-object v0, Lcom/shedshare/tools/DeskResult$Unknown;->INSTANCE:Lcom/shedshare/tools/DeskResult$Unknown;
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    :L65
    return-object v0
.end method

.method public final handOver(Ljava/lang/String;Ljava/lang/String;)Lcom/shedshare/tools/DeskResult;
    .registers 6
    const-string v1, "name"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "toPackage"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 112
    iget-object v0, v3, Lcom/shedshare/tools/ReturnDesk;->ledger:Lcom/shedshare/tools/ToolLedger;
    invoke-interface {v0, v4, v5}, Lcom/shedshare/tools/ToolLedger;->handOver(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    move v2, v0
    .line 113
    if-lez v2, :L42
    new-instance v0, Lcom/shedshare/tools/DeskResult$Done;
    invoke-direct {v0, v2}, Lcom/shedshare/tools/DeskResult$Done;-><init>(I)V
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    goto :L48
    :L42
    sget-object v0, Lcom/shedshare/tools/DeskResult$Unknown;->INSTANCE:Lcom/shedshare/tools/DeskResult$Unknown;
    check-cast v0, Lcom/shedshare/tools/DeskResult;
    :L48
    return-object v0
.end method

