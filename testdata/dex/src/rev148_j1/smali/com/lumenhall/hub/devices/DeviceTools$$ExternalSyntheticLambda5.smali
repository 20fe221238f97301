.class public final synthetic Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/lumenhall/hub/exec/CommandQueue$Work;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/devices/DeviceTools;

.field public final synthetic f$1:Lcom/lumenhall/hub/cetp/Call;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$0:Lcom/lumenhall/hub/devices/DeviceTools;

    iput-object p2, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$1:Lcom/lumenhall/hub/cetp/Call;

    iput-object p3, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$2:Ljava/lang/String;

    iput-object p4, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$0:Lcom/lumenhall/hub/devices/DeviceTools;

    iget-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$1:Lcom/lumenhall/hub/cetp/Call;

    iget-object v2, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$2:Ljava/lang/String;

    iget-object v3, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda5;->f$3:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/lumenhall/hub/devices/DeviceTools;->lambda$unlockDoor$5$com-lumenhall-hub-devices-DeviceTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
