.class Lcom/lumenhaus/devices/DeviceToolProvider$6;
.super Ljava/lang/Object;
.source "DeviceToolProvider.java"

# interfaces
.implements Lcom/lumenhaus/cetp/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/devices/DeviceToolProvider;->registerTools()V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhaus/devices/DeviceToolProvider;


# direct methods
.method constructor <init>(Lcom/lumenhaus/devices/DeviceToolProvider;)V
    .registers 2

    .line 174
    iput-object p1, p0, Lcom/lumenhaus/devices/DeviceToolProvider$6;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 177
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$6;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-static {v0, p1}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$300(Lcom/lumenhaus/devices/DeviceToolProvider;Lcom/lumenhaus/cetp/Invocation;)I

    move-result v6

    .line 178
    if-nez v6, :cond_0

    .line 179
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The reset was declined"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :cond_0
    const/4 v1, 0x1

    if-eq v6, v1, :cond_1

    .line 182
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$6;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    const-string v2, "Erase every device, scene and schedule of the hub"

    invoke-static {v0, p1, v2}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$400(Lcom/lumenhaus/devices/DeviceToolProvider;Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_1
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$6;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$100(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/cetp/RadioLink;

    move-result-object v0

    iget-object v1, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/lumenhaus/cetp/Invocation;->remainingMs()J

    move-result-wide v4

    const-string v2, "factory_reset"

    const-string v3, "{}"

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/cetp/RadioLink;->send(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v7

    .line 185
    const-string v2, "status"

    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 186
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$6;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$200(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/data/HubStore;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenhaus/data/HubStore;->forgetDevices()I

    .line 188
    :cond_2
    return-object v7
.end method
