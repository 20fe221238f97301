.class public final Lapp/keelson/backup/data/SnapshotRecord;
.super Ljava/lang/Object;
.source "Stores.kt"


# instance fields
.field private final createdAt:J

.field private final id:J

.field private final label:Ljava/lang/String;

.field private final manifest:Ljava/lang/String;

.field private final size:J


# direct methods
.method private constructor <init>(JLjava/lang/String;JJLjava/lang/String;)V
    .registers 10

    const-string v0, "label"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "manifest"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/keelson/backup/data/SnapshotRecord;->id:J

    iput-object p3, p0, Lapp/keelson/backup/data/SnapshotRecord;->label:Ljava/lang/String;

    iput-wide p4, p0, Lapp/keelson/backup/data/SnapshotRecord;->createdAt:J

    iput-wide p6, p0, Lapp/keelson/backup/data/SnapshotRecord;->size:J

    iput-object p8, p0, Lapp/keelson/backup/data/SnapshotRecord;->manifest:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(JLjava/lang/String;JJLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 10

    invoke-direct/range {p0 .. p8}, Lapp/keelson/backup/data/SnapshotRecord;-><init>(JLjava/lang/String;JJLjava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getCreatedAt()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lapp/keelson/backup/data/SnapshotRecord;->createdAt:J

    return-wide v0
.end method

.method public final getId-q1g3J3M()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lapp/keelson/backup/data/SnapshotRecord;->id:J

    return-wide v0
.end method

.method public final getLabel()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/keelson/backup/data/SnapshotRecord;->label:Ljava/lang/String;

    return-object v0
.end method

.method public final getManifest()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/keelson/backup/data/SnapshotRecord;->manifest:Ljava/lang/String;

    return-object v0
.end method

.method public final getSize()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lapp/keelson/backup/data/SnapshotRecord;->size:J

    return-wide v0
.end method
