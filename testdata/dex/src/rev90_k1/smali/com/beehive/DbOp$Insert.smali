.class public final Lcom/beehive/DbOp$Insert;
.super Ljava/lang/Object;
.source "DbOp.kt"

# interfaces
.implements Lcom/beehive/DbOp;

.field private final hive:Ljava/lang/String;
.field private final note:Ljava/lang/String;
.field private final owner:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5
    const-string v0, "hive"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "note"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    iput-object v3, v1, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    iput v4, v1, Lcom/beehive/DbOp$Insert;->owner:I
    return-void
.end method

.method public final getHive()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    return-object v0
.end method

.method public final getNote()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    return-object v0
.end method

.method public final getOwner()I
    .registers 2
    .line 6
    iget v0, v1, Lcom/beehive/DbOp$Insert;->owner:I
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()I
    .registers 2
    iget v0, v1, Lcom/beehive/DbOp$Insert;->owner:I
    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;I)Lcom/beehive/DbOp$Insert;
    .registers 6
    const-string v1, "hive"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "note"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/beehive/DbOp$Insert;
    invoke-direct {v0, v3, v4, v5}, Lcom/beehive/DbOp$Insert;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/beehive/DbOp$Insert;Ljava/lang/String;Ljava/lang/String;IILjava/lang/Object;)Lcom/beehive/DbOp$Insert;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    move-object v3, v0
    :L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget-object v0, v2, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    move-object v4, v0
    :L24
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L36
    iget v0, v2, Lcom/beehive/DbOp$Insert;->owner:I
    move v5, v0
    :L36
    invoke-virtual {v2, v3, v4, v5}, Lcom/beehive/DbOp$Insert;->copy(Ljava/lang/String;Ljava/lang/String;I)Lcom/beehive/DbOp$Insert;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Insert(hive="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", note="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", owner="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget v1, v2, Lcom/beehive/DbOp$Insert;->owner:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/beehive/DbOp$Insert;->owner:I
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
    instance-of v0, v4, Lcom/beehive/DbOp$Insert;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/beehive/DbOp$Insert;
    move-object v2, v4
    iget-object v0, v3, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    iget-object v1, v2, Lcom/beehive/DbOp$Insert;->hive:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget-object v0, v3, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    iget-object v1, v2, Lcom/beehive/DbOp$Insert;->note:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
    :L53
    iget v0, v3, Lcom/beehive/DbOp$Insert;->owner:I
    iget v1, v2, Lcom/beehive/DbOp$Insert;->owner:I
    if-eq v0, v1, :L66
    const/4 v0, 0x0
    return v0
    :L66
    const/4 v0, 0x1
    return v0
.end method

