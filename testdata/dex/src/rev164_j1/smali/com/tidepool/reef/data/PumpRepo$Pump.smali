.class public final Lcom/tidepool/reef/data/PumpRepo$Pump;
.super Ljava/lang/Object;
.source "PumpRepo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/data/PumpRepo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pump"
.end annotation


# instance fields
.field public final additive:Ljava/lang/String;

.field public final id:J

.field public final name:Ljava/lang/String;


# direct methods
.method constructor <init>(JLjava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-wide p1, p0, Lcom/tidepool/reef/data/PumpRepo$Pump;->id:J

    .line 21
    iput-object p3, p0, Lcom/tidepool/reef/data/PumpRepo$Pump;->name:Ljava/lang/String;

    .line 22
    iput-object p4, p0, Lcom/tidepool/reef/data/PumpRepo$Pump;->additive:Ljava/lang/String;

    .line 23
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

    .line 26
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/tidepool/reef/data/PumpRepo$Pump;->id:J

    const-string v1, "pump_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidepool/reef/data/PumpRepo$Pump;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidepool/reef/data/PumpRepo$Pump;->additive:Ljava/lang/String;

    const-string v1, "additive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
