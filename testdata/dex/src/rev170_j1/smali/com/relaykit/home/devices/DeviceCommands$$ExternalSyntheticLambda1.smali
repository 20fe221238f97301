.class public final synthetic Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/relaykit/home/core/Command$Query;


# instance fields
.field public final synthetic f$0:Lcom/relaykit/home/devices/DeviceRepo;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lcom/relaykit/home/core/EventBus;


# direct methods
.method public synthetic constructor <init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;Lcom/relaykit/home/core/EventBus;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;->f$0:Lcom/relaykit/home/devices/DeviceRepo;

    iput-object p2, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;->f$2:Lcom/relaykit/home/core/EventBus;

    return-void
.end method


# virtual methods
.method public final run()Lorg/json/JSONObject;
    .registers 4

    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;->f$0:Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda1;->f$2:Lcom/relaykit/home/core/EventBus;

    invoke-static {v0, v1, v2}, Lcom/relaykit/home/devices/DeviceCommands;->lambda$forTool$1(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;Lcom/relaykit/home/core/EventBus;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
