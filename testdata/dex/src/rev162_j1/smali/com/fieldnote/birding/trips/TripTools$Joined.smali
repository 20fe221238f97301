.class public final Lcom/fieldnote/birding/trips/TripTools$Joined;
.super Lcom/fieldnote/birding/cetp/ToolResult;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Joined"
.end annotation


# instance fields
.field final signUp:J

.field final tripId:J


# direct methods
.method constructor <init>(JJ)V
    .registers 5

    .line 105
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolResult;-><init>()V

    .line 106
    iput-wide p1, p0, Lcom/fieldnote/birding/trips/TripTools$Joined;->tripId:J

    .line 107
    iput-wide p3, p0, Lcom/fieldnote/birding/trips/TripTools$Joined;->signUp:J

    .line 108
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

    .line 112
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/fieldnote/birding/trips/TripTools$Joined;->tripId:J

    const-string v1, "trip_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/fieldnote/birding/trips/TripTools$Joined;->signUp:J

    const-string v1, "sign_up_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
