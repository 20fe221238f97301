.class final Lcom/relaykit/home/devices/DeviceCommands;
.super Ljava/lang/Object;
.source "DeviceCommands.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;
    }
.end annotation


# static fields
.field private static final WEEK_MS:J = 0x240c8400L


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    return-void
.end method

.method static forTool(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/devices/DeviceRepo;Lcom/relaykit/home/core/EventBus;Lcom/relaykit/home/core/CommandHistory;Lcom/relaykit/home/devices/AlertNotifier;)Lcom/relaykit/home/core/Command;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 21
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->args()Lorg/json/JSONObject;

    move-result-object v7

    .line 22
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v8

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_devices"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_device"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_alerts"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "set_switch"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "undo_last_change"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "factory_reset_device"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x5

    :cond_0
    :goto_0
    packed-switch v9, :pswitch_data_0

    goto/16 :goto_1

    .line 24
    :pswitch_0
    const-string v1, "room"

    const/4 v2, 0x0

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 25
    new-instance v1, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1, v10}, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda0;-><init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;)V

    const-string v0, "List devices"

    invoke-static {v0, v1}, Lcom/relaykit/home/core/Command;->readOnly(Ljava/lang/String;Lcom/relaykit/home/core/Command$Query;)Lcom/relaykit/home/core/Command;

    move-result-object v0

    return-object v0

    .line 28
    :pswitch_1
    const-string v1, "device_id"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 29
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Show "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1, v10, p2}, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;-><init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;Lcom/relaykit/home/core/EventBus;)V

    invoke-static {v0, v1}, Lcom/relaykit/home/core/Command;->readOnly(Ljava/lang/String;Lcom/relaykit/home/core/Command$Query;)Lcom/relaykit/home/core/Command;

    move-result-object v0

    return-object v0

    .line 36
    :pswitch_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x240c8400

    sub-long/2addr v2, v4

    const-string v1, "since_ms"

    invoke-virtual {v7, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v10

    .line 37
    new-instance v1, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda2;

    invoke-direct {v1, p1, v10, v11, p2}, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda2;-><init>(Lcom/relaykit/home/devices/DeviceRepo;JLcom/relaykit/home/core/EventBus;)V

    const-string v0, "List unread alerts"

    invoke-static {v0, v1}, Lcom/relaykit/home/core/Command;->readOnly(Ljava/lang/String;Lcom/relaykit/home/core/Command$Query;)Lcom/relaykit/home/core/Command;

    move-result-object v0

    return-object v0

    .line 44
    :pswitch_3
    const-string v1, "device_id"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 45
    invoke-virtual {p1, v10}, Lcom/relaykit/home/devices/DeviceRepo;->isOn(Ljava/lang/String;)Z

    move-result v11

    .line 46
    new-instance v0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;

    const-string v6, "on"

    invoke-virtual {v7, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v5

    invoke-direct {v0, p1, v10, v11, v5}, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;-><init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;ZZ)V

    return-object v0

    .line 49
    :pswitch_4
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v10

    .line 50
    invoke-virtual {p3, v10}, Lcom/relaykit/home/core/CommandHistory;->peekLast(I)Lcom/relaykit/home/core/Command;

    move-result-object v11

    .line 51
    if-nez v11, :cond_1

    .line 52
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "CONFLICT"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 54
    :cond_1
    new-instance v0, Lcom/relaykit/home/devices/DeviceCommands$1;

    invoke-direct {v0, p3, v10, v11}, Lcom/relaykit/home/devices/DeviceCommands$1;-><init>(Lcom/relaykit/home/core/CommandHistory;ILcom/relaykit/home/core/Command;)V

    return-object v0

    .line 84
    :pswitch_5
    const-string v1, "device_id"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 85
    invoke-virtual {p1, v10}, Lcom/relaykit/home/devices/DeviceRepo;->device(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    .line 86
    new-instance v0, Lcom/relaykit/home/devices/DeviceCommands$2;

    move-object/from16 v4, p4

    invoke-direct {v0, p1, v10, v4, v11}, Lcom/relaykit/home/devices/DeviceCommands$2;-><init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;Lcom/relaykit/home/devices/AlertNotifier;Lorg/json/JSONObject;)V

    return-object v0

    .line 116
    :goto_1
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "TOOL_NOT_FOUND"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x6e527562 -> :sswitch_4
        -0x54f30fa5 -> :sswitch_5
        -0x458e5a4f -> :sswitch_3
        -0x3875ea8 -> :sswitch_2
        0x2647863c -> :sswitch_0
        0x2c6fbf5f -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
    .end packed-switch
.end method

.method private static idsOf(Lorg/json/JSONArray;)[J
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 121
    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v0

    new-array v4, v0, [J

    .line 122
    const/4 v5, 0x0

    :goto_0
    array-length v1, v4

    if-ge v5, v1, :cond_0

    .line 123
    invoke-virtual {p0, v5}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "alert_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v2

    aput-wide v2, v4, v5

    .line 122
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 125
    :cond_0
    return-object v4
.end method

.method static synthetic lambda$forTool$0(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 25
    invoke-virtual {p0, p1}, Lcom/relaykit/home/devices/DeviceRepo;->listDevices(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$forTool$1(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;Lcom/relaykit/home/core/EventBus;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 30
    invoke-virtual {p0, p1}, Lcom/relaykit/home/devices/DeviceRepo;->device(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    .line 31
    new-instance v0, Lcom/relaykit/home/devices/DevicesModule$DeviceShown;

    invoke-direct {v0, p1}, Lcom/relaykit/home/devices/DevicesModule$DeviceShown;-><init>(Ljava/lang/String;)V

    invoke-virtual {p2, v0}, Lcom/relaykit/home/core/EventBus;->publish(Ljava/lang/Object;)V

    .line 32
    return-object v1
.end method

.method static synthetic lambda$forTool$2(Lcom/relaykit/home/devices/DeviceRepo;JLcom/relaykit/home/core/EventBus;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 38
    invoke-virtual {p0, p1, p2}, Lcom/relaykit/home/devices/DeviceRepo;->unreadAlerts(J)Lorg/json/JSONObject;

    move-result-object v3

    .line 39
    new-instance v0, Lcom/relaykit/home/devices/DevicesModule$AlertsShown;

    const-string v2, "alerts"

    invoke-virtual {v3, v2}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v1

    invoke-static {v1}, Lcom/relaykit/home/devices/DeviceCommands;->idsOf(Lorg/json/JSONArray;)[J

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/relaykit/home/devices/DevicesModule$AlertsShown;-><init>([J)V

    invoke-virtual {p3, v0}, Lcom/relaykit/home/core/EventBus;->publish(Ljava/lang/Object;)V

    .line 40
    return-object v3
.end method
