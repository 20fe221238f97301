.class public final Lcom/fieldnote/birding/trips/TripTools$Cancelled;
.super Lcom/fieldnote/birding/cetp/ToolResult;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Cancelled"
.end annotation


# instance fields
.field final tripId:J


# direct methods
.method constructor <init>(J)V
    .registers 3

    .line 119
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolResult;-><init>()V

    .line 120
    iput-wide p1, p0, Lcom/fieldnote/birding/trips/TripTools$Cancelled;->tripId:J

    .line 121
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

    .line 125
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/fieldnote/birding/trips/TripTools$Cancelled;->tripId:J

    const-string v1, "trip_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "cancelled"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
