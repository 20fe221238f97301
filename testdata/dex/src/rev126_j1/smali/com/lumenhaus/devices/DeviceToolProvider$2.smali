.class Lcom/lumenhaus/devices/DeviceToolProvider$2;
.super Ljava/lang/Object;
.source "DeviceToolProvider.java"

# interfaces
.implements Ljava/util/concurrent/ThreadFactory;


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

    .line 122
    iput-object p1, p0, Lcom/lumenhaus/devices/DeviceToolProvider$2;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public newThread(Ljava/lang/Runnable;)Ljava/lang/Thread;
    .registers 4

    .line 125
    new-instance v0, Ljava/lang/Thread;

    const-string v1, "device-tools"

    invoke-direct {v0, p1, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    return-object v0
.end method
