.class public final Lcom/plotshare/garden/GardenKt;
.super Ljava/lang/Object;
.source "Garden.kt"


.method public static final toBundle(Lcom/plotshare/garden/PlotResult;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "<this>"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 114
    move-object v7, v8
    .line 115
    instance-of v0, v7, Lcom/plotshare/garden/PlotResult$Booked;
    if-eqz v0, :L40
    check-cast v8, Lcom/plotshare/garden/PlotResult$Booked;
    invoke-virtual {v8}, Lcom/plotshare/garden/PlotResult$Booked;->getPlot()Ljava/lang/String;
    move-result-object v0
    check-cast v8, Lcom/plotshare/garden/PlotResult$Booked;
    invoke-virtual {v8}, Lcom/plotshare/garden/PlotResult$Booked;->getBookingId()J
    move-result-wide v1
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"plot\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\",\"booking\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/garden/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L103
    :L40
    .line 116
    instance-of v0, v7, Lcom/plotshare/garden/PlotResult$Changed;
    if-eqz v0, :L72
    check-cast v8, Lcom/plotshare/garden/PlotResult$Changed;
    invoke-virtual {v8}, Lcom/plotshare/garden/PlotResult$Changed;->getPlot()Ljava/lang/String;
    move-result-object v0
    check-cast v8, Lcom/plotshare/garden/PlotResult$Changed;
    invoke-virtual {v8}, Lcom/plotshare/garden/PlotResult$Changed;->getRows()I
    move-result v1
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"plot\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\",\"rows\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/garden/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L103
    :L72
    .line 117
    sget-object v1, Lcom/plotshare/garden/PlotResult$Taken;->INSTANCE:Lcom/plotshare/garden/PlotResult$Taken;
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L95
    const-string v0, "CONFLICT"
    const-string v1, "that plot is already booked"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    goto :L103
    :L95
    .line 114
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L103
    .line 118
    return-object v0
.end method

.method public static final harvestQuery(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    const-string v1, "crop"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 149
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id, kg FROM harvest WHERE crop = \'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\' AND claimed_by IS NULL"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

