.class final enum Lcom/verdant/garden/water/WaterTool$4;
.super Lcom/verdant/garden/water/WaterTool;
.source "WaterTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/water/WaterTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method constructor <init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V
    .registers 4

    .line 91
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/water/WaterTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method


# virtual methods
.method run(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/water/WateringToolProvider$WaterCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 104
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->zones()Lcom/verdant/garden/water/ZoneRepository;

    move-result-object v0

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "zone_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/water/ZoneRepository;->zone(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 105
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WaterTool$4$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WaterTool$4$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/water/Zone;

    move-object v3, v0

    .line 106
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "minutes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 107
    const/4 v1, 0x1

    if-lt v4, v1, :cond_0

    const/16 v1, 0x3c

    if-le v4, v1, :cond_1

    .line 108
    :cond_0
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 110
    :cond_1
    invoke-virtual {v3}, Lcom/verdant/garden/water/Zone;->id()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1, p2, v2, v4}, Lcom/verdant/garden/water/WateringToolProvider;->startRun(Lcom/verdant/garden/water/WateringToolProvider$WaterCall;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
