.class public final Lcom/trailmark/data/WaypointCursor;
.super Landroid/database/CursorWrapper;
.source "WaypointCursor.java"


# direct methods
.method public constructor <init>(Landroid/database/Cursor;)V
    .registers 2

    .line 12
    invoke-direct {p0, p1}, Landroid/database/CursorWrapper;-><init>(Landroid/database/Cursor;)V

    .line 13
    return-void
.end method


# virtual methods
.method public id()J
    .registers 4

    .line 16
    const-string v2, "_id"

    invoke-virtual {p0, v2}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/trailmark/data/WaypointCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method

.method public name()Ljava/lang/String;
    .registers 4

    .line 20
    const-string v2, "name"

    invoke-virtual {p0, v2}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/trailmark/data/WaypointCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public tags()Lorg/json/JSONArray;
    .registers 9

    .line 25
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 26
    const-string v2, "tags"

    invoke-virtual {p0, v2}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/trailmark/data/WaypointCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v4

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_1

    aget-object v7, v4, v6

    .line 27
    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    .line 28
    invoke-virtual {v3, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 26
    :cond_0
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 31
    :cond_1
    return-object v3
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 35
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 36
    invoke-virtual {p0}, Lcom/trailmark/data/WaypointCursor;->id()J

    move-result-wide v2

    const-string v1, "waypoint_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 37
    const-string v4, "trip_id"

    invoke-virtual {p0, v4}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-virtual {p0, v3}, Lcom/trailmark/data/WaypointCursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "trip_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 38
    const-string v4, "kind"

    invoke-virtual {p0, v4}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-virtual {p0, v3}, Lcom/trailmark/data/WaypointCursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "kind"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 39
    invoke-virtual {p0}, Lcom/trailmark/data/WaypointCursor;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 40
    invoke-virtual {p0}, Lcom/trailmark/data/WaypointCursor;->tags()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "tags"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    const-string v4, "lat"

    invoke-virtual {p0, v4}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-virtual {p0, v3}, Lcom/trailmark/data/WaypointCursor;->getDouble(I)D

    move-result-wide v2

    const-string v1, "lat"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;D)Lorg/json/JSONObject;

    move-result-object v0

    .line 42
    const-string v4, "lon"

    invoke-virtual {p0, v4}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-virtual {p0, v3}, Lcom/trailmark/data/WaypointCursor;->getDouble(I)D

    move-result-wide v2

    const-string v1, "lon"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;D)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    const-string v4, "recorded_at"

    invoke-virtual {p0, v4}, Lcom/trailmark/data/WaypointCursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-virtual {p0, v3}, Lcom/trailmark/data/WaypointCursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "recorded_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 35
    return-object v0
.end method
