.class public final Lcom/waterwheel/rota/RotaArgs$Week;
.super Lcom/waterwheel/rota/RotaArgs;
.source "RotaArgs.kt"

.field private final plot:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "plot"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/waterwheel/rota/RotaArgs;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    return-void
.end method

.method public final getPlot()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;)Lcom/waterwheel/rota/RotaArgs$Week;
    .registers 4
    const-string v1, "plot"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/waterwheel/rota/RotaArgs$Week;
    invoke-direct {v0, v3}, Lcom/waterwheel/rota/RotaArgs$Week;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/waterwheel/rota/RotaArgs$Week;Ljava/lang/String;ILjava/lang/Object;)Lcom/waterwheel/rota/RotaArgs$Week;
    .registers 6
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    move-object v3, v0
    :L11
    invoke-virtual {v2, v3}, Lcom/waterwheel/rota/RotaArgs$Week;->copy(Ljava/lang/String;)Lcom/waterwheel/rota/RotaArgs$Week;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    iget-object v0, v3, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Week(plot="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, v1, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v4, Lcom/waterwheel/rota/RotaArgs$Week;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/waterwheel/rota/RotaArgs$Week;
    move-object v2, v4
    iget-object v0, v3, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    iget-object v1, v2, Lcom/waterwheel/rota/RotaArgs$Week;->plot:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    const/4 v0, 0x1
    return v0
.end method

