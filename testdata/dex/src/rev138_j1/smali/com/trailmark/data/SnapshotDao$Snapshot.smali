.class public final Lcom/trailmark/data/SnapshotDao$Snapshot;
.super Ljava/lang/Object;
.source "SnapshotDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/trailmark/data/SnapshotDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Snapshot"
.end annotation


# instance fields
.field public final createdAt:J

.field public final file:Ljava/lang/String;

.field public final id:J

.field public final label:Ljava/lang/String;

.field public final sha256:Ljava/lang/String;

.field public final sizeBytes:J

.field public final trips:I


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 4

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    const/4 v1, 0x0

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->id:J

    .line 28
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->label:Ljava/lang/String;

    .line 29
    const/4 v1, 0x2

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->file:Ljava/lang/String;

    .line 30
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->sizeBytes:J

    .line 31
    const/4 v1, 0x4

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->sha256:Ljava/lang/String;

    .line 32
    const/4 v1, 0x5

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    iput v0, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->trips:I

    .line 33
    const/4 v1, 0x6

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->createdAt:J

    .line 34
    return-void
.end method


# virtual methods
.method public toJson()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 37
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->id:J

    .line 38
    const-string v1, "snapshot_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->label:Ljava/lang/String;

    .line 39
    const-string v1, "label"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->sizeBytes:J

    .line 40
    const-string v1, "size_bytes"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->trips:I

    .line 41
    const-string v1, "trips"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/trailmark/data/SnapshotDao$Snapshot;->createdAt:J

    .line 42
    const-string v1, "created_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 37
    return-object v0
.end method
