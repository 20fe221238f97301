.class public final La/e;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final a:J
.field private final b:Ljava/lang/String;
.field private final c:Z

.method public constructor <init>(JLjava/lang/String;Z)V
    .registers 6
    const-string v0, "volunteer"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-wide v2, v1, La/e;->a:J
    iput-object v4, v1, La/e;->b:Ljava/lang/String;
    iput-boolean v5, v1, La/e;->c:Z
    return-void
.end method

.method public final a(JLjava/lang/String;Z)La/e;
    .registers 7
    const-string v1, "volunteer"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, La/e;
    invoke-direct {v0, v3, v4, v5, v6}, La/e;-><init>(JLjava/lang/String;Z)V
    return-object v0
.end method

.method public static synthetic b(La/e;JLjava/lang/String;ZILjava/lang/Object;)La/e;
    .registers 9
    const/4 v1, 0x1
    and-int v0, v7, v1
    if-eqz v0, :L12
    iget-wide v0, v2, La/e;->a:J
    move-wide v3, v0
    :L12
    const/4 v1, 0x2
    and-int v0, v7, v1
    if-eqz v0, :L24
    iget-object v0, v2, La/e;->b:Ljava/lang/String;
    move-object v5, v0
    :L24
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L37
    iget-boolean v0, v2, La/e;->c:Z
    move v6, v0
    :L37
    invoke-virtual {v2, v3, v4, v5, v6}, La/e;->a(JLjava/lang/String;Z)La/e;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-wide v0, v6, La/e;->a:J
    iget-object v2, v6, La/e;->b:Ljava/lang/String;
    iget-boolean v3, v6, La/e;->c:Z
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "ShiftArgs(shiftId="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, ", volunteer="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", confirmed="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-wide v0, v3, La/e;->a:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, La/e;->b:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, La/e;->c:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne v5, v6, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v6, La/e;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v6, La/e;
    move-object v4, v6
    iget-wide v0, v5, La/e;->a:J
    iget-wide v2, v4, La/e;->a:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
    :L35
    iget-object v0, v5, La/e;->b:Ljava/lang/String;
    iget-object v1, v4, La/e;->b:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L51
    const/4 v0, 0x0
    return v0
    :L51
    iget-boolean v0, v5, La/e;->c:Z
    iget-boolean v1, v4, La/e;->c:Z
    if-eq v0, v1, :L64
    const/4 v0, 0x0
    return v0
    :L64
    const/4 v0, 0x1
    return v0
.end method

