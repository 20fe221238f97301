.class public final Lcom/plotshare/garden/PlotResult$Changed;
.super Ljava/lang/Object;
.source "Garden.kt"

# interfaces
.implements Lcom/plotshare/garden/PlotResult;

.field private final plot:Ljava/lang/String;
.field private final rows:I

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "plot"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 110
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    iput v3, v1, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    return-void
.end method

.method public final getPlot()Ljava/lang/String;
    .registers 2
    .line 110
    iget-object v0, v1, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    return-object v0
.end method

.method public final getRows()I
    .registers 2
    .line 110
    iget v0, v1, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, v1, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    return v0
.end method

.method public final copy(Ljava/lang/String;I)Lcom/plotshare/garden/PlotResult$Changed;
    .registers 5
    const-string v1, "plot"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/plotshare/garden/PlotResult$Changed;
    invoke-direct {v0, v3, v4}, Lcom/plotshare/garden/PlotResult$Changed;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/plotshare/garden/PlotResult$Changed;Ljava/lang/String;IILjava/lang/Object;)Lcom/plotshare/garden/PlotResult$Changed;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    move-object v3, v0
    :L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget v0, v2, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    move v4, v0
    :L22
    invoke-virtual {v2, v3, v4}, Lcom/plotshare/garden/PlotResult$Changed;->copy(Ljava/lang/String;I)Lcom/plotshare/garden/PlotResult$Changed;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    iget v1, v4, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Changed(plot="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", rows="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v4, Lcom/plotshare/garden/PlotResult$Changed;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/plotshare/garden/PlotResult$Changed;
    move-object v2, v4
    iget-object v0, v3, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    iget-object v1, v2, Lcom/plotshare/garden/PlotResult$Changed;->plot:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget v0, v3, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    iget v1, v2, Lcom/plotshare/garden/PlotResult$Changed;->rows:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
    :L50
    const/4 v0, 0x1
    return v0
.end method

