.class Lcom/relaykit/home/devices/DevicesModule$1;
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
        "Lcom/relaykit/home/devices/DevicesModule$AlertsShown;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic val$devices:Lcom/relaykit/home/devices/DeviceRepo;


# direct methods
.method constructor <init>(Lcom/relaykit/home/devices/DeviceRepo;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 51
    iput-object p1, p0, Lcom/relaykit/home/devices/DevicesModule$1;->val$devices:Lcom/relaykit/home/devices/DeviceRepo;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onEvent(Lcom/relaykit/home/devices/DevicesModule$AlertsShown;)V
    .registers 4

    .line 54
    iget-object v0, p0, Lcom/relaykit/home/devices/DevicesModule$1;->val$devices:Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v1, p1, Lcom/relaykit/home/devices/DevicesModule$AlertsShown;->alertIds:[J

    invoke-virtual {v0, v1}, Lcom/relaykit/home/devices/DeviceRepo;->markAlertsRead([J)V

    .line 55
    return-void
.end method

.method public bridge synthetic onEvent(Ljava/lang/Object;)V
    .registers 2

    .line 51
    check-cast p1, Lcom/relaykit/home/devices/DevicesModule$AlertsShown;

    invoke-virtual {p0, p1}, Lcom/relaykit/home/devices/DevicesModule$1;->onEvent(Lcom/relaykit/home/devices/DevicesModule$AlertsShown;)V

    return-void
.end method
