.class Lcom/lumenhaus/devices/DeviceToolProvider$3;
.super Ljava/lang/Object;
.source "DeviceToolProvider.java"

# interfaces
.implements Landroid/os/Handler$Callback;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/devices/DeviceToolProvider;->onCreate()Z
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

    .line 128
    iput-object p1, p0, Lcom/lumenhaus/devices/DeviceToolProvider$3;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)Z
    .registers 10

    .line 131
    iget v0, p1, Landroid/os/Message;->what:I

    const/4 v1, 0x1

    if-eq v0, v1, :cond_0

    .line 132
    const/4 v0, 0x0

    return v0

    .line 134
    :cond_0
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v4

    .line 135
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 138
    :try_start_0
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$3;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    const-string v2, "command"

    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "payload"

    invoke-virtual {v4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$000(Lcom/lumenhaus/devices/DeviceToolProvider;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 139
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$3;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$100(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/cetp/RadioLink;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenhaus/cetp/RadioLink;->replies()Landroid/os/Handler;

    move-result-object v0

    const/4 v1, 0x2

    invoke-virtual {v0, v1, v7}, Landroid/os/Handler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v6

    .line 142
    goto :goto_0

    :catch_0
    move-exception v7

    .line 141
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$3;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$100(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/cetp/RadioLink;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenhaus/cetp/RadioLink;->replies()Landroid/os/Handler;

    move-result-object v0

    invoke-virtual {v7}, Ljava/io/IOException;->getMessage()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x3

    invoke-virtual {v0, v1, v2}, Landroid/os/Handler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v6

    .line 143
    :goto_0
    invoke-virtual {v6}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "request_id"

    invoke-virtual {v0, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 144
    invoke-virtual {v6}, Landroid/os/Message;->sendToTarget()V

    .line 145
    const/4 v0, 0x1

    return v0
.end method
