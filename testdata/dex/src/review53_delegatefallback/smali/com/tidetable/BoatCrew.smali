.class public final Lcom/tidetable/BoatCrew;
.super Ljava/lang/Object;
.source "Tools.kt"

# interfaces
.implements Lcom/tidetable/Tool;

.field private final boat:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "boat"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    return-void
.end method

.method public final getBoat()Ljava/lang/String;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    return-object v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 23
    const-string v0, "boat_crew"
    return-object v0
.end method

.method public final invoke(Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "db"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    const-string v1, "SELECT sailor FROM rota WHERE boat = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v8, v2
    const/4 v3, 0x0
    iget-object v4, v9, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    aput-object v4, v8, v3
    invoke-virtual {v10, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v7, v0
    .line 27
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v8, v0
    .line 28
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 29
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"crew\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;)Lcom/tidetable/BoatCrew;
    .registers 4
    const-string v1, "boat"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/tidetable/BoatCrew;
    invoke-direct {v0, v3}, Lcom/tidetable/BoatCrew;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/tidetable/BoatCrew;Ljava/lang/String;ILjava/lang/Object;)Lcom/tidetable/BoatCrew;
    .registers 6
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    move-object v3, v0
    :L11
    invoke-virtual {v2, v3}, Lcom/tidetable/BoatCrew;->copy(Ljava/lang/String;)Lcom/tidetable/BoatCrew;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    iget-object v0, v3, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "BoatCrew(boat="
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
    iget-object v0, v1, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
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
    instance-of v0, v4, Lcom/tidetable/BoatCrew;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/tidetable/BoatCrew;
    move-object v2, v4
    iget-object v0, v3, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    iget-object v1, v2, Lcom/tidetable/BoatCrew;->boat:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    const/4 v0, 0x1
    return v0
.end method

