.class public final Lcom/example/r35k1/Renewal;
.super Ljava/lang/Object;
.source "Catalog.kt"

.field private final confirmed:Z

.field private final loan:Ljava/lang/String;

.method private constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "loan"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/example/r35k1/Renewal;->confirmed:Z
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ZLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Lcom/example/r35k1/Renewal;-><init>(Ljava/lang/String;Z)V
    return-void
.end method

.method public static synthetic copy-ImgyuMQ$default(Lcom/example/r35k1/Renewal;Ljava/lang/String;ZILjava/lang/Object;)Lcom/example/r35k1/Renewal;
    .registers 5
    and-int/lit8 p4, p3, 0x1
    if-eqz p4, :cond_1
    iget-object p1, p0, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    :cond_1
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_2
    iget-boolean p2, p0, Lcom/example/r35k1/Renewal;->confirmed:Z
    :cond_2
    invoke-virtual {p0, p1, p2}, Lcom/example/r35k1/Renewal;->copy-ImgyuMQ(Ljava/lang/String;Z)Lcom/example/r35k1/Renewal;
    move-result-object p0
    return-object p0
.end method

.method public final component1-luMbWjU()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, p0, Lcom/example/r35k1/Renewal;->confirmed:Z
    return v0
.end method

.method public final copy-ImgyuMQ(Ljava/lang/String;Z)Lcom/example/r35k1/Renewal;
    .registers 5
    const-string v0, "loan"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/r35k1/Renewal;
    const/4 v1, 0x0
    invoke-direct {v0, p1, p2, v1}, Lcom/example/r35k1/Renewal;-><init>(Ljava/lang/String;ZLkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 0x1
    if-ne p0, p1, :cond_type
    return v0
    :cond_type
    instance-of v1, p1, Lcom/example/r35k1/Renewal;
    const/4 v2, 0x0
    if-nez v1, :cond_fields
    return v2
    :cond_fields
    check-cast p1, Lcom/example/r35k1/Renewal;
    iget-object v1, p0, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    iget-object v3, p1, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    invoke-static {v1, v3}, Lcom/example/r35k1/LoanId;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_flag
    return v2
    :cond_flag
    iget-boolean v1, p0, Lcom/example/r35k1/Renewal;->confirmed:Z
    iget-boolean p1, p1, Lcom/example/r35k1/Renewal;->confirmed:Z
    if-eq v1, p1, :cond_eq
    return v2
    :cond_eq
    return v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 14
    iget-boolean v0, p0, Lcom/example/r35k1/Renewal;->confirmed:Z
    return v0
.end method

.method public final getLoan-luMbWjU()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-object v0, p0, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    invoke-static {v0}, Lcom/example/r35k1/LoanId;->hashCode-impl(Ljava/lang/String;)I
    move-result v0
    mul-int/lit8 v0, v0, 0x1f
    iget-boolean v1, p0, Lcom/example/r35k1/Renewal;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Renewal(loan="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Lcom/example/r35k1/Renewal;->loan:Ljava/lang/String;
    invoke-static {v1}, Lcom/example/r35k1/LoanId;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ", confirmed="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-boolean v1, p0, Lcom/example/r35k1/Renewal;->confirmed:Z
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
