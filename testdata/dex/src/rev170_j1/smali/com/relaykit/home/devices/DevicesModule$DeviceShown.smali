.class public final Lcom/relaykit/home/devices/DevicesModule$DeviceShown;
.super Ljava/lang/Object;
.source "DevicesModule.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/devices/DevicesModule;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "DeviceShown"
.end annotation


# instance fields
.field final deviceId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 34
    iput-object p1, p0, Lcom/relaykit/home/devices/DevicesModule$DeviceShown;->deviceId:Ljava/lang/String;

    .line 35
    return-void
.end method
