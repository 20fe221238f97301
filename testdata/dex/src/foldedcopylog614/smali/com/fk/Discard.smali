.class public final Lcom/fk/Discard;
.super Ljava/lang/Object;
.source "KWeek.kt"

# instance fields
.field private final item:Ljava/lang/String;
.field private final approved:Z
.field private final dryRun:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;ZZ)V
    .registers 6
    const-string v1, "item"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/fk/Discard;->item:Ljava/lang/String;
    iput-boolean v4, v2, Lcom/fk/Discard;->approved:Z
    iput-boolean v5, v2, Lcom/fk/Discard;->dryRun:Z
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8
    .line 14
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L9
    const/4 v5, 0x0
:L9
    invoke-direct {v2, v3, v4, v5}, Lcom/fk/Discard;-><init>(Ljava/lang/String;ZZ)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/fk/Discard;Ljava/lang/String;ZZILjava/lang/Object;)Lcom/fk/Discard;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/fk/Discard;->item:Ljava/lang/String;
    move-object v3, v0
:L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget-boolean v0, v2, Lcom/fk/Discard;->approved:Z
    move v4, v0
:L24
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L36
    iget-boolean v0, v2, Lcom/fk/Discard;->dryRun:Z
    move v5, v0
:L36
    invoke-virtual {v2, v3, v4, v5}, Lcom/fk/Discard;->copy(Ljava/lang/String;ZZ)Lcom/fk/Discard;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getItem()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/fk/Discard;->item:Ljava/lang/String;
    return-object v0
.end method

.method public final getApproved()Z
    .registers 2
    .line 14
    iget-boolean v0, v1, Lcom/fk/Discard;->approved:Z
    return v0
.end method

.method public final getDryRun()Z
    .registers 2
    .line 14
    iget-boolean v0, v1, Lcom/fk/Discard;->dryRun:Z
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/fk/Discard;->item:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, v1, Lcom/fk/Discard;->approved:Z
    return v0
.end method

.method public final component3()Z
    .registers 2
    iget-boolean v0, v1, Lcom/fk/Discard;->dryRun:Z
    return v0
.end method

.method public final copy(Ljava/lang/String;ZZ)Lcom/fk/Discard;
    .registers 6
    const-string v1, "item"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/fk/Discard;
    invoke-direct {v0, v3, v4, v5}, Lcom/fk/Discard;-><init>(Ljava/lang/String;ZZ)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-object v0, v5, Lcom/fk/Discard;->item:Ljava/lang/String;
    iget-boolean v1, v5, Lcom/fk/Discard;->approved:Z
    iget-boolean v2, v5, Lcom/fk/Discard;->dryRun:Z
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Discard(item="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", approved="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v4, ", dryRun="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/fk/Discard;->item:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, Lcom/fk/Discard;->approved:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, Lcom/fk/Discard;->dryRun:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
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
    instance-of v0, v4, Lcom/fk/Discard;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/fk/Discard;
    move-object v2, v0
    iget-object v0, v3, Lcom/fk/Discard;->item:Ljava/lang/String;
    iget-object v1, v2, Lcom/fk/Discard;->item:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-boolean v0, v3, Lcom/fk/Discard;->approved:Z
    iget-boolean v1, v2, Lcom/fk/Discard;->approved:Z
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    iget-boolean v0, v3, Lcom/fk/Discard;->dryRun:Z
    iget-boolean v1, v2, Lcom/fk/Discard;->dryRun:Z
    if-eq v0, v1, :L63
    const/4 v0, 0x0
    return v0
:L63
    const/4 v0, 0x1
    return v0
.end method

