.class public final Lcom/hearthguard/claims/Hold;
.super Ljava/lang/Object;
.source "Tokens.kt"


.field private final uid:I

.field private final tool:Ljava/lang/String;

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/hearthguard/claims/Hold;->uid:I
    iput-object p2, p0, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    return-void
.end method


.method public static synthetic copy$default(Lcom/hearthguard/claims/Hold;ILjava/lang/String;ILjava/lang/Object;)Lcom/hearthguard/claims/Hold;
    .registers 5
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :cond_0
    iget p1, p0, Lcom/hearthguard/claims/Hold;->uid:I
    :cond_0
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :cond_1
    iget-object p2, p0, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    :cond_1
    invoke-virtual {p0, p1, p2}, Lcom/hearthguard/claims/Hold;->copy(ILjava/lang/String;)Lcom/hearthguard/claims/Hold;
    move-result-object p0
    return-object p0
.end method

.method public final component1()I
    .registers 2
    iget v0, p0, Lcom/hearthguard/claims/Hold;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(ILjava/lang/String;)Lcom/hearthguard/claims/Hold;
    .registers 4
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthguard/claims/Hold;
    invoke-direct {v0, p1, p2}, Lcom/hearthguard/claims/Hold;-><init>(ILjava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 0x1
    if-ne p0, p1, :cond_0
    return v0
    :cond_0
    instance-of v1, p1, Lcom/hearthguard/claims/Hold;
    const/4 v2, 0x0
    if-nez v1, :cond_1
    return v2
    :cond_1
    check-cast p1, Lcom/hearthguard/claims/Hold;
    iget v1, p0, Lcom/hearthguard/claims/Hold;->uid:I
    iget v3, p1, Lcom/hearthguard/claims/Hold;->uid:I
    if-eq v1, v3, :cond_f0
    return v2
    :cond_f0
    iget-object v1, p0, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    iget-object v3, p1, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_f1
    return v2
    :cond_f1
    return v0
.end method

.method public final getUid()I
    .registers 2
    .line 45
    iget v0, p0, Lcom/hearthguard/claims/Hold;->uid:I
    return v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 45
    iget-object v0, p0, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget v0, p0, Lcom/hearthguard/claims/Hold;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v0
    iget-object v1, p0, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    mul-int/lit8 v0, v0, 0x1f
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Hold(uid="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget v1, p0, Lcom/hearthguard/claims/Hold;->uid:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", tool="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/hearthguard/claims/Hold;->tool:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
