.class public final synthetic Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/lumenhall/hub/bus/EventBus$Subscriber;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/devices/DeviceTools;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/devices/DeviceTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/devices/DeviceTools;

    return-void
.end method


# virtual methods
.method public final onEvent(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/devices/DeviceTools;

    check-cast p1, Lcom/lumenhall/hub/bus/Events$TokenRequest;

    invoke-virtual {v0, p1}, Lcom/lumenhall/hub/devices/DeviceTools;->lambda$new$0$com-lumenhall-hub-devices-DeviceTools(Lcom/lumenhall/hub/bus/Events$TokenRequest;)V

    return-void
.end method
