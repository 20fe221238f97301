.class public final Lcom/larderly/Command$Purge;
.super Lcom/larderly/Command;
.source "Commands.kt"

# instance fields
.field private final confirmed:Z
.field private final olderThanDays:I


# direct methods
.method public constructor <init>(IZ)V
    .registers 4
    .line 11
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/larderly/Command;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput p1, p0, Lcom/larderly/Command$Purge;->olderThanDays:I
    iput-boolean p2, p0, Lcom/larderly/Command$Purge;->confirmed:Z
    return-void
.end method

.method public synthetic constructor <init>(IZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 11
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L8
    const/4 p2, 0x0
:L8
    invoke-direct {p0, p1, p2}, Lcom/larderly/Command$Purge;-><init>(IZ)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/Command$Purge;IZILjava/lang/Object;)Lcom/larderly/Command$Purge;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L11
    iget p1, p0, Lcom/larderly/Command$Purge;->olderThanDays:I
:L11
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L22
    iget-boolean p2, p0, Lcom/larderly/Command$Purge;->confirmed:Z
:L22
    invoke-virtual {p0, p1, p2}, Lcom/larderly/Command$Purge;->copy(IZ)Lcom/larderly/Command$Purge;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2
    iget v0, p0, Lcom/larderly/Command$Purge;->olderThanDays:I
    return v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, p0, Lcom/larderly/Command$Purge;->confirmed:Z
    return v0
.end method

.method public final copy(IZ)Lcom/larderly/Command$Purge;
    .registers 4
    new-instance v0, Lcom/larderly/Command$Purge;
    invoke-direct {v0, p1, p2}, Lcom/larderly/Command$Purge;-><init>(IZ)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/Command$Purge;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/Command$Purge;
    move-object v2, v0
    iget v0, p0, Lcom/larderly/Command$Purge;->olderThanDays:I
    iget v1, v2, Lcom/larderly/Command$Purge;->olderThanDays:I
    if-eq v0, v1, :L34
    const/4 v0, 0x0
    return v0
:L34
    iget-boolean v0, p0, Lcom/larderly/Command$Purge;->confirmed:Z
    iget-boolean v1, v2, Lcom/larderly/Command$Purge;->confirmed:Z
    if-eq v0, v1, :L47
    const/4 v0, 0x0
    return v0
:L47
    const/4 v0, 0x1
    return v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 11
    iget-boolean v0, p0, Lcom/larderly/Command$Purge;->confirmed:Z
    return v0
.end method

.method public final getOlderThanDays()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/larderly/Command$Purge;->olderThanDays:I
    return v0
.end method

.method public hashCode()I
    .registers 4
    iget v0, p0, Lcom/larderly/Command$Purge;->olderThanDays:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-boolean v1, p0, Lcom/larderly/Command$Purge;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget v0, p0, Lcom/larderly/Command$Purge;->olderThanDays:I
    iget-boolean v1, p0, Lcom/larderly/Command$Purge;->confirmed:Z
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Purge(olderThanDays="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ", confirmed="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
