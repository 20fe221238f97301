.class Lcom/tidepool/reef/dosing/PumpDriver$1;
.super Landroid/os/Handler;
.source "PumpDriver.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/dosing/PumpDriver;-><init>(Lcom/tidepool/reef/data/PumpRepo;Landroid/os/Looper;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/dosing/PumpDriver;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/dosing/PumpDriver;Landroid/os/Looper;)V
    .registers 3

    .line 22
    iput-object p1, p0, Lcom/tidepool/reef/dosing/PumpDriver$1;->this$0:Lcom/tidepool/reef/dosing/PumpDriver;

    invoke-direct {p0, p2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)V
    .registers 8

    .line 25
    iget v0, p1, Landroid/os/Message;->what:I

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 27
    :sswitch_0
    iget-object v0, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v0, Ljava/lang/Long;

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v4

    .line 28
    iget-object v0, p0, Lcom/tidepool/reef/dosing/PumpDriver$1;->this$0:Lcom/tidepool/reef/dosing/PumpDriver;

    invoke-static {v0}, Lcom/tidepool/reef/dosing/PumpDriver;->access$000(Lcom/tidepool/reef/dosing/PumpDriver;)Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    const-string v3, "running"

    invoke-virtual {v0, v4, v5, v3}, Lcom/tidepool/reef/data/PumpRepo;->setCommandState(JLjava/lang/String;)V

    .line 29
    new-instance v1, Lcom/tidepool/reef/dosing/PumpDriver$1$1;

    invoke-direct {v1, p0, v4, v5}, Lcom/tidepool/reef/dosing/PumpDriver$1$1;-><init>(Lcom/tidepool/reef/dosing/PumpDriver$1;J)V

    const-wide/32 v2, 0x88b8

    invoke-virtual {p0, v1, v2, v3}, Lcom/tidepool/reef/dosing/PumpDriver$1;->postDelayed(Ljava/lang/Runnable;J)Z

    .line 36
    goto :goto_1

    .line 38
    :goto_0
    invoke-super {p0, p1}, Landroid/os/Handler;->handleMessage(Landroid/os/Message;)V

    .line 40
    :goto_1
    return-void

    nop

    :sswitch_data_0
    .sparse-switch
        0x1 -> :sswitch_0
    .end sparse-switch
.end method
