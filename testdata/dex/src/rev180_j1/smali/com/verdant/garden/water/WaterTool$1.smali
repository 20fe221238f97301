.class final enum Lcom/verdant/garden/water/WaterTool$1;
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

    .line 25
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

    .line 35
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->zones()Lcom/verdant/garden/water/ZoneRepository;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/water/ZoneRepository;->listZones()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WaterTool$1$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/water/WaterTool$1$$ExternalSyntheticLambda0;-><init>()V

    .line 36
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 37
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v4, v0

    .line 38
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "zones"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
