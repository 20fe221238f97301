.class final Lcom/tb/Events$DeviceShown;
.super Ljava/lang/Object;
.source "Events.java"

# instance fields
.field final deviceId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 18
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 19
    iput-object v2, v1, Lcom/tb/Events$DeviceShown;->deviceId:Ljava/lang/String;
    .line 20
    return-void
.end method

