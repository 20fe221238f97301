.class final enum Lapp/hearthlink/devices/DeviceTool$4;
.super Lapp/hearthlink/devices/DeviceTool;
.source "DeviceTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lapp/hearthlink/devices/DeviceTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 11

    .line 43
    const/4 v5, 0x0

    move-object v0, p0

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move v4, p4

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/devices/DeviceTool;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/devices/DeviceTool-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/devices/DeviceTool$4-IA;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/hearthlink/devices/DeviceTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method public confirmFirst(Lorg/json/JSONObject;)Z
    .registers 4

    .line 47
    const-string v0, "force"

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public prompt(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 5

    .line 52
    const-string v0, "device_id"

    const-string v1, "this device"

    invoke-virtual {p1, v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Erase "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " and all its settings?"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public run(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 57
    const-string v0, "device_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 58
    invoke-virtual {p1, v0}, Lapp/hearthlink/core/HubStore;->factoryReset(Ljava/lang/String;)V

    .line 59
    invoke-static {v0}, Lapp/hearthlink/core/HubTool;->ok(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
