.class public final Lcom/fk/ClearWeek;
.super Ljava/lang/Object;
.source "KWeek.kt"

# instance fields
.field private final week:Ljava/lang/String;
.field private final confirmed:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 5
    const-string v1, "week"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    iput-boolean v4, v2, Lcom/fk/ClearWeek;->confirmed:Z
    return-void
.end method

.method public static synthetic copy$default(Lcom/fk/ClearWeek;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fk/ClearWeek;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-boolean v0, v2, Lcom/fk/ClearWeek;->confirmed:Z
    move v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/fk/ClearWeek;->copy(Ljava/lang/String;Z)Lcom/fk/ClearWeek;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getWeek()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 12
    iget-boolean v0, v1, Lcom/fk/ClearWeek;->confirmed:Z
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, v1, Lcom/fk/ClearWeek;->confirmed:Z
    return v0
.end method

.method public final copy(Ljava/lang/String;Z)Lcom/fk/ClearWeek;
    .registers 5
    const-string v1, "week"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/fk/ClearWeek;
    invoke-direct {v0, v3, v4}, Lcom/fk/ClearWeek;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    iget-boolean v1, v4, Lcom/fk/ClearWeek;->confirmed:Z
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "ClearWeek(week="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", confirmed="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, Lcom/fk/ClearWeek;->confirmed:Z
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
    instance-of v0, v4, Lcom/fk/ClearWeek;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/fk/ClearWeek;
    move-object v2, v0
    iget-object v0, v3, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    iget-object v1, v2, Lcom/fk/ClearWeek;->week:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-boolean v0, v3, Lcom/fk/ClearWeek;->confirmed:Z
    iget-boolean v1, v2, Lcom/fk/ClearWeek;->confirmed:Z
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

