.class public final synthetic Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/devices/DeviceTools;

.field public final synthetic f$1:Lcom/lumenhall/hub/cetp/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/cetp/Call;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda7;->f$0:Lcom/lumenhall/hub/devices/DeviceTools;

    iput-object p2, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda7;->f$1:Lcom/lumenhall/hub/cetp/Call;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda7;->f$0:Lcom/lumenhall/hub/devices/DeviceTools;

    iget-object v1, p0, Lcom/lumenhall/hub/devices/DeviceTools$$ExternalSyntheticLambda7;->f$1:Lcom/lumenhall/hub/cetp/Call;

    check-cast p1, Ljava/lang/Throwable;

    invoke-virtual {v0, v1, p1}, Lcom/lumenhall/hub/devices/DeviceTools;->lambda$finish$7$com-lumenhall-hub-devices-DeviceTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
