.class public final Lcom/tutortime/CancelArgs;
.super Ljava/lang/Object;
.source "Args.kt"

.field public static final Companion:Lcom/tutortime/CancelArgs$Companion;
.field private final slotId:J
.field private final confirmed:Z

.method public constructor <init>(JZ)V
    .registers 4
    .line 11
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-wide v1, v0, Lcom/tutortime/CancelArgs;->slotId:J
    iput-boolean v3, v0, Lcom/tutortime/CancelArgs;->confirmed:Z
    return-void
.end method

.method public final getSlotId()J
    .registers 3
    .line 12
    iget-wide v0, v2, Lcom/tutortime/CancelArgs;->slotId:J
    return-wide v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 12
    iget-boolean v0, v1, Lcom/tutortime/CancelArgs;->confirmed:Z
    return v0
.end method

.method public final component1()J
    .registers 3
    iget-wide v0, v2, Lcom/tutortime/CancelArgs;->slotId:J
    return-wide v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, v1, Lcom/tutortime/CancelArgs;->confirmed:Z
    return v0
.end method

.method public final copy(JZ)Lcom/tutortime/CancelArgs;
    .registers 5
    new-instance v0, Lcom/tutortime/CancelArgs;
    invoke-direct {v0, v2, v3, v4}, Lcom/tutortime/CancelArgs;-><init>(JZ)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/tutortime/CancelArgs;JZILjava/lang/Object;)Lcom/tutortime/CancelArgs;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-wide v0, v2, Lcom/tutortime/CancelArgs;->slotId:J
    move-wide v3, v0
    :L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget-boolean v0, v2, Lcom/tutortime/CancelArgs;->confirmed:Z
    move v5, v0
    :L24
    invoke-virtual {v2, v3, v4, v5}, Lcom/tutortime/CancelArgs;->copy(JZ)Lcom/tutortime/CancelArgs;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-wide v0, v5, Lcom/tutortime/CancelArgs;->slotId:J
    iget-boolean v2, v5, Lcom/tutortime/CancelArgs;->confirmed:Z
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "CancelArgs(slotId="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, ", confirmed="
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
    iget-wide v0, v3, Lcom/tutortime/CancelArgs;->slotId:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, Lcom/tutortime/CancelArgs;->confirmed:Z
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
    instance-of v0, v6, Lcom/tutortime/CancelArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v6, Lcom/tutortime/CancelArgs;
    move-object v4, v6
    iget-wide v0, v5, Lcom/tutortime/CancelArgs;->slotId:J
    iget-wide v2, v4, Lcom/tutortime/CancelArgs;->slotId:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
    :L35
    iget-boolean v0, v5, Lcom/tutortime/CancelArgs;->confirmed:Z
    iget-boolean v1, v4, Lcom/tutortime/CancelArgs;->confirmed:Z
    if-eq v0, v1, :L48
    const/4 v0, 0x0
    return v0
    :L48
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/tutortime/CancelArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/tutortime/CancelArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tutortime/CancelArgs;->Companion:Lcom/tutortime/CancelArgs$Companion;
    return-void
.end method

