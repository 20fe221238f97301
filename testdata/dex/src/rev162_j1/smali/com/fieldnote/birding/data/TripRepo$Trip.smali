.class public final Lcom/fieldnote/birding/data/TripRepo$Trip;
.super Ljava/lang/Object;
.source "TripRepo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/data/TripRepo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Trip"
.end annotation


# instance fields
.field public final cancelled:Z

.field public final id:J

.field public final leader:Ljava/lang/String;

.field public final organizer:Ljava/lang/String;

.field public final place:Ljava/lang/String;

.field public final spots:I

.field public final startsAt:J


# direct methods
.method public constructor <init>(JLjava/lang/String;JLjava/lang/String;Ljava/lang/String;IZ)V
    .registers 10

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-wide p1, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    .line 24
    iput-object p3, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->place:Ljava/lang/String;

    .line 25
    iput-wide p4, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->startsAt:J

    .line 26
    iput-object p6, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->organizer:Ljava/lang/String;

    .line 27
    iput-object p7, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->leader:Ljava/lang/String;

    .line 28
    iput p8, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->spots:I

    .line 29
    iput-boolean p9, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->cancelled:Z

    .line 30
    return-void
.end method


# virtual methods
.method public asCancelled()Lcom/fieldnote/birding/data/TripRepo$Trip;
    .registers 12

    .line 33
    new-instance v0, Lcom/fieldnote/birding/data/TripRepo$Trip;

    iget-wide v2, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    iget-object v4, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->place:Ljava/lang/String;

    iget-wide v5, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->startsAt:J

    iget-object v7, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->organizer:Ljava/lang/String;

    iget-object v8, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->leader:Ljava/lang/String;

    iget v9, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->spots:I

    move-object v1, v0

    const/4 v10, 0x1

    invoke-direct/range {v1 .. v10}, Lcom/fieldnote/birding/data/TripRepo$Trip;-><init>(JLjava/lang/String;JLjava/lang/String;Ljava/lang/String;IZ)V

    return-object v0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 37
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    .line 38
    const-string v1, "trip_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->place:Ljava/lang/String;

    .line 39
    const-string v1, "place"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->startsAt:J

    .line 40
    const-string v1, "starts_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    iget-object v2, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->leader:Ljava/lang/String;

    const-string v1, "leader"

    if-nez v2, :cond_0

    const-string v2, ""

    goto :goto_0

    :cond_0
    iget-object v2, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->leader:Ljava/lang/String;

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/fieldnote/birding/data/TripRepo$Trip;->spots:I

    .line 42
    const-string v1, "spots"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    const-string v1, "joined"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 37
    return-object v0
.end method
