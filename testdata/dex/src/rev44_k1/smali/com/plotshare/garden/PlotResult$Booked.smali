.class public final Lcom/plotshare/garden/PlotResult$Booked;
.super Ljava/lang/Object;
.source "Garden.kt"

# interfaces
.implements Lcom/plotshare/garden/PlotResult;

.field private final plot:Ljava/lang/String;
.field private final bookingId:J

.method public constructor <init>(Ljava/lang/String;J)V
    .registers 5
    const-string v0, "plot"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    iput-wide v3, v1, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    return-void
.end method

.method public final getPlot()Ljava/lang/String;
    .registers 2
    .line 109
    iget-object v0, v1, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    return-object v0
.end method

.method public final getBookingId()J
    .registers 3
    .line 109
    iget-wide v0, v2, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    return-wide v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()J
    .registers 3
    iget-wide v0, v2, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    return-wide v0
.end method

.method public final copy(Ljava/lang/String;J)Lcom/plotshare/garden/PlotResult$Booked;
    .registers 6
    const-string v1, "plot"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/plotshare/garden/PlotResult$Booked;
    invoke-direct {v0, v3, v4, v5}, Lcom/plotshare/garden/PlotResult$Booked;-><init>(Ljava/lang/String;J)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/plotshare/garden/PlotResult$Booked;Ljava/lang/String;JILjava/lang/Object;)Lcom/plotshare/garden/PlotResult$Booked;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    move-object v3, v0
    :L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget-wide v0, v2, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    move-wide v4, v0
    :L24
    invoke-virtual {v2, v3, v4, v5}, Lcom/plotshare/garden/PlotResult$Booked;->copy(Ljava/lang/String;J)Lcom/plotshare/garden/PlotResult$Booked;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-object v0, v5, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    iget-wide v1, v5, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Booked(plot="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", bookingId="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 5
    iget-object v0, v4, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    move v3, v0
    const/16 v1, 0x1f
    mul-int v0, v3, v1
    iget-wide v1, v4, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int v0, v0, v1
    move v3, v0
    return v3
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne v5, v6, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v6, Lcom/plotshare/garden/PlotResult$Booked;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v6, Lcom/plotshare/garden/PlotResult$Booked;
    move-object v4, v6
    iget-object v0, v5, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    iget-object v1, v4, Lcom/plotshare/garden/PlotResult$Booked;->plot:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget-wide v0, v5, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    iget-wide v2, v4, Lcom/plotshare/garden/PlotResult$Booked;->bookingId:J
    cmp-long v0, v0, v2
    if-eqz v0, :L51
    const/4 v0, 0x0
    return v0
    :L51
    const/4 v0, 0x1
    return v0
.end method

