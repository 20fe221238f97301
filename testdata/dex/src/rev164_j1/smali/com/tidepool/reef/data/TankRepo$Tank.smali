.class public final Lcom/tidepool/reef/data/TankRepo$Tank;
.super Ljava/lang/Object;
.source "TankRepo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/data/TankRepo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Tank"
.end annotation


# instance fields
.field public final id:J

.field public final litres:D

.field public final name:Ljava/lang/String;


# direct methods
.method constructor <init>(JLjava/lang/String;D)V
    .registers 6

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-wide p1, p0, Lcom/tidepool/reef/data/TankRepo$Tank;->id:J

    .line 22
    iput-object p3, p0, Lcom/tidepool/reef/data/TankRepo$Tank;->name:Ljava/lang/String;

    .line 23
    iput-wide p4, p0, Lcom/tidepool/reef/data/TankRepo$Tank;->litres:D

    .line 24
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

    .line 27
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/tidepool/reef/data/TankRepo$Tank;->id:J

    const-string v1, "tank_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidepool/reef/data/TankRepo$Tank;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidepool/reef/data/TankRepo$Tank;->litres:D

    const-string v1, "litres"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;D)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
