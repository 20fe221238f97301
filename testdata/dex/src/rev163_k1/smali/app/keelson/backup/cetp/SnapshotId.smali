.class public final Lapp/keelson/backup/cetp/SnapshotId;
.super Ljava/lang/Object;
.source "Ids.kt"


# instance fields
.field private final raw:J


# direct methods
.method private synthetic constructor <init>(J)V
    .registers 3

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/keelson/backup/cetp/SnapshotId;->raw:J

    return-void
.end method

.method public static final synthetic box-impl(J)Lapp/keelson/backup/cetp/SnapshotId;
    .registers 3

    new-instance v0, Lapp/keelson/backup/cetp/SnapshotId;

    invoke-direct {v0, p0, p1}, Lapp/keelson/backup/cetp/SnapshotId;-><init>(J)V

    return-object v0
.end method

.method public static constructor-impl(J)J
    .registers 2

    return-wide p0
.end method

.method public static equals-impl(JLjava/lang/Object;)Z
    .registers 6

    instance-of v0, p2, Lapp/keelson/backup/cetp/SnapshotId;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v0, p2

    check-cast v0, Lapp/keelson/backup/cetp/SnapshotId;

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/SnapshotId;->unbox-impl()J

    move-result-wide v1

    cmp-long v0, p0, v1

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    const/4 v0, 0x1

    return v0
.end method

.method public static final equals-impl0(JJ)Z
    .registers 5

    cmp-long v0, p0, p2

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static hashCode-impl(J)I
    .registers 3

    invoke-static {p0, p1}, Ljava/lang/Long;->hashCode(J)I

    move-result v0

    return v0
.end method

.method public static final isValid-impl(J)Z
    .registers 5

    .line 40
    const-wide/16 v1, 0x0

    cmp-long v0, p0, v1

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static toString-impl(J)Ljava/lang/String;
    .registers 5

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "SnapshotId(raw="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0, p1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 4

    iget-wide v0, p0, Lapp/keelson/backup/cetp/SnapshotId;->raw:J

    invoke-static {v0, v1, p1}, Lapp/keelson/backup/cetp/SnapshotId;->equals-impl(JLjava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getRaw()J
    .registers 3

    .line 39
    iget-wide v0, p0, Lapp/keelson/backup/cetp/SnapshotId;->raw:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 3

    iget-wide v0, p0, Lapp/keelson/backup/cetp/SnapshotId;->raw:J

    invoke-static {v0, v1}, Lapp/keelson/backup/cetp/SnapshotId;->hashCode-impl(J)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3

    iget-wide v0, p0, Lapp/keelson/backup/cetp/SnapshotId;->raw:J

    invoke-static {v0, v1}, Lapp/keelson/backup/cetp/SnapshotId;->toString-impl(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final synthetic unbox-impl()J
    .registers 3

    iget-wide v0, p0, Lapp/keelson/backup/cetp/SnapshotId;->raw:J

    return-wide v0
.end method
