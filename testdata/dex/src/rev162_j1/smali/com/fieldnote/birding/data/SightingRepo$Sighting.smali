.class public final Lcom/fieldnote/birding/data/SightingRepo$Sighting;
.super Ljava/lang/Object;
.source "SightingRepo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/data/SightingRepo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Sighting"
.end annotation


# instance fields
.field public final count:I

.field public final id:J

.field public final notes:Ljava/lang/String;

.field public final place:Ljava/lang/String;

.field public final recordedBy:Ljava/lang/String;

.field public final seenAt:J

.field public final shared:Z

.field public final species:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Z)V
    .registers 11

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-wide p1, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    .line 25
    iput-object p3, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->species:Ljava/lang/String;

    .line 26
    iput p4, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->count:I

    .line 27
    iput-object p5, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->place:Ljava/lang/String;

    .line 28
    iput-wide p6, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->seenAt:J

    .line 29
    iput-object p8, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->notes:Ljava/lang/String;

    .line 30
    iput-object p9, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->recordedBy:Ljava/lang/String;

    .line 31
    iput-boolean p10, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->shared:Z

    .line 32
    return-void
.end method


# virtual methods
.method public asShared()Lcom/fieldnote/birding/data/SightingRepo$Sighting;
    .registers 13

    .line 36
    new-instance v0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    iget-wide v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    iget-object v4, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->species:Ljava/lang/String;

    iget v5, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->count:I

    iget-object v6, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->place:Ljava/lang/String;

    iget-wide v7, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->seenAt:J

    iget-object v9, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->notes:Ljava/lang/String;

    iget-object v10, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->recordedBy:Ljava/lang/String;

    move-object v1, v0

    const/4 v11, 0x1

    invoke-direct/range {v1 .. v11}, Lcom/fieldnote/birding/data/SightingRepo$Sighting;-><init>(JLjava/lang/String;ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 40
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    .line 41
    const-string v1, "sighting_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->species:Ljava/lang/String;

    .line 42
    const-string v1, "species"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->count:I

    .line 43
    const-string v1, "count"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 44
    iget-object v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->place:Ljava/lang/String;

    const-string v1, "place"

    if-nez v2, :cond_0

    const-string v2, ""

    goto :goto_0

    :cond_0
    iget-object v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->place:Ljava/lang/String;

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->seenAt:J

    .line 45
    const-string v1, "seen_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 46
    iget-object v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->notes:Ljava/lang/String;

    const-string v1, "notes"

    if-nez v2, :cond_1

    const-string v2, ""

    goto :goto_1

    :cond_1
    iget-object v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->notes:Ljava/lang/String;

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->shared:Z

    .line 47
    const-string v1, "shared"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 40
    return-object v0
.end method
