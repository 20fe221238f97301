.class final enum Lcom/verdant/garden/beds/BedTool$4;
.super Lcom/verdant/garden/beds/BedTool;
.source "BedTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/beds/BedTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method constructor <init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V
    .registers 4

    .line 108
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/beds/BedTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method


# virtual methods
.method run(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 120
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "grams"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    .line 121
    const/4 v1, 0x1

    if-lt v3, v1, :cond_0

    const v1, 0x186a0

    if-le v3, v1, :cond_1

    .line 122
    :cond_0
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 124
    :cond_1
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "planting_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 125
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->beds()Lcom/verdant/garden/beds/BedRepository;

    move-result-object v0

    invoke-virtual {v0, v4, v3}, Lcom/verdant/garden/beds/BedRepository;->addHarvest(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_2

    .line 126
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 128
    :cond_2
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 129
    const-string v2, "planting_id"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "added_g"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 128
    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
