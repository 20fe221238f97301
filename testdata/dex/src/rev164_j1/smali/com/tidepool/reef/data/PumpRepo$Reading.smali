.class public final Lcom/tidepool/reef/data/PumpRepo$Reading;
.super Ljava/lang/Object;
.source "PumpRepo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/data/PumpRepo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Reading"
.end annotation


# instance fields
.field public final levelMl:D

.field public final readAt:J


# direct methods
.method constructor <init>(DJ)V
    .registers 5

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    iput-wide p1, p0, Lcom/tidepool/reef/data/PumpRepo$Reading;->levelMl:D

    .line 36
    iput-wide p3, p0, Lcom/tidepool/reef/data/PumpRepo$Reading;->readAt:J

    .line 37
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

    .line 40
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/tidepool/reef/data/PumpRepo$Reading;->levelMl:D

    const-string v1, "level_ml"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;D)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidepool/reef/data/PumpRepo$Reading;->readAt:J

    const-string v1, "read_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
