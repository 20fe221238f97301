.class public final Lcom/tidepool/reef/data/TankRepo$WaterTest;
.super Ljava/lang/Object;
.source "TankRepo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/data/TankRepo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "WaterTest"
.end annotation


# instance fields
.field public final id:J

.field public final parameter:Ljava/lang/String;

.field public final takenAt:J

.field public final tankId:J

.field public final value:D


# direct methods
.method constructor <init>(JJLjava/lang/String;DJ)V
    .registers 10

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 39
    iput-wide p1, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->id:J

    .line 40
    iput-wide p3, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->tankId:J

    .line 41
    iput-object p5, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->parameter:Ljava/lang/String;

    .line 42
    iput-wide p6, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->value:D

    .line 43
    iput-wide p8, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->takenAt:J

    .line 44
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

    .line 47
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->id:J

    const-string v1, "test_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->tankId:J

    const-string v1, "tank_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->parameter:Ljava/lang/String;

    const-string v1, "parameter"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->value:D

    .line 48
    const-string v1, "value"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;D)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidepool/reef/data/TankRepo$WaterTest;->takenAt:J

    const-string v1, "taken_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 47
    return-object v0
.end method
