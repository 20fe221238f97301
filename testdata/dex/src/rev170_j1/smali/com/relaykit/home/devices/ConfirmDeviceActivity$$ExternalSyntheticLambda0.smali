.class public final synthetic Lcom/relaykit/home/devices/ConfirmDeviceActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/relaykit/home/devices/ConfirmDeviceActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/relaykit/home/devices/ConfirmDeviceActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity$$ExternalSyntheticLambda0;->f$0:Lcom/relaykit/home/devices/ConfirmDeviceActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity$$ExternalSyntheticLambda0;->f$0:Lcom/relaykit/home/devices/ConfirmDeviceActivity;

    invoke-virtual {v0, p1}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->lambda$onCreate$0$com-relaykit-home-devices-ConfirmDeviceActivity(Landroid/view/View;)V

    return-void
.end method
