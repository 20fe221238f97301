.class Lcom/lumenhaus/devices/DeviceToolProvider$1;
.super Ljava/lang/Object;
.source "DeviceToolProvider.java"

# interfaces
.implements Lcom/lumenhaus/cetp/CallerRule;


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

    .line 115
    iput-object p1, p0, Lcom/lumenhaus/devices/DeviceToolProvider$1;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public accepts(I)Z
    .registers 6

    .line 118
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$1;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    invoke-virtual {v0}, Lcom/lumenhaus/devices/DeviceToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v3

    .line 119
    if-eqz v3, :cond_0

    array-length v0, v3

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    aget-object v1, v3, v2

    const-string v0, "com.clawseed.assistant"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
