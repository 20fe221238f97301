.class public final Lcom/hearthguard/claims/CancelArgs;
.super Ljava/lang/Object;
.source "Policy.kt"


.field private final policyId:Ljava/lang/String;

.field private final force:Z

.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "policyId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/hearthguard/claims/CancelArgs;->force:Z
    return-void
.end method


.method public static synthetic copy$default(Lcom/hearthguard/claims/CancelArgs;Ljava/lang/String;ZILjava/lang/Object;)Lcom/hearthguard/claims/CancelArgs;
    .registers 5
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :cond_0
    iget-object p1, p0, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    :cond_0
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :cond_1
    iget-boolean p2, p0, Lcom/hearthguard/claims/CancelArgs;->force:Z
    :cond_1
    invoke-virtual {p0, p1, p2}, Lcom/hearthguard/claims/CancelArgs;->copy(Ljava/lang/String;Z)Lcom/hearthguard/claims/CancelArgs;
    move-result-object p0
    return-object p0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, p0, Lcom/hearthguard/claims/CancelArgs;->force:Z
    return v0
.end method

.method public final copy(Ljava/lang/String;Z)Lcom/hearthguard/claims/CancelArgs;
    .registers 4
    const-string v0, "policyId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthguard/claims/CancelArgs;
    invoke-direct {v0, p1, p2}, Lcom/hearthguard/claims/CancelArgs;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 0x1
    if-ne p0, p1, :cond_0
    return v0
    :cond_0
    instance-of v1, p1, Lcom/hearthguard/claims/CancelArgs;
    const/4 v2, 0x0
    if-nez v1, :cond_1
    return v2
    :cond_1
    check-cast p1, Lcom/hearthguard/claims/CancelArgs;
    iget-object v1, p0, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    iget-object v3, p1, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_f0
    return v2
    :cond_f0
    iget-boolean v1, p0, Lcom/hearthguard/claims/CancelArgs;->force:Z
    iget-boolean v3, p1, Lcom/hearthguard/claims/CancelArgs;->force:Z
    if-eq v1, v3, :cond_f1
    return v2
    :cond_f1
    return v0
.end method

.method public final getPolicyId()Ljava/lang/String;
    .registers 2
    .line 67
    iget-object v0, p0, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    return-object v0
.end method

.method public final getForce()Z
    .registers 2
    .line 67
    iget-boolean v0, p0, Lcom/hearthguard/claims/CancelArgs;->force:Z
    return v0
.end method

.method public hashCode()I
    .registers 3
    iget-object v0, p0, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    iget-boolean v1, p0, Lcom/hearthguard/claims/CancelArgs;->force:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    mul-int/lit8 v0, v0, 0x1f
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "CancelArgs(policyId="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/hearthguard/claims/CancelArgs;->policyId:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", force="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-boolean v1, p0, Lcom/hearthguard/claims/CancelArgs;->force:Z
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
