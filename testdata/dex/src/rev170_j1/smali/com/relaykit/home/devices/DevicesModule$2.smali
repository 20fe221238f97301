.class Lcom/relaykit/home/devices/DevicesModule$2;
.super Ljava/lang/Object;
.source "DevicesModule.java"

# interfaces
.implements Lcom/relaykit/home/core/EventBus$Listener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/devices/DevicesModule;->install(Lcom/relaykit/home/core/ServiceContainer;Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/relaykit/home/core/EventBus$Listener<",
        "Lcom/relaykit/home/devices/DevicesModule$DeviceShown;",
        ">;"
    }
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onEvent(Lcom/relaykit/home/devices/DevicesModule$DeviceShown;)V
    .registers 8

    .line 60
    invoke-static {}, Lcom/relaykit/home/devices/DevicesModule;->-$$Nest$sfgetDEVICE_VIEWS()Ljava/util/concurrent/atomic/AtomicLong;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J

    move-result-wide v4

    .line 61
    iget-object v1, p1, Lcom/relaykit/home/devices/DevicesModule$DeviceShown;->deviceId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "device shown through tools: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " ("

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " this run)"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "DevicesModule"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 62
    return-void
.end method

.method public bridge synthetic onEvent(Ljava/lang/Object;)V
    .registers 2

    .line 57
    check-cast p1, Lcom/relaykit/home/devices/DevicesModule$DeviceShown;

    invoke-virtual {p0, p1}, Lcom/relaykit/home/devices/DevicesModule$2;->onEvent(Lcom/relaykit/home/devices/DevicesModule$DeviceShown;)V

    return-void
.end method
