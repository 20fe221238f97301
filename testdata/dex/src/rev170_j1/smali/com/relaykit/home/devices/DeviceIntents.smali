.class final Lcom/relaykit/home/devices/DeviceIntents;
.super Ljava/lang/Object;
.source "DeviceIntents.java"

# interfaces
.implements Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;


# static fields
.field static final ACTION_APPROVE:Ljava/lang/String; = "com.relaykit.home.action.APPROVE_DEVICE_ACTION"

.field static final EXTRA_SUMMARY:Ljava/lang/String; = "com.relaykit.home.extra.SUMMARY"

.field private static final FLAGS:I = 0xc000000

.field private static final GUARD_PACKAGE:Ljava/lang/String; = "com.relaykit.guard"

.field private static final HOME_PACKAGE:Ljava/lang/String; = "com.relaykit.home"


# instance fields
.field private final approvalRequest:Ljava/util/function/BiFunction;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/BiFunction<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field private final context:Landroid/content/Context;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 3

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    new-instance v0, Lcom/relaykit/home/devices/DeviceIntents$1;

    invoke-direct {v0, p0}, Lcom/relaykit/home/devices/DeviceIntents$1;-><init>(Lcom/relaykit/home/devices/DeviceIntents;)V

    iput-object v0, p0, Lcom/relaykit/home/devices/DeviceIntents;->approvalRequest:Ljava/util/function/BiFunction;

    .line 32
    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceIntents;->context:Landroid/content/Context;

    .line 33
    return-void
.end method


# virtual methods
.method public confirmation(Ljava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9

    .line 37
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/ToolSpec;->risk()Ljava/lang/String;

    move-result-object v0

    const-string v1, "high"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 39
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceIntents;->approvalRequest:Ljava/util/function/BiFunction;

    invoke-interface {v0, p1, p3}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Intent;

    new-instance v1, Landroid/content/ComponentName;

    const-string v2, "com.relaykit.guard"

    const-string v3, "com.relaykit.guard.ApproveActivity"

    invoke-direct {v1, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v4

    .line 41
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceIntents;->context:Landroid/content/Context;

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {v0, v1, v4, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    .line 43
    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceIntents;->approvalRequest:Ljava/util/function/BiFunction;

    invoke-interface {v0, p1, p3}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Intent;

    new-instance v1, Landroid/content/ComponentName;

    const-string v2, "com.relaykit.home"

    const-string v3, "com.relaykit.home.devices.ConfirmDeviceActivity"

    invoke-direct {v1, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    .line 44
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v4

    .line 45
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceIntents;->context:Landroid/content/Context;

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {v0, v1, v4, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
