.class public final Lcom/berthbook/Deadline;
.super Ljava/lang/Object;
.source "Values.kt"

# instance fields
.field private final atMs:J


# direct methods
.method public static toString-impl(J)Ljava/lang/String;
    .registers 6
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Deadline(atMs="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static hashCode-impl(J)I
    .registers 3
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v0
    return v0
.end method

.method public static equals-impl(JLjava/lang/Object;)Z
    .registers 7
    instance-of v0, v6, Lcom/berthbook/Deadline;
    if-nez v0, :L9
    const/4 v0, 0x0
    return v0
:L9
    move-object v0, v6
    check-cast v0, Lcom/berthbook/Deadline;
    invoke-virtual {v0}, Lcom/berthbook/Deadline;->unbox-impl()J
    move-result-wide v2
    cmp-long v0, v4, v2
    if-eqz v0, :L25
    const/4 v0, 0x0
    return v0
:L25
    const/4 v0, 0x1
    return v0
.end method

.method private synthetic constructor <init>(J)V
    .registers 4
    .line 25
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-wide v2, v1, Lcom/berthbook/Deadline;->atMs:J
    return-void
.end method

.method public static constructor-impl(J)J
    .registers 3
    return-wide v1
.end method

.method public static final synthetic box-impl(J)Lcom/berthbook/Deadline;
    .registers 3
    new-instance v0, Lcom/berthbook/Deadline;
    invoke-direct {v0, v1, v2}, Lcom/berthbook/Deadline;-><init>(J)V
    return-object v0
.end method

.method public static final equals-impl0(JJ)Z
    .registers 5
    cmp-long v0, v1, v3
    if-nez v0, :L10
    const/4 v0, 0x1
    goto :L11
:L10
    const/4 v0, 0x0
:L11
    return v0
.end method


# virtual methods
.method public final getAtMs()J
    .registers 3
    .line 25
    iget-wide v0, v2, Lcom/berthbook/Deadline;->atMs:J
    return-wide v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-wide v0, v2, Lcom/berthbook/Deadline;->atMs:J
    invoke-static {v0, v1}, Lcom/berthbook/Deadline;->toString-impl(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-wide v0, v2, Lcom/berthbook/Deadline;->atMs:J
    invoke-static {v0, v1}, Lcom/berthbook/Deadline;->hashCode-impl(J)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 4
    iget-wide v0, v2, Lcom/berthbook/Deadline;->atMs:J
    invoke-static {v0, v1, v3}, Lcom/berthbook/Deadline;->equals-impl(JLjava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final synthetic unbox-impl()J
    .registers 3
    iget-wide v0, v2, Lcom/berthbook/Deadline;->atMs:J
    return-wide v0
.end method

