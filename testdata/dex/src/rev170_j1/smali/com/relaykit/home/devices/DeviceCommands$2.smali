.class Lcom/relaykit/home/devices/DeviceCommands$2;
.super Ljava/lang/Object;
.source "DeviceCommands.java"

# interfaces
.implements Lcom/relaykit/home/core/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/devices/DeviceCommands;->forTool(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/devices/DeviceRepo;Lcom/relaykit/home/core/EventBus;Lcom/relaykit/home/core/CommandHistory;Lcom/relaykit/home/devices/AlertNotifier;)Lcom/relaykit/home/core/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic val$device:Lorg/json/JSONObject;

.field final synthetic val$id:Ljava/lang/String;

.field final synthetic val$notifier:Lcom/relaykit/home/devices/AlertNotifier;

.field final synthetic val$repo:Lcom/relaykit/home/devices/DeviceRepo;


# direct methods
.method constructor <init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;Lcom/relaykit/home/devices/AlertNotifier;Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 86
    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$repo:Lcom/relaykit/home/devices/DeviceRepo;

    iput-object p2, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$id:Ljava/lang/String;

    iput-object p3, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$notifier:Lcom/relaykit/home/devices/AlertNotifier;

    iput-object p4, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$device:Lorg/json/JSONObject;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 5

    .line 105
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$device:Lorg/json/JSONObject;

    const-string v1, "name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$device:Lorg/json/JSONObject;

    const-string v2, "room"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Factory-reset "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " ("

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "): it forgets its settings and must be paired again"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method public execute()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 89
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$repo:Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/devices/DeviceRepo;->factoryReset(Ljava/lang/String;)V

    .line 90
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$notifier:Lcom/relaykit/home/devices/AlertNotifier;

    iget-object v2, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$device:Lorg/json/JSONObject;

    const-string v3, "name"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " was factory-reset at the request of a connected app"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "Device reset"

    invoke-virtual {v0, v1, v2}, Lcom/relaykit/home/devices/AlertNotifier;->announce(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 93
    iget-object v2, p0, Lcom/relaykit/home/devices/DeviceCommands$2;->val$id:Ljava/lang/String;

    const-string v1, "device_id"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 94
    const-string v1, "reset"

    const/4 v2, 0x1

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 95
    return-object v5
.end method

.method public reversible()Z
    .registers 2

    .line 111
    const/4 v0, 0x0

    return v0
.end method

.method public undo()V
    .registers 3

    .line 100
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "a factory reset cannot be undone"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method
