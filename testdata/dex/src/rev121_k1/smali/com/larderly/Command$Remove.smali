.class public final Lcom/larderly/Command$Remove;
.super Lcom/larderly/Command;
.source "Commands.kt"

# instance fields
.field private final confirmed:Z
.field private final itemId:J


# direct methods
.method public constructor <init>(JZ)V
    .registers 5
    .line 10
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/larderly/Command;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-wide p1, p0, Lcom/larderly/Command$Remove;->itemId:J
    iput-boolean p3, p0, Lcom/larderly/Command$Remove;->confirmed:Z
    return-void
.end method

.method public synthetic constructor <init>(JZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 10
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L9
    const/4 p3, 0x0
:L9
    invoke-direct {p0, p1, p2, p3}, Lcom/larderly/Command$Remove;-><init>(JZ)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/Command$Remove;JZILjava/lang/Object;)Lcom/larderly/Command$Remove;
    .registers 7
    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L12
    iget-wide p1, p0, Lcom/larderly/Command$Remove;->itemId:J
:L12
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L24
    iget-boolean p3, p0, Lcom/larderly/Command$Remove;->confirmed:Z
:L24
    invoke-virtual {p0, p1, p2, p3}, Lcom/larderly/Command$Remove;->copy(JZ)Lcom/larderly/Command$Remove;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3
    iget-wide v0, p0, Lcom/larderly/Command$Remove;->itemId:J
    return-wide v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, p0, Lcom/larderly/Command$Remove;->confirmed:Z
    return v0
.end method

.method public final copy(JZ)Lcom/larderly/Command$Remove;
    .registers 5
    new-instance v0, Lcom/larderly/Command$Remove;
    invoke-direct {v0, p1, p2, p3}, Lcom/larderly/Command$Remove;-><init>(JZ)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/Command$Remove;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/Command$Remove;
    move-object v4, v0
    iget-wide v0, p0, Lcom/larderly/Command$Remove;->itemId:J
    iget-wide v2, v4, Lcom/larderly/Command$Remove;->itemId:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
:L35
    iget-boolean v0, p0, Lcom/larderly/Command$Remove;->confirmed:Z
    iget-boolean v1, v4, Lcom/larderly/Command$Remove;->confirmed:Z
    if-eq v0, v1, :L48
    const/4 v0, 0x0
    return v0
:L48
    const/4 v0, 0x1
    return v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 10
    iget-boolean v0, p0, Lcom/larderly/Command$Remove;->confirmed:Z
    return v0
.end method

.method public final getItemId()J
    .registers 3
    .line 10
    iget-wide v0, p0, Lcom/larderly/Command$Remove;->itemId:J
    return-wide v0
.end method

.method public hashCode()I
    .registers 4
    iget-wide v0, p0, Lcom/larderly/Command$Remove;->itemId:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-boolean v1, p0, Lcom/larderly/Command$Remove;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-wide v0, p0, Lcom/larderly/Command$Remove;->itemId:J
    iget-boolean v2, p0, Lcom/larderly/Command$Remove;->confirmed:Z
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Remove(itemId="
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
