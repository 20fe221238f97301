.class Lcom/relaykit/home/devices/DeviceCommands$1;
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
.field final synthetic val$history:Lcom/relaykit/home/core/CommandHistory;

.field final synthetic val$last:Lcom/relaykit/home/core/Command;

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/relaykit/home/core/CommandHistory;ILcom/relaykit/home/core/Command;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 54
    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceCommands$1;->val$history:Lcom/relaykit/home/core/CommandHistory;

    iput p2, p0, Lcom/relaykit/home/devices/DeviceCommands$1;->val$uid:I

    iput-object p3, p0, Lcom/relaykit/home/devices/DeviceCommands$1;->val$last:Lcom/relaykit/home/core/Command;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 4

    .line 74
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$1;->val$last:Lcom/relaykit/home/core/Command;

    invoke-interface {v0}, Lcom/relaykit/home/core/Command;->describe()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Undo: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method public execute()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 57
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$1;->val$history:Lcom/relaykit/home/core/CommandHistory;

    iget v1, p0, Lcom/relaykit/home/devices/DeviceCommands$1;->val$uid:I

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/CommandHistory;->takeLast(I)Lcom/relaykit/home/core/Command;

    move-result-object v3

    .line 58
    if-nez v3, :cond_0

    .line 59
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "CONFLICT"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 61
    :cond_0
    invoke-interface {v3}, Lcom/relaykit/home/core/Command;->undo()V

    .line 62
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 63
    invoke-interface {v3}, Lcom/relaykit/home/core/Command;->describe()Ljava/lang/String;

    move-result-object v2

    const-string v1, "undone"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 64
    return-object v4
.end method

.method public reversible()Z
    .registers 2

    .line 79
    const/4 v0, 0x0

    return v0
.end method

.method public undo()V
    .registers 2

    .line 69
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V

    throw v0
.end method
