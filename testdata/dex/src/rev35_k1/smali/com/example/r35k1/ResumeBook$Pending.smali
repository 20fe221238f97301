.class public final Lcom/example/r35k1/ResumeBook$Pending;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r35k1/ResumeBook;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pending"
.end annotation

.field private final expiresAt:J

.field private final tool:Ljava/lang/String;

.field private final uid:I

.method public constructor <init>(ILjava/lang/String;J)V
    .registers 6
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    iput-object p2, p0, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    iput-wide p3, p0, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    return-void
.end method

.method public static synthetic copy$default(Lcom/example/r35k1/ResumeBook$Pending;ILjava/lang/String;JILjava/lang/Object;)Lcom/example/r35k1/ResumeBook$Pending;
    .registers 7
    and-int/lit8 p6, p5, 0x1
    if-eqz p6, :cond_1
    iget p1, p0, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    :cond_1
    and-int/lit8 p6, p5, 0x2
    if-eqz p6, :cond_2
    iget-object p2, p0, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    :cond_2
    and-int/lit8 p5, p5, 0x4
    if-eqz p5, :cond_3
    iget-wide p3, p0, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/example/r35k1/ResumeBook$Pending;->copy(ILjava/lang/String;J)Lcom/example/r35k1/ResumeBook$Pending;
    move-result-object p0
    return-object p0
.end method

.method public final component1()I
    .registers 2
    iget v0, p0, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()J
    .registers 3
    iget-wide v0, p0, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    return-wide v0
.end method

.method public final copy(ILjava/lang/String;J)Lcom/example/r35k1/ResumeBook$Pending;
    .registers 6
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/r35k1/ResumeBook$Pending;
    invoke-direct {v0, p1, p2, p3, p4}, Lcom/example/r35k1/ResumeBook$Pending;-><init>(ILjava/lang/String;J)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 8
    const/4 v0, 0x1
    if-ne p0, p1, :cond_type
    return v0
    :cond_type
    instance-of v1, p1, Lcom/example/r35k1/ResumeBook$Pending;
    const/4 v2, 0x0
    if-nez v1, :cond_uid
    return v2
    :cond_uid
    check-cast p1, Lcom/example/r35k1/ResumeBook$Pending;
    iget v1, p0, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    iget v3, p1, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    if-eq v1, v3, :cond_tool
    return v2
    :cond_tool
    iget-object v1, p0, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    iget-object v3, p1, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_exp
    return v2
    :cond_exp
    iget-wide v3, p0, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    iget-wide v5, p1, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    cmp-long p1, v3, v5
    if-eqz p1, :cond_eq
    return v2
    :cond_eq
    return v0
.end method

.method public final getExpiresAt()J
    .registers 3
    .line 32
    iget-wide v0, p0, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    return-wide v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 32
    iget-object v0, p0, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 32
    iget v0, p0, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 4
    iget v0, p0, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v0
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x1f
    iget-wide v1, p0, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Pending(uid="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v1, p0, Lcom/example/r35k1/ResumeBook$Pending;->uid:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", tool="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Lcom/example/r35k1/ResumeBook$Pending;->tool:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ", expiresAt="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-wide v1, p0, Lcom/example/r35k1/ResumeBook$Pending;->expiresAt:J
    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
