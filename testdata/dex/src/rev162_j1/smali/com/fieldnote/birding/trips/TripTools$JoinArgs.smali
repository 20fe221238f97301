.class public final Lcom/fieldnote/birding/trips/TripTools$JoinArgs;
.super Lcom/fieldnote/birding/cetp/ToolArgs;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "JoinArgs"
.end annotation


# instance fields
.field tripId:J


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 52
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolArgs;-><init>()V

    return-void
.end method


# virtual methods
.method protected names()[Ljava/lang/String;
    .registers 4

    .line 57
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "trip_id"

    aput-object v2, v0, v1

    return-object v0
.end method

.method protected read(Lorg/json/JSONObject;)V
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 62
    const-string v1, "trip_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/fieldnote/birding/trips/TripTools$JoinArgs;->tripId:J

    .line 63
    return-void
.end method
