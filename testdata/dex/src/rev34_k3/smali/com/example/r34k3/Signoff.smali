.class public final Lcom/example/r34k3/Signoff;
.super Ljava/lang/Object;
.source "Signoffs.kt"



.field private final job:Ljava/lang/String;

.field private final uid:I

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "job"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r34k3/Signoff;->uid:I
    iput-object p2, p0, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/example/r34k3/Signoff;ILjava/lang/String;ILjava/lang/Object;)Lcom/example/r34k3/Signoff;
    .registers 5
    and-int/lit8 p4, p3, 0x1
    if-eqz p4, :cond_6
    iget p1, p0, Lcom/example/r34k3/Signoff;->uid:I
    :cond_6
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_c
    iget-object p2, p0, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    :cond_c
    invoke-virtual {p0, p1, p2}, Lcom/example/r34k3/Signoff;->copy(ILjava/lang/String;)Lcom/example/r34k3/Signoff;
    move-result-object p0
    return-object p0
.end method

.method public final component1()I
    .registers 2
    iget v0, p0, Lcom/example/r34k3/Signoff;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(ILjava/lang/String;)Lcom/example/r34k3/Signoff;
    .registers 4
    const-string v0, "job"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/r34k3/Signoff;
    invoke-direct {v0, p1, p2}, Lcom/example/r34k3/Signoff;-><init>(ILjava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 0x1
    if-ne p0, p1, :cond_4
    return v0
    :cond_4
    instance-of v1, p1, Lcom/example/r34k3/Signoff;
    const/4 v2, 0x0
    if-nez v1, :cond_a
    return v2
    :cond_a
    check-cast p1, Lcom/example/r34k3/Signoff;
    iget v1, p0, Lcom/example/r34k3/Signoff;->uid:I
    iget v3, p1, Lcom/example/r34k3/Signoff;->uid:I
    if-eq v1, v3, :cond_13
    return v2
    :cond_13
    iget-object v1, p0, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    iget-object p1, p1, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_20
    return v2
    :cond_20
    return v0
.end method

.method public final getJob()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/example/r34k3/Signoff;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 3
    iget v0, p0, Lcom/example/r34k3/Signoff;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v0
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Signoff(uid="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget v1, p0, Lcom/example/r34k3/Signoff;->uid:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", job="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r34k3/Signoff;->job:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
