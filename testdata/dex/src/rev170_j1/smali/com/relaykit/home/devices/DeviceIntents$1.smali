.class Lcom/relaykit/home/devices/DeviceIntents$1;
.super Ljava/lang/Object;
.source "DeviceIntents.java"

# interfaces
.implements Ljava/util/function/BiFunction;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/devices/DeviceIntents;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/BiFunction<",
        "Ljava/lang/String;",
        "Ljava/lang/String;",
        "Landroid/content/Intent;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/relaykit/home/devices/DeviceIntents;


# direct methods
.method constructor <init>(Lcom/relaykit/home/devices/DeviceIntents;)V
    .registers 2

    .line 22
    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceIntents$1;->this$0:Lcom/relaykit/home/devices/DeviceIntents;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public apply(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .registers 6

    .line 25
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.relaykit.home.action.APPROVE_DEVICE_ACTION"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 26
    const-string v1, "com.relaykit.home.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 27
    const-string v1, "com.relaykit.home.extra.SUMMARY"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 25
    return-object v0
.end method

.method public bridge synthetic apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 22
    check-cast p1, Ljava/lang/String;

    check-cast p2, Ljava/lang/String;

    invoke-virtual {p0, p1, p2}, Lcom/relaykit/home/devices/DeviceIntents$1;->apply(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    return-object v0
.end method
