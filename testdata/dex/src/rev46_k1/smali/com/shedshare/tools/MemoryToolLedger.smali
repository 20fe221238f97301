.class public final Lcom/shedshare/tools/MemoryToolLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"

# interfaces
.implements Lcom/shedshare/tools/ToolLedger;

.field private final loans:Ljava/util/HashMap;

.method public constructor <init>()V
    .registers 2
    .line 73
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 74
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, v1, Lcom/shedshare/tools/MemoryToolLedger;->loans:Ljava/util/HashMap;
    .line 73
    return-void
.end method

.method public findByName(Ljava/lang/String;)J
    .registers 4
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    iget-object v0, v2, Lcom/shedshare/tools/MemoryToolLedger;->loans:Ljava/util/HashMap;
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L25
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    int-to-long v0, v0
    goto :L28
    :L25
    const-wide/16 v0, -0x1L
    :L28
    return-wide v0
.end method

.method public countOpen(Ljava/lang/String;)I
    .registers 4
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    iget-object v0, v2, Lcom/shedshare/tools/MemoryToolLedger;->loans:Ljava/util/HashMap;
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L21
    const/4 v0, 0x1
    goto :L22
    :L21
    const/4 v0, 0x0
    :L22
    return v0
.end method

.method public reserve(Ljava/lang/String;Ljava/lang/String;)J
    .registers 6
    const-string v1, "name"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "borrower"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I
    move-result v1
    int-to-long v1, v1
    invoke-virtual {v3, v1, v2, v5}, Lcom/shedshare/tools/MemoryToolLedger;->lend(JLjava/lang/String;)J
    move-result-wide v0
    return-wide v0
.end method

.method public lend(JLjava/lang/String;)J
    .registers 6
    const-string v1, "borrower"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 80
    iget-object v0, v2, Lcom/shedshare/tools/MemoryToolLedger;->loans:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 81
    return-wide v3
.end method

.method public checkIn-ATcmX5c(Ljava/lang/String;I)I
    .registers 5
    const-string v1, "tool"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    iget-object v0, v2, Lcom/shedshare/tools/MemoryToolLedger;->loans:Ljava/util/HashMap;
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L21
    const/4 v0, 0x1
    goto :L22
    :L21
    const/4 v0, 0x0
    :L22
    return v0
.end method

.method public extend-6D0pSrc(Ljava/lang/String;II)I
    .registers 6
    const-string v1, "tool"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    invoke-virtual {v2, v3}, Lcom/shedshare/tools/MemoryToolLedger;->countOpen(Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public handOver(Ljava/lang/String;Ljava/lang/String;)I
    .registers 5
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "toPackage"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    iget-object v0, v2, Lcom/shedshare/tools/MemoryToolLedger;->loans:Ljava/util/HashMap;
    invoke-virtual {v0, v3, v4}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L28
    const/4 v0, 0x1
    goto :L29
    :L28
    const/4 v0, 0x0
    :L29
    return v0
.end method

.method public logRepair(Ljava/lang/String;Ljava/lang/String;)I
    .registers 5
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "byPackage"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    const/4 v0, 0x0
    return v0
.end method

.method public retire(Ljava/lang/String;)I
    .registers 4
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    iget-object v0, v2, Lcom/shedshare/tools/MemoryToolLedger;->loans:Ljava/util/HashMap;
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L21
    const/4 v0, 0x1
    goto :L22
    :L21
    const/4 v0, 0x0
    :L22
    return v0
.end method

