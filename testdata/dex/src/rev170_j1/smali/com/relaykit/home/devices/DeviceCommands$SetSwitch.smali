.class final Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;
.super Ljava/lang/Object;
.source "DeviceCommands.java"

# interfaces
.implements Lcom/relaykit/home/core/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/devices/DeviceCommands;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "SetSwitch"
.end annotation


# instance fields
.field private final after:Z

.field private final before:Z

.field private final deviceId:Ljava/lang/String;

.field private final repo:Lcom/relaykit/home/devices/DeviceRepo;


# direct methods
.method constructor <init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;ZZ)V
    .registers 5

    .line 135
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 136
    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->repo:Lcom/relaykit/home/devices/DeviceRepo;

    .line 137
    iput-object p2, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->deviceId:Ljava/lang/String;

    .line 138
    iput-boolean p3, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->before:Z

    .line 139
    iput-boolean p4, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->after:Z

    .line 140
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 5

    .line 158
    iget-boolean v0, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->after:Z

    if-eqz v0, :cond_0

    const-string v0, "on "

    goto :goto_0

    :cond_0
    const-string v0, "off "

    :goto_0
    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->deviceId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Turn "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method public execute()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 144
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->repo:Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->deviceId:Ljava/lang/String;

    iget-boolean v2, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->after:Z

    invoke-virtual {v0, v1, v2}, Lcom/relaykit/home/devices/DeviceRepo;->setSwitch(Ljava/lang/String;Z)V

    .line 145
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 146
    iget-object v2, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->deviceId:Ljava/lang/String;

    const-string v1, "device_id"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 147
    iget-boolean v2, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->after:Z

    const-string v1, "is_on"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 148
    return-object v3
.end method

.method public reversible()Z
    .registers 2

    .line 163
    const/4 v0, 0x1

    return v0
.end method

.method public undo()V
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 153
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->repo:Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->deviceId:Ljava/lang/String;

    iget-boolean v2, p0, Lcom/relaykit/home/devices/DeviceCommands$SetSwitch;->before:Z

    invoke-virtual {v0, v1, v2}, Lcom/relaykit/home/devices/DeviceRepo;->setSwitch(Ljava/lang/String;Z)V

    .line 154
    return-void
.end method
