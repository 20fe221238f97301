.class public final Lcom/beehive/DbOp$Delete;
.super Ljava/lang/Object;
.source "DbOp.kt"

# interfaces
.implements Lcom/beehive/DbOp;

.field private final id:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "id"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;)Lcom/beehive/DbOp$Delete;
    .registers 4
    const-string v1, "id"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/beehive/DbOp$Delete;
    invoke-direct {v0, v3}, Lcom/beehive/DbOp$Delete;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/beehive/DbOp$Delete;Ljava/lang/String;ILjava/lang/Object;)Lcom/beehive/DbOp$Delete;
    .registers 6
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
    move-object v3, v0
    :L11
    invoke-virtual {v2, v3}, Lcom/beehive/DbOp$Delete;->copy(Ljava/lang/String;)Lcom/beehive/DbOp$Delete;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Delete(id="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, v1, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
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
    instance-of v0, v4, Lcom/beehive/DbOp$Delete;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/beehive/DbOp$Delete;
    move-object v2, v4
    iget-object v0, v3, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
    iget-object v1, v2, Lcom/beehive/DbOp$Delete;->id:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    const/4 v0, 0x1
    return v0
.end method

