.class final enum Lcom/verdant/garden/water/WaterTool$5;
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

    .line 113
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/water/WaterTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method


# virtual methods
.method run(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/water/WateringToolProvider$WaterCall;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 124
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

    .line 125
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WaterTool$5$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WaterTool$5$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/water/Zone;

    move-object v7, v0

    .line 126
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 127
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
    :cond_0
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->confirmations()Lcom/verdant/garden/cetp/ConfirmationStore;

    move-result-object v8

    .line 130
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->tool()Lcom/verdant/garden/water/WaterTool;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/water/WaterTool;->descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v9

    .line 131
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 132
    invoke-virtual {v7}, Lcom/verdant/garden/water/Zone;->name()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Delete the zone \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\" with its schedule and all watering history. This cannot be undone."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v10, v1

    .line 134
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->uid()I

    move-result v2

    .line 135
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->argsDigest()Ljava/lang/String;

    move-result-object v5

    .line 134
    move-object v0, v8

    const-string v1, "com.verdant.garden.water"

    move-object v3, v9

    move-object v6, v10

    invoke-virtual/range {v0 .. v6}, Lcom/verdant/garden/cetp/ConfirmationStore;->issue(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 136
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v0

    .line 137
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v11}, Lcom/verdant/garden/water/ClearZoneActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    .line 136
    invoke-static {v0, v1, v11}, Lcom/verdant/garden/cetp/Envelopes;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 140
    :cond_1
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->resumeToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->uid()I

    move-result v3

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v5

    .line 141
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->argsDigest()Ljava/lang/String;

    move-result-object v6

    .line 140
    move-object v0, v8

    const-string v1, "com.verdant.garden.water"

    move-object v4, v9

    invoke-virtual/range {v0 .. v6}, Lcom/verdant/garden/cetp/ConfirmationStore;->redeem(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    .line 142
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WaterTool$5$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WaterTool$5$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    move-object v10, v0

    .line 143
    sget-object v1, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    if-ne v10, v1, :cond_2

    .line 144
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v0

    .line 145
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->resumeToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/verdant/garden/water/ClearZoneActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->resumeToken()Ljava/lang/String;

    move-result-object v2

    .line 144
    invoke-static {v0, v1, v2}, Lcom/verdant/garden/cetp/Envelopes;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 147
    :cond_2
    sget-object v1, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->DENIED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    if-ne v10, v1, :cond_3

    .line 148
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->USER_CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :cond_3
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider;->zones()Lcom/verdant/garden/water/ZoneRepository;

    move-result-object v0

    invoke-virtual {v7}, Lcom/verdant/garden/water/Zone;->id()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/water/ZoneRepository;->deleteZone(Ljava/lang/String;)V

    .line 151
    invoke-virtual {p2}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 152
    invoke-virtual {v7}, Lcom/verdant/garden/water/Zone;->id()Ljava/lang/String;

    move-result-object v3

    const-string v2, "zone_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "deleted"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 151
    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
