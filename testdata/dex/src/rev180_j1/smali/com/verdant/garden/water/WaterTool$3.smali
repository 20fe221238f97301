.class final enum Lcom/verdant/garden/water/WaterTool$3;
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

    .line 63
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/water/WaterTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method


# virtual methods
.method run(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/water/WateringToolProvider$WaterCall;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 76
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->args()Lorg/json/JSONObject;

    move-result-object v4

    .line 77
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->zones()Lcom/verdant/garden/water/ZoneRepository;

    move-result-object v0

    const-string v2, "zone_id"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/water/ZoneRepository;->zone(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 78
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WaterTool$3$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WaterTool$3$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/water/Zone;

    move-object v5, v0

    .line 79
    const-string v1, "start_minute"

    const/4 v2, -0x1

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v6

    .line 80
    const-string v1, "minutes"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v7

    .line 81
    const-string v1, "days"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/water/WaterTool$3;->DAYS:Ljava/util/function/Predicate;

    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 82
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WaterTool$3$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WaterTool$3$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v8, v0

    .line 83
    if-ltz v6, :cond_0

    const/16 v1, 0x59f

    if-gt v6, v1, :cond_0

    const/4 v1, 0x1

    if-lt v7, v1, :cond_0

    const/16 v1, 0x78

    if-le v7, v1, :cond_1

    .line 84
    :cond_0
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 86
    :cond_1
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->zones()Lcom/verdant/garden/water/ZoneRepository;

    move-result-object v0

    invoke-virtual {v5}, Lcom/verdant/garden/water/Zone;->id()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v6, v7, v8}, Lcom/verdant/garden/water/ZoneRepository;->saveSchedule(Ljava/lang/String;IILjava/lang/String;)V

    .line 87
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->zones()Lcom/verdant/garden/water/ZoneRepository;

    move-result-object v0

    invoke-virtual {v5}, Lcom/verdant/garden/water/Zone;->id()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/water/ZoneRepository;->zone(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->CONFLICT:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WaterTool$3$$ExternalSyntheticLambda2;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WaterTool$3$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/water/Zone;

    move-object v9, v0

    .line 88
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v9}, Lcom/verdant/garden/water/Zone;->toJson()Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "zone"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
