.class public final Lcom/example/r25o/OpsKt;
.super Ljava/lang/Object;
.source "Ops.kt"

.method public static final weakPending(I)Lcom/example/r25o/Pending;
    .registers 5
    .line 5
    new-instance v0, Lcom/example/r25o/Pending;
    invoke-static {p0}, Lcom/example/r25o/Uid;->constructor-impl(I)I
    move-result p0
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    invoke-virtual {v1}, Ljava/util/Random;->nextInt()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    const-string v2, "toHexString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1}, Lcom/example/r25o/OpId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-direct {v0, p0, v1, v2}, Lcom/example/r25o/Pending;-><init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public static final strongPending(I)Lcom/example/r25o/Pending;
    .registers 4
    .line 6
    new-instance v0, Lcom/example/r25o/Pending;
    invoke-static {p0}, Lcom/example/r25o/Uid;->constructor-impl(I)I
    move-result p0
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1}, Lcom/example/r25o/OpId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-direct {v0, p0, v1, v2}, Lcom/example/r25o/Pending;-><init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public static final reply(Lcom/example/r25o/Pending;)Ljava/lang/String;
    .registers 3
    const-string v0, "p"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"operation_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {p0}, Lcom/example/r25o/Pending;->getId-UfHhsGw()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\",\"owner\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {p0}, Lcom/example/r25o/Pending;->getOwner-q9nHjas()I
    move-result p0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p0
    const/16 v0, 0x7d
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final receipt(Lcom/example/r25o/Pending;)Ljava/lang/String;
    .registers 3
    const-string v0, "p"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"operation_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {p0}, Lcom/example/r25o/Pending;->getId-UfHhsGw()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string v0, "\",\"kind\":\"backup\"}"
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
