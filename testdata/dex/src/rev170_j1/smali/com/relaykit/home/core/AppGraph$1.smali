.class Lcom/relaykit/home/core/AppGraph$1;
.super Ljava/lang/Object;
.source "AppGraph.java"

# interfaces
.implements Ljava/util/function/Supplier;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/core/AppGraph;->build(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Supplier<",
        "Lcom/relaykit/home/devices/DeviceRepo;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic val$c:Lcom/relaykit/home/core/ServiceContainer;


# direct methods
.method constructor <init>(Lcom/relaykit/home/core/ServiceContainer;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 35
    iput-object p1, p0, Lcom/relaykit/home/core/AppGraph$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public get()Lcom/relaykit/home/devices/DeviceRepo;
    .registers 5

    .line 38
    new-instance v0, Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v1, p0, Lcom/relaykit/home/core/AppGraph$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    const-class v2, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/core/HomeDb;

    iget-object v2, p0, Lcom/relaykit/home/core/AppGraph$1;->val$c:Lcom/relaykit/home/core/ServiceContainer;

    const-class v3, Lcom/relaykit/home/core/Retry;

    invoke-virtual {v2, v3}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/relaykit/home/core/Retry;

    invoke-direct {v0, v1, v2}, Lcom/relaykit/home/devices/DeviceRepo;-><init>(Lcom/relaykit/home/core/HomeDb;Lcom/relaykit/home/core/Retry;)V

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 35
    invoke-virtual {p0}, Lcom/relaykit/home/core/AppGraph$1;->get()Lcom/relaykit/home/devices/DeviceRepo;

    move-result-object v0

    return-object v0
.end method
