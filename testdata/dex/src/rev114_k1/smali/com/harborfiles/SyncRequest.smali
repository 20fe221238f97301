.class public final Lcom/harborfiles/SyncRequest;
.super Ljava/lang/Object;
.source "SyncProvider.kt"

# instance fields
.field private final uid:I

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final args:Ljava/lang/String;

.field private final deadlineAtMs:J


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/harborfiles/SyncRequest;->uid:I
    iput-object p2, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    iput-object p3, p0, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    iput-object p4, p0, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    iput-wide p5, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 16

    .line 15
    and-int/lit8 v0, p7, 0x10
    if-eqz v0, :L11
    const-wide/16 p5, 0x0
    :L11
    move-object v0, p0
    move v1, p1
    move-object v2, p2
    move-object v3, p3
    move-object v4, p4
    move-wide v5, p5
    invoke-direct/range {v0 .. v6}, Lcom/harborfiles/SyncRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/harborfiles/SyncRequest;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;JILjava/lang/Object;)Lcom/harborfiles/SyncRequest;
    .registers 16

    and-int/lit8 v0, p7, 0x1
    if-eqz v0, :L12
    iget p1, p0, Lcom/harborfiles/SyncRequest;->uid:I
    :L12
    and-int/lit8 v0, p7, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    :L24
    and-int/lit8 v0, p7, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    :L36
    and-int/lit8 v0, p7, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    :L50
    and-int/lit8 v0, p7, 0x10
    if-eqz v0, :L64
    iget-wide p5, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    :L64
    move-object v0, p0
    move v1, p1
    move-object v2, p2
    move-object v3, p3
    move-object v4, p4
    move-wide v5, p5
    invoke-virtual/range {v0 .. v6}, Lcom/harborfiles/SyncRequest;->copy(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Lcom/harborfiles/SyncRequest;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lcom/harborfiles/SyncRequest;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final component5()J
    .registers 3

    iget-wide v0, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    return-wide v0
.end method

.method public final copy(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Lcom/harborfiles/SyncRequest;
    .registers 14

    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/harborfiles/SyncRequest;
    move v1, p1
    move-object v2, p2
    move-object v3, p3
    move-object v4, p4
    move-wide v5, p5
    invoke-direct/range {v0 .. v6}, Lcom/harborfiles/SyncRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, p1, Lcom/harborfiles/SyncRequest;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    move-object v0, p1
    check-cast v0, Lcom/harborfiles/SyncRequest;
    move-object v4, v0
    iget v0, p0, Lcom/harborfiles/SyncRequest;->uid:I
    iget v1, v4, Lcom/harborfiles/SyncRequest;->uid:I
    if-eq v0, v1, :L34
    const/4 v0, 0x0
    return v0
    :L34
    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    iget-object v1, v4, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L50
    const/4 v0, 0x0
    return v0
    :L50
    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    iget-object v1, v4, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return v0
    :L66
    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    iget-object v1, v4, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L82
    const/4 v0, 0x0
    return v0
    :L82
    iget-wide v0, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    iget-wide v2, v4, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    cmp-long v0, v0, v2
    if-eqz v0, :L96
    const/4 v0, 0x0
    return v0
    :L96
    const/4 v0, 0x1
    return v0
.end method

.method public final expired()Z
    .registers 5

    .line 16
    iget-wide v0, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L15
    const/4 v0, 0x1
    goto :L16
    :L15
    const/4 v0, 0x0
    :L16
    return v0
.end method

.method public final getArgs()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 3

    .line 15
    iget-wide v0, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    return-wide v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 15
    iget v0, p0, Lcom/harborfiles/SyncRequest;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 5

    iget v0, p0, Lcom/harborfiles/SyncRequest;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v3
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    if-nez v1, :L23
    const/4 v1, 0x0
    goto :L30
    :L23
    iget-object v1, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    :L30
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-wide v1, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int v3, v0, v1
    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget v0, p0, Lcom/harborfiles/SyncRequest;->uid:I
    iget-object v1, p0, Lcom/harborfiles/SyncRequest;->requestId:Ljava/lang/String;
    iget-object v2, p0, Lcom/harborfiles/SyncRequest;->tool:Ljava/lang/String;
    iget-object v3, p0, Lcom/harborfiles/SyncRequest;->args:Ljava/lang/String;
    iget-wide v4, p0, Lcom/harborfiles/SyncRequest;->deadlineAtMs:J
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "SyncRequest(uid="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v6
    const-string v7, ", requestId="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    const-string v7, ", tool="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    const-string v7, ", args="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    const-string v7, ", deadlineAtMs="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v6
    const-string v7, ")"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
