.class public final Lcom/trailmark/trips/TripToolProvider;
.super Landroid/content/ContentProvider;
.source "TripToolProvider.java"


# static fields
.field static final DELETE:Ljava/lang/String; = "delete_trip"

.field private static final DELETE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},\"files_removed\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

.field static final EXPORT:Ljava/lang/String; = "export_trip"

.field private static final EXPORT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"export_uri\":{\"type\":\"string\"},\"size_bytes\":{\"type\":\"integer\"},\"sha256\":{\"type\":\"string\"}},\"required\":[\"export_uri\"]}"

.field static final FIND:Ljava/lang/String; = "find_waypoints"

.field private static final FIND_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\",\"minimum\":1},\"kind\":{\"enum\":[\"summit\",\"water\",\"camp\",\"viewpoint\",\"hazard\",\"other\"]},\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

.field private static final FIND_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"waypoints\":{\"type\":\"array\"}},\"required\":[\"waypoints\"]}"

.field static final IMPORT:Ljava/lang/String; = "import_trip"

.field private static final IMPORT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"archive_uri\":{\"type\":\"string\",\"maxLength\":300}},\"required\":[\"archive_uri\"],\"additionalProperties\":false}"

.field private static final IMPORT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\"}},\"required\":[\"trip_id\"]}"

.field private static final NAME:Ljava/lang/String; = "Trailmark Trips"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.trailmark.trips"

.field private static final TAG:Ljava/lang/String; = "TripTools"

.field static final TRACK:Ljava/lang/String; = "trip_track"

.field private static final TRACK_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"application/gpx+xml\"}"

.field private static final TRIP_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"trip_id\"],\"additionalProperties\":false}"


# instance fields
.field private audit:Lcom/trailmark/io/AccessLog;

.field private gate:Lcom/trailmark/cetp/Gate;

.field private inboxDir:Ljava/io/File;

.field private final outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/trailmark/cetp/Replies$Outcome;",
            ">;"
        }
    .end annotation
.end field

.field private results:Lcom/trailmark/io/ResultCache;

.field private sessions:Lcom/trailmark/cetp/Sessions;

.field private tickets:Lcom/trailmark/cetp/Tickets;

.field private trips:Lcom/trailmark/data/TripDao;

.field private waypoints:Lcom/trailmark/data/WaypointDao;

.field private zipper:Lcom/trailmark/io/TripZip;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 46
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 87
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private askUser(Lcom/trailmark/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 267
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->tickets:Lcom/trailmark/cetp/Tickets;

    invoke-virtual {v0, p1, p2}, Lcom/trailmark/cetp/Tickets;->open(Lcom/trailmark/cetp/Call;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 268
    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {p1}, Lcom/trailmark/cetp/Tickets;->nameOf(Lcom/trailmark/cetp/Call;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/trailmark/ui/ConfirmActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {p1, v1, v4}, Lcom/trailmark/cetp/Replies;->confirm(Lcom/trailmark/cetp/Call;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 270
    const-string v0, "TripTools"

    const-string v1, "ticket not written"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 271
    iget-object v0, p1, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The confirmation could not be prepared"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private delete(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 392
    iget-object v0, p1, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "trip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 393
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v0, v6, v7}, Lcom/trailmark/data/TripDao;->trip(J)Lcom/trailmark/data/TripDao$Trip;

    move-result-object v8

    .line 394
    if-nez v8, :cond_0

    .line 395
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such trip"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 397
    :cond_0
    invoke-virtual {p1}, Lcom/trailmark/cetp/Call;->approved()Z

    move-result v0

    if-nez v0, :cond_1

    .line 398
    iget-object v2, v8, Lcom/trailmark/data/TripDao$Trip;->name:Ljava/lang/String;

    iget-object v3, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    .line 399
    invoke-virtual {v3, v6, v7}, Lcom/trailmark/data/TripDao;->photos(J)Ljava/util/List;

    move-result-object v3

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the trip \u201c"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\u201d with its GPS track, waypoints and "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " photos. This cannot be undone."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    .line 398
    invoke-direct {p0, p1, v2}, Lcom/trailmark/trips/TripToolProvider;->askUser(Lcom/trailmark/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 401
    :cond_1
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    iget-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v1, v8}, Lcom/trailmark/data/TripDao;->deleteTrip(Lcom/trailmark/data/TripDao$Trip;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/trailmark/io/TripZip;->remove(Ljava/util/List;)I

    move-result v9

    .line 402
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "trip_id"

    invoke-virtual {v1, v2, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "deleted"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 403
    const-string v2, "files_removed"

    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 402
    invoke-static {p1, v1}, Lcom/trailmark/cetp/Replies;->inline(Lcom/trailmark/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 24
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 175
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/trips/TripToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/trailmark/cetp/Sessions;->lookup(Ljava/lang/String;I)I

    move-result v10

    .line 176
    move-object/from16 v0, p2

    invoke-static {v0, v10}, Lcom/trailmark/cetp/Sessions;->refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v11

    .line 177
    if-eqz v11, :cond_0

    .line 178
    return-object v11

    .line 180
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 181
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v13

    .line 182
    const-wide/16 v2, 0x0

    cmp-long v0, v13, v2

    if-gtz v0, :cond_1

    .line 183
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 185
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v13

    if-ltz v0, :cond_2

    .line 186
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline had passed on arrival"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 188
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 189
    const-string v0, "export_trip"

    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "import_trip"

    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "delete_trip"

    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    :cond_3
    const/4 v0, 0x1

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    move/from16 v16, v0

    .line 190
    if-nez v16, :cond_5

    const-string v0, "find_waypoints"

    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const-string v0, "trip_track"

    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 191
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :cond_5
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 194
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_6

    .line 195
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 199
    :cond_6
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v18, v0

    .line 202
    goto :goto_1

    :catch_0
    move-exception v19

    .line 201
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v12, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 203
    :goto_1
    new-instance v0, Lcom/trailmark/cetp/Call;

    move-object/from16 v8, p2

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    and-int/lit8 v9, v10, 0x1

    move-object v1, v0

    move/from16 v2, p1

    const-string v3, "com.trailmark.trips"

    move-object v4, v12

    move-object v5, v15

    move-object/from16 v6, v17

    move-object/from16 v7, v18

    if-eqz v9, :cond_7

    const/4 v9, 0x1

    goto :goto_2

    :cond_7
    const/4 v9, 0x0

    :goto_2
    invoke-direct/range {v1 .. v9}, Lcom/trailmark/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Z)V

    move-object/from16 v19, v0

    .line 205
    if-eqz v16, :cond_8

    .line 206
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/trips/TripToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, v19

    invoke-virtual {v1}, Lcom/trailmark/cetp/Call;->key()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/trailmark/cetp/Replies$Outcome;

    move-object/from16 v20, v0

    .line 207
    if-eqz v20, :cond_8

    .line 208
    move-object/from16 v0, v20

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/trailmark/cetp/Replies$Outcome;->replay(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 211
    :cond_8
    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_9

    .line 212
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1}, Lcom/trailmark/trips/TripToolProvider;->resume(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v20

    .line 213
    if-eqz v20, :cond_9

    .line 214
    return-object v20

    .line 217
    :cond_9
    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1, v13, v14}, Lcom/trailmark/trips/TripToolProvider;->run(Lcom/trailmark/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v20

    .line 218
    if-eqz v16, :cond_a

    move-object/from16 v1, v20

    const-string v2, "error_code"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    .line 219
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/trailmark/trips/TripToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, v19

    invoke-virtual {v1}, Lcom/trailmark/cetp/Call;->key()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v19

    move-object/from16 v3, v20

    invoke-static {v2, v3}, Lcom/trailmark/cetp/Replies$Outcome;->of(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Lcom/trailmark/cetp/Replies$Outcome;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 221
    :cond_a
    return-object v20
.end method

.method private export(Lcom/trailmark/cetp/Call;J)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 323
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "trip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v7

    .line 324
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v0, v7, v8}, Lcom/trailmark/data/TripDao;->trip(J)Lcom/trailmark/data/TripDao$Trip;

    move-result-object v9

    .line 325
    if-nez v9, :cond_0

    .line 326
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such trip"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 328
    :cond_0
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->results:Lcom/trailmark/io/ResultCache;

    move-object/from16 v1, p1

    iget v1, v1, Lcom/trailmark/cetp/Call;->uid:I

    move-object/from16 v3, p1

    iget-object v3, v3, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    const-string v2, "com.trailmark.trips"

    const-string v4, ".zip"

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/trailmark/io/ResultCache;->slot(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/io/File;

    move-result-object v10

    .line 330
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->results:Lcom/trailmark/io/ResultCache;

    invoke-virtual {v0, v10}, Lcom/trailmark/io/ResultCache;->fresh(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 331
    new-instance v0, Ljava/io/File;

    invoke-virtual {v10}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ".part"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    move-object v11, v0

    .line 332
    new-instance v0, Ljava/util/zip/ZipOutputStream;

    new-instance v2, Ljava/io/BufferedOutputStream;

    new-instance v4, Ljava/io/FileOutputStream;

    invoke-direct {v4, v11}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    invoke-direct {v2, v4}, Ljava/io/BufferedOutputStream;-><init>(Ljava/io/OutputStream;)V

    invoke-direct {v0, v2}, Ljava/util/zip/ZipOutputStream;-><init>(Ljava/io/OutputStream;)V
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_3

    move-object v12, v0

    .line 333
    :try_start_1
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    iget-object v4, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v4, v7, v8}, Lcom/trailmark/data/TripDao;->photos(J)Ljava/util/List;

    move-result-object v4

    move-object v1, v12

    const-string v2, ""

    move-object v3, v9

    move-wide/from16 v5, p2

    invoke-virtual/range {v0 .. v6}, Lcom/trailmark/io/TripZip;->add(Ljava/util/zip/ZipOutputStream;Ljava/lang/String;Lcom/trailmark/data/TripDao$Trip;Ljava/util/List;J)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_3

    .line 334
    :try_start_2
    invoke-virtual {v12}, Ljava/util/zip/ZipOutputStream;->close()V
    :try_end_2
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_2 .. :try_end_2} :catch_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_3

    goto :goto_1

    :catch_0
    move-exception v13

    .line 332
    :try_start_3
    invoke-virtual {v12}, Ljava/util/zip/ZipOutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_3 .. :try_end_3} :catch_2
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_3

    goto :goto_0

    :catch_1
    move-exception v14

    :try_start_4
    invoke-virtual {v13, v14}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v13

    .line 335
    :goto_1
    invoke-virtual {v11, v10}, Ljava/io/File;->renameTo(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 336
    new-instance v0, Ljava/io/IOException;

    const-string v2, "export not stored"

    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 339
    :cond_1
    invoke-static {v10}, Lcom/trailmark/io/Copy;->sum(Ljava/io/File;)Lcom/trailmark/io/Copy$Sum;

    move-result-object v11

    .line 340
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v10}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v7, v8, v3}, Lcom/trailmark/data/TripDao;->addExport(JLjava/lang/String;)J

    move-result-wide v12

    .line 341
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "content://com.trailmark.trips/exports/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v12, v13}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    .line 342
    const-string v2, "export_uri"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v11, Lcom/trailmark/io/Copy$Sum;->size:J

    .line 343
    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v11, Lcom/trailmark/io/Copy$Sum;->sha256:Ljava/lang/String;

    .line 344
    const-string v2, "sha256"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 341
    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/trailmark/cetp/Replies;->inline(Lcom/trailmark/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_4
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_4 .. :try_end_4} :catch_2
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_3

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v11

    .line 346
    move-object/from16 v0, p1

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The export ran past the deadline"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_3
    move-exception v11

    .line 348
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "export of trip "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TripTools"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 349
    invoke-static {v11}, Lcom/trailmark/io/IoErrors;->sentence(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, p1

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private find(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 278
    iget-object v5, p1, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    .line 279
    new-instance v6, Lcom/trailmark/data/WaypointDao$Query;

    invoke-direct {v6}, Lcom/trailmark/data/WaypointDao$Query;-><init>()V

    .line 280
    const-string v2, "trip_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v5, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    iput-wide v1, v6, Lcom/trailmark/data/WaypointDao$Query;->tripId:J

    .line 281
    const-string v2, "kind"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v1

    move-object v0, v6

    if-eqz v1, :cond_0

    const-string v2, "kind"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    iput-object v1, v0, Lcom/trailmark/data/WaypointDao$Query;->kind:Ljava/lang/String;

    .line 282
    const-string v2, "tag"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v1

    move-object v0, v6

    if-eqz v1, :cond_1

    const-string v2, "tag"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    iput-object v1, v0, Lcom/trailmark/data/WaypointDao$Query;->tag:Ljava/lang/String;

    .line 283
    const-string v2, "limit"

    const/16 v3, 0x32

    invoke-virtual {v5, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    iput v1, v6, Lcom/trailmark/data/WaypointDao$Query;->limit:I

    .line 284
    iget v0, v6, Lcom/trailmark/data/WaypointDao$Query;->limit:I

    const/4 v1, 0x1

    if-lt v0, v1, :cond_2

    iget v0, v6, Lcom/trailmark/data/WaypointDao$Query;->limit:I

    const/16 v1, 0xc8

    if-le v0, v1, :cond_3

    .line 285
    :cond_2
    const-string v1, "INVALID_ARGS"

    const-string v2, "limit must be between 1 and 200"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 287
    :cond_3
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 288
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->waypoints:Lcom/trailmark/data/WaypointDao;

    invoke-virtual {v0, v6}, Lcom/trailmark/data/WaypointDao;->find(Lcom/trailmark/data/WaypointDao$Query;)Lcom/trailmark/data/WaypointCursor;

    move-result-object v8

    .line 289
    :goto_2
    :try_start_0
    invoke-virtual {v8}, Lcom/trailmark/data/WaypointCursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 290
    invoke-virtual {v8}, Lcom/trailmark/data/WaypointCursor;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_2

    .line 292
    :cond_4
    if-eqz v8, :cond_6

    invoke-virtual {v8}, Lcom/trailmark/data/WaypointCursor;->close()V

    goto :goto_4

    :catch_0
    move-exception v9

    .line 288
    if-eqz v8, :cond_5

    :try_start_1
    invoke-virtual {v8}, Lcom/trailmark/data/WaypointCursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_3

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_5
    :goto_3
    throw v9

    .line 293
    :cond_6
    :goto_4
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "waypoints"

    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/trailmark/cetp/Replies;->inline(Lcom/trailmark/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private importTrip(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 355
    iget-object v0, p1, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "archive_uri"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v4

    .line 356
    invoke-virtual {v4}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v5

    .line 357
    invoke-virtual {v4}, Landroid/net/Uri;->getScheme()Ljava/lang/String;

    move-result-object v1

    const-string v0, "content"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v4}, Landroid/net/Uri;->getAuthority()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.trailmark.trips"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    .line 358
    const/4 v2, 0x0

    invoke-interface {v5, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "inbox"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 359
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "archive_uri must be content://com.trailmark.trips/inbox/<file>"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 362
    :cond_1
    new-instance v6, Ljava/io/File;

    iget-object v2, p0, Lcom/trailmark/trips/TripToolProvider;->inboxDir:Ljava/io/File;

    invoke-virtual {v4}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v6, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 363
    invoke-direct {p0, v6}, Lcom/trailmark/trips/TripToolProvider;->insideInbox(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 364
    const-string v1, "INVALID_ARGS"

    const-string v2, "archive_uri does not name a file in the inbox"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 366
    :cond_2
    const/4 v7, 0x0

    .line 367
    :try_start_0
    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, v6}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object v8, v0

    .line 368
    :try_start_1
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    invoke-virtual {v0}, Lcom/trailmark/io/TripZip;->newStaging()Ljava/io/File;

    move-result-object v7

    .line 369
    invoke-static {v8, v7}, Lcom/trailmark/io/TripZip;->unpack(Ljava/io/InputStream;Ljava/io/File;)I

    .line 370
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    invoke-virtual {v0, v7}, Lcom/trailmark/io/TripZip;->adopt(Ljava/io/File;)J

    move-result-wide v9

    .line 371
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "trip_id"

    invoke-virtual {v1, v2, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/trailmark/cetp/Replies;->inline(Lcom/trailmark/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v11

    .line 372
    :try_start_2
    invoke-virtual {v8}, Ljava/io/InputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 376
    if-eqz v7, :cond_3

    .line 377
    invoke-static {v7}, Lcom/trailmark/io/TripZip;->clear(Ljava/io/File;)V

    .line 371
    :cond_3
    return-object v11

    :catch_0
    move-exception v9

    .line 367
    :try_start_3
    invoke-virtual {v8}, Ljava/io/InputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    goto :goto_0

    :catch_1
    move-exception v10

    :try_start_4
    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v9
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    :catch_2
    move-exception v8

    .line 373
    :try_start_5
    invoke-virtual {v6}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "import of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "TripTools"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 374
    invoke-static {v8}, Lcom/trailmark/io/IoErrors;->sentence(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INVALID_ARGS"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_0

    move-result-object v9

    .line 376
    if-eqz v7, :cond_4

    .line 377
    invoke-static {v7}, Lcom/trailmark/io/TripZip;->clear(Ljava/io/File;)V

    .line 374
    :cond_4
    return-object v9

    :catchall_0
    move-exception v12

    .line 376
    if-eqz v7, :cond_5

    .line 377
    invoke-static {v7}, Lcom/trailmark/io/TripZip;->clear(Ljava/io/File;)V

    .line 379
    :cond_5
    throw v12
.end method

.method private insideInbox(Ljava/io/File;)Z
    .registers 5

    .line 384
    :try_start_0
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v2

    .line 385
    if-eqz v2, :cond_0

    iget-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->inboxDir:Ljava/io/File;

    invoke-virtual {v1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v1

    invoke-virtual {v2, v1}, Ljava/io/File;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Ljava/io/File;->isFile()Z
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0

    :catch_0
    move-exception v2

    .line 387
    const/4 v0, 0x0

    return v0
.end method

.method static synthetic lambda$track$0(Ljava/io/File;Lcom/trailmark/io/AccessLog;ILjava/lang/String;Lcom/trailmark/data/TripDao$Trip;Ljava/io/OutputStream;)V
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 311
    move-object/from16 v0, p5

    invoke-static {p0, v0}, Lcom/trailmark/io/Copy;->send(Ljava/io/File;Ljava/io/OutputStream;)J

    move-result-wide v7

    .line 312
    move-object/from16 v3, p4

    iget-wide v3, v3, Lcom/trailmark/data/TripDao$Trip;->id:J

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "sent "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " bytes of trip "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v2, v5

    const-string v1, "trip_track"

    invoke-virtual {p1, p2, v1, p3, v2}, Lcom/trailmark/io/AccessLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 313
    return-void
.end method

.method private listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 152
    iget-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    const-string v3, "session_token"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, p1}, Lcom/trailmark/cetp/Sessions;->lookup(Ljava/lang/String;I)I

    move-result v1

    invoke-static {p2, v1}, Lcom/trailmark/cetp/Sessions;->refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v11

    .line 153
    if-eqz v11, :cond_0

    .line 154
    return-object v11

    .line 156
    :cond_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 157
    const-string v1, "find_waypoints"

    const-string v2, "Find waypoints"

    const-string v3, "Finds saved waypoints by trip, kind or tag."

    const-string v4, "trips.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\",\"minimum\":1},\"kind\":{\"enum\":[\"summit\",\"water\",\"camp\",\"viewpoint\",\"hazard\",\"other\"]},\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"waypoints\":{\"type\":\"array\"}},\"required\":[\"waypoints\"]}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 159
    const-string v1, "trip_track"

    const-string v2, "Get trip track"

    const-string v3, "Returns the recorded GPS track of a trip as a GPX file."

    const-string v4, "trips.read"

    const-string v5, "read"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"trip_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"string\",\"contentMediaType\":\"application/gpx+xml\"}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 161
    const-string v1, "export_trip"

    const-string v2, "Export trip"

    const-string v3, "Packs a trip (track, waypoints, photos) into a ZIP and returns a content URI for it, valid for a day."

    const-string v4, "trips.write"

    const-string v5, "create"

    const-string v6, "moderate"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"trip_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"export_uri\":{\"type\":\"string\"},\"size_bytes\":{\"type\":\"integer\"},\"sha256\":{\"type\":\"string\"}},\"required\":[\"export_uri\"]}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 164
    const-string v1, "import_trip"

    const-string v2, "Import trip"

    const-string v3, "Adds a trip from a Trailmark ZIP that was shared into the app\'s inbox."

    const-string v4, "trips.write"

    const-string v5, "create"

    const-string v6, "moderate"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"archive_uri\":{\"type\":\"string\",\"maxLength\":300}},\"required\":[\"archive_uri\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\"}},\"required\":[\"trip_id\"]}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 167
    const-string v1, "delete_trip"

    const-string v2, "Delete trip"

    const-string v3, "Deletes a trip with its track, waypoints and photos. The user confirms on the phone."

    const-string v4, "trips.write"

    const-string v5, "delete"

    const-string v6, "high"

    const/4 v7, 0x1

    const-string v8, "always"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"trip_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},\"files_removed\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

    invoke-static/range {v1 .. v10}, Lcom/trailmark/cetp/Keys;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v12

    .line 170
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 171
    const-string v2, "revision"

    const-string v3, "trips-12"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 170
    invoke-static {v0, v1}, Lcom/trailmark/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 136
    iget-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    const-string v3, "session_token"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, p1}, Lcom/trailmark/cetp/Sessions;->lookup(Ljava/lang/String;I)I

    move-result v1

    invoke-static {p2, v1}, Lcom/trailmark/cetp/Sessions;->refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v5

    .line 137
    if-eqz v5, :cond_0

    .line 138
    return-object v5

    .line 140
    :cond_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 141
    const-string v1, "trips.read"

    const-string v2, "Read your trips, tracks and waypoints"

    const-string v3, "read"

    const-string v4, "personal"

    invoke-static {v1, v2, v3, v4}, Lcom/trailmark/cetp/Keys;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 142
    const-string v1, "trips.write"

    const-string v2, "Export, import and delete trips"

    const-string v3, "write"

    const-string v4, "personal"

    invoke-static {v1, v2, v3, v4}, Lcom/trailmark/cetp/Keys;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 143
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 144
    const-string v2, "provider_id"

    const-string v3, "com.trailmark.trips"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 145
    const-string v2, "provider_name"

    const-string v3, "Trailmark Trips"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 146
    const-string v2, "description"

    const-string v3, "Trips recorded with Trailmark: GPS tracks, waypoints and photos"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 147
    const-string v2, "schema_dialect"

    const-string v3, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 148
    const-string v2, "scopes"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 143
    invoke-static {v0, v1}, Lcom/trailmark/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 459
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " by uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "TripTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 460
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is not supported; use call()"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private resume(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    .registers 7

    .line 228
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->tickets:Lcom/trailmark/cetp/Tickets;

    invoke-virtual {v0, p1}, Lcom/trailmark/cetp/Tickets;->spend(Lcom/trailmark/cetp/Call;)I
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v3

    .line 232
    goto :goto_0

    :catch_0
    move-exception v4

    .line 230
    const-string v0, "TripTools"

    const-string v1, "ticket unreadable"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 231
    const/4 v3, 0x4

    .line 233
    :goto_0
    const/4 v1, 0x2

    if-ne v3, v1, :cond_0

    .line 234
    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 236
    :cond_0
    const/4 v1, 0x3

    if-ne v3, v1, :cond_1

    .line 237
    const-string v1, "INVALID_REQUEST"

    const-string v2, "The user has not answered yet"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 239
    :cond_1
    const/4 v1, 0x1

    if-eq v3, v1, :cond_2

    .line 240
    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not fit this call"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 242
    :cond_2
    invoke-virtual {p1}, Lcom/trailmark/cetp/Call;->approve()V

    .line 243
    const/4 v0, 0x0

    return-object v0
.end method

.method private run(Lcom/trailmark/cetp/Call;J)Landroid/os/Bundle;
    .registers 9

    .line 248
    :try_start_0
    iget-object v3, p1, Lcom/trailmark/cetp/Call;->tool:Ljava/lang/String;

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "find_waypoints"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "trip_track"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "export_trip"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "import_trip"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x3

    :cond_0
    :goto_0
    packed-switch v4, :pswitch_data_0

    goto :goto_1

    .line 250
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/trailmark/trips/TripToolProvider;->find(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 252
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/trailmark/trips/TripToolProvider;->track(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 254
    :pswitch_2
    invoke-direct {p0, p1, p2, p3}, Lcom/trailmark/trips/TripToolProvider;->export(Lcom/trailmark/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 256
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/trailmark/trips/TripToolProvider;->importTrip(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 258
    :goto_1
    invoke-direct {p0, p1}, Lcom/trailmark/trips/TripToolProvider;->delete(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 261
    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not match the input schema"

    invoke-static {p1, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7cdbb630 -> :sswitch_2
        -0x982a74 -> :sswitch_0
        0x208a58b1 -> :sswitch_1
        0x578f387f -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private track(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 297
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "trip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v7

    .line 298
    move-object/from16 v0, p1

    iget-boolean v0, v0, Lcom/trailmark/cetp/Call;->fileResults:Z

    if-nez v0, :cond_0

    .line 299
    move-object/from16 v0, p1

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Tracks are sent as files: negotiate large_results"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 301
    :cond_0
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {v0, v7, v8}, Lcom/trailmark/data/TripDao;->trip(J)Lcom/trailmark/data/TripDao$Trip;

    move-result-object v9

    .line 302
    if-nez v9, :cond_1

    .line 303
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such trip"

    invoke-static {v0, v1, v2}, Lcom/trailmark/cetp/Replies;->fail(Lcom/trailmark/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 305
    :cond_1
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    invoke-virtual {v0, v9}, Lcom/trailmark/io/TripZip;->track(Lcom/trailmark/data/TripDao$Trip;)Ljava/io/File;

    move-result-object v10

    .line 306
    iget-object v11, p0, Lcom/trailmark/trips/TripToolProvider;->audit:Lcom/trailmark/io/AccessLog;

    .line 307
    move-object/from16 v0, p1

    iget v12, v0, Lcom/trailmark/cetp/Call;->uid:I

    .line 308
    move-object/from16 v0, p1

    iget-object v13, v0, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    .line 310
    :try_start_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "track-"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;

    move-object v2, v10

    move-object v3, v11

    move v4, v12

    move-object v5, v13

    move-object v6, v9

    invoke-direct/range {v1 .. v6}, Lcom/trailmark/trips/TripToolProvider$$ExternalSyntheticLambda0;-><init>(Ljava/io/File;Lcom/trailmark/io/AccessLog;ILjava/lang/String;Lcom/trailmark/data/TripDao$Trip;)V

    invoke-static {v0, v1}, Lcom/trailmark/io/Pump;->start(Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)Lcom/trailmark/io/Pump$Handle;

    move-result-object v14

    .line 314
    iget-wide v2, v9, Lcom/trailmark/data/TripDao$Trip;->trackSize:J

    iget-object v4, v9, Lcom/trailmark/data/TripDao$Trip;->trackSha256:Ljava/lang/String;

    invoke-virtual {v14}, Lcom/trailmark/io/Pump$Handle;->output()Landroid/os/ParcelFileDescriptor;

    move-result-object v5

    move-object/from16 v0, p1

    const-string v1, "application/gpx+xml"

    invoke-static/range {v0 .. v5}, Lcom/trailmark/cetp/Replies;->file(Lcom/trailmark/cetp/Call;Ljava/lang/String;JLjava/lang/String;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v14

    .line 316
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "no pipe for trip "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TripTools"

    invoke-static {v0, v1, v14}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 317
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/trailmark/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v14}, Lcom/trailmark/io/IoErrors;->sentence(Ljava/io/IOException;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 109
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 110
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v5, v0

    .line 111
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 112
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->gate:Lcom/trailmark/cetp/Gate;

    invoke-virtual {v0, v4}, Lcom/trailmark/cetp/Gate;->admits(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 113
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Trailmark\'s tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :cond_1
    move-object v7, p1

    const/4 v8, -0x1

    :try_start_0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v8, 0x3

    :cond_2
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 119
    :pswitch_0
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    invoke-virtual {v0, v4, v5}, Lcom/trailmark/cetp/Sessions;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :pswitch_1
    invoke-direct {p0, v4, v5}, Lcom/trailmark/trips/TripToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :pswitch_2
    invoke-direct {p0, v4, v5}, Lcom/trailmark/trips/TripToolProvider;->listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :pswitch_3
    invoke-direct {p0, v4, v5}, Lcom/trailmark/trips/TripToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 127
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 130
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "call "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TripTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 131
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Trailmark could not handle the request"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/trailmark/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 455
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/trailmark/trips/TripToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 6

    .line 432
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 433
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "exports"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "application/zip"

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 445
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/trailmark/trips/TripToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 9

    .line 91
    new-instance v1, Lcom/trailmark/cetp/Gate;

    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/trailmark/cetp/Gate;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->gate:Lcom/trailmark/cetp/Gate;

    .line 92
    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/trailmark/data/TrailDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 93
    new-instance v1, Lcom/trailmark/cetp/Sessions;

    const-string v3, "com.trailmark.trips"

    const-string v4, "Trailmark Trips"

    invoke-direct {v1, v7, v3, v4}, Lcom/trailmark/cetp/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->sessions:Lcom/trailmark/cetp/Sessions;

    .line 94
    new-instance v1, Lcom/trailmark/data/TripDao;

    invoke-direct {v1, v7}, Lcom/trailmark/data/TripDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    .line 95
    new-instance v1, Lcom/trailmark/data/WaypointDao;

    invoke-direct {v1, v7}, Lcom/trailmark/data/WaypointDao;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->waypoints:Lcom/trailmark/data/WaypointDao;

    .line 96
    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/trailmark/ui/ConfirmActivity;->tickets(Landroid/content/Context;)Lcom/trailmark/cetp/Tickets;

    move-result-object v1

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->tickets:Lcom/trailmark/cetp/Tickets;

    .line 97
    new-instance v1, Lcom/trailmark/io/ResultCache;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "results"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const-wide/32 v3, 0x5265c00

    invoke-direct {v1, v2, v3, v4}, Lcom/trailmark/io/ResultCache;-><init>(Ljava/io/File;J)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->results:Lcom/trailmark/io/ResultCache;

    .line 98
    new-instance v1, Lcom/trailmark/io/AccessLog;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "access.log"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v2}, Lcom/trailmark/io/AccessLog;-><init>(Ljava/io/File;)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->audit:Lcom/trailmark/io/AccessLog;

    .line 99
    new-instance v1, Lcom/trailmark/io/TripZip;

    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    new-instance v3, Ljava/io/File;

    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v5}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v5

    const-string v6, "staging"

    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iget-object v4, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-direct {v1, v2, v3, v4}, Lcom/trailmark/io/TripZip;-><init>(Ljava/io/File;Ljava/io/File;Lcom/trailmark/data/TripDao;)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->zipper:Lcom/trailmark/io/TripZip;

    .line 100
    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Lcom/trailmark/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "inbox"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/trailmark/trips/TripToolProvider;->inboxDir:Ljava/io/File;

    .line 101
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->results:Lcom/trailmark/io/ResultCache;

    invoke-virtual {v0}, Lcom/trailmark/io/ResultCache;->sweep()I

    .line 102
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 410
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 411
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "exports"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 412
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "Only exports can be opened, and only for reading"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 416
    :cond_1
    :try_start_0
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->trips:Lcom/trailmark/data/TripDao;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/trailmark/data/TripDao;->exportFile(J)Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v4

    .line 419
    goto :goto_0

    :catch_0
    move-exception v5

    .line 418
    const/4 v4, 0x0

    .line 420
    :goto_0
    if-nez v4, :cond_2

    .line 421
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such export"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 423
    :cond_2
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->results:Lcom/trailmark/io/ResultCache;

    invoke-virtual {v0, v4}, Lcom/trailmark/io/ResultCache;->named(Ljava/lang/String;)Ljava/io/File;

    move-result-object v5

    .line 424
    iget-object v0, p0, Lcom/trailmark/trips/TripToolProvider;->results:Lcom/trailmark/io/ResultCache;

    invoke-virtual {v0, v5}, Lcom/trailmark/io/ResultCache;->fresh(Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 425
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "The export has expired"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 427
    :cond_3
    const/high16 v1, 0x10000000

    invoke-static {v5, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 440
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/trailmark/trips/TripToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 450
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/trailmark/trips/TripToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
