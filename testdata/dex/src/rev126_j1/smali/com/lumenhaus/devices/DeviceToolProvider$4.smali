.class Lcom/lumenhaus/devices/DeviceToolProvider$4;
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

    .line 153
    iput-object p1, p0, Lcom/lumenhaus/devices/DeviceToolProvider$4;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 156
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "room"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 157
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$4;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$200(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/data/HubStore;

    move-result-object v0

    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    move-object v1, v3

    :goto_0
    invoke-virtual {v0, v1}, Lcom/lumenhaus/data/HubStore;->devices(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v4

    .line 158
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "devices"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
