.class Lcom/lumenhaus/devices/DeviceToolProvider$5;
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

    .line 161
    iput-object p1, p0, Lcom/lumenhaus/devices/DeviceToolProvider$5;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 164
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "room"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 165
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "scene"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 166
    const-string v0, "bright"

    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "evening"

    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "night"

    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 167
    const-string v0, "off"

    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 168
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "Unknown scene"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 170
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "room"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "scene"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    .line 171
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$5;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$100(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/cetp/RadioLink;

    move-result-object v0

    iget-object v1, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v8}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/lumenhaus/cetp/Invocation;->remainingMs()J

    move-result-wide v4

    const-string v2, "scene"

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/cetp/RadioLink;->send(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
