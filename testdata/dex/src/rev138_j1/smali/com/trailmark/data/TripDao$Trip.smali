.class public final Lcom/trailmark/data/TripDao$Trip;
.super Ljava/lang/Object;
.source "TripDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/trailmark/data/TripDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Trip"
.end annotation


# instance fields
.field public final distanceM:D

.field public final id:J

.field public final name:Ljava/lang/String;

.field public final startedAt:J

.field public final trackFile:Ljava/lang/String;

.field public final trackSha256:Ljava/lang/String;

.field public final trackSize:J


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 4

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    const/4 v1, 0x0

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/trailmark/data/TripDao$Trip;->id:J

    .line 28
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/data/TripDao$Trip;->name:Ljava/lang/String;

    .line 29
    const/4 v1, 0x2

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/trailmark/data/TripDao$Trip;->startedAt:J

    .line 30
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getDouble(I)D

    move-result-wide v0

    iput-wide v0, p0, Lcom/trailmark/data/TripDao$Trip;->distanceM:D

    .line 31
    const/4 v1, 0x4

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/data/TripDao$Trip;->trackFile:Ljava/lang/String;

    .line 32
    const/4 v1, 0x5

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/trailmark/data/TripDao$Trip;->trackSize:J

    .line 33
    const/4 v1, 0x6

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/data/TripDao$Trip;->trackSha256:Ljava/lang/String;

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

    .line 38
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/trailmark/data/TripDao$Trip;->name:Ljava/lang/String;

    .line 39
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/trailmark/data/TripDao$Trip;->startedAt:J

    .line 40
    const-string v1, "started_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/trailmark/data/TripDao$Trip;->distanceM:D

    .line 41
    const-string v1, "distance_m"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;D)Lorg/json/JSONObject;

    move-result-object v0

    .line 38
    return-object v0
.end method
