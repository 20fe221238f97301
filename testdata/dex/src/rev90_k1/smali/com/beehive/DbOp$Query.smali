.class public final Lcom/beehive/DbOp$Query;
.super Ljava/lang/Object;
.source "DbOp.kt"

# interfaces
.implements Lcom/beehive/DbOp;

.field private final sql:Ljava/lang/String;
.field private final args:[Ljava/lang/String;
.field private final reply:Lkotlinx/coroutines/CompletableDeferred;

.method public constructor <init>(Ljava/lang/String;[Ljava/lang/String;Lkotlinx/coroutines/CompletableDeferred;)V
    .registers 5
    const-string v0, "sql"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "reply"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    iput-object v3, v1, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    iput-object v4, v1, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    return-void
.end method

.method public final getSql()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgs()[Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    return-object v0
.end method

.method public final getReply()Lkotlinx/coroutines/CompletableDeferred;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()[Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Lkotlinx/coroutines/CompletableDeferred;
    .registers 2
    iget-object v0, v1, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;[Ljava/lang/String;Lkotlinx/coroutines/CompletableDeferred;)Lcom/beehive/DbOp$Query;
    .registers 6
    const-string v1, "sql"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "reply"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/beehive/DbOp$Query;
    invoke-direct {v0, v3, v4, v5}, Lcom/beehive/DbOp$Query;-><init>(Ljava/lang/String;[Ljava/lang/String;Lkotlinx/coroutines/CompletableDeferred;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/beehive/DbOp$Query;Ljava/lang/String;[Ljava/lang/String;Lkotlinx/coroutines/CompletableDeferred;ILjava/lang/Object;)Lcom/beehive/DbOp$Query;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    move-object v3, v0
    :L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget-object v0, v2, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    move-object v4, v0
    :L24
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L36
    iget-object v0, v2, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    move-object v5, v0
    :L36
    invoke-virtual {v2, v3, v4, v5}, Lcom/beehive/DbOp$Query;->copy(Ljava/lang/String;[Ljava/lang/String;Lkotlinx/coroutines/CompletableDeferred;)Lcom/beehive/DbOp$Query;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Query(sql="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", args="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    invoke-static {v1}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", reply="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
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
    iget-object v0, v3, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    if-nez v1, :L23
    const/4 v1, 0x0
    goto :L30
    :L23
    iget-object v1, v3, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    invoke-static {v1}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I
    move-result v1
    :L30
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
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
    instance-of v0, v4, Lcom/beehive/DbOp$Query;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/beehive/DbOp$Query;
    move-object v2, v4
    iget-object v0, v3, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    iget-object v1, v2, Lcom/beehive/DbOp$Query;->sql:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget-object v0, v3, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    iget-object v1, v2, Lcom/beehive/DbOp$Query;->args:[Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
    :L53
    iget-object v0, v3, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    iget-object v1, v2, Lcom/beehive/DbOp$Query;->reply:Lkotlinx/coroutines/CompletableDeferred;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
    :L69
    const/4 v0, 0x1
    return v0
.end method

