.class Lcom/relaykit/home/devices/ConfirmDeviceActivity$1;
.super Ljava/lang/Object;
.source "ConfirmDeviceActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/devices/ConfirmDeviceActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/relaykit/home/devices/ConfirmDeviceActivity;


# direct methods
.method constructor <init>(Lcom/relaykit/home/devices/ConfirmDeviceActivity;)V
    .registers 2

    .line 35
    iput-object p1, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity$1;->this$0:Lcom/relaykit/home/devices/ConfirmDeviceActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .registers 4

    .line 38
    iget-object v0, p0, Lcom/relaykit/home/devices/ConfirmDeviceActivity$1;->this$0:Lcom/relaykit/home/devices/ConfirmDeviceActivity;

    const/4 v1, 0x1

    invoke-static {v0, v1}, Lcom/relaykit/home/devices/ConfirmDeviceActivity;->-$$Nest$manswer(Lcom/relaykit/home/devices/ConfirmDeviceActivity;Z)V

    .line 39
    return-void
.end method
