.class public final synthetic Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/relaykit/home/core/Command$Query;


# instance fields
.field public final synthetic f$0:Lcom/relaykit/home/devices/DeviceRepo;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda0;->f$0:Lcom/relaykit/home/devices/DeviceRepo;

    iput-object p2, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()Lorg/json/JSONObject;
    .registers 3

    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda0;->f$0:Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceCommands$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/relaykit/home/devices/DeviceCommands;->lambda$forTool$0(Lcom/relaykit/home/devices/DeviceRepo;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
