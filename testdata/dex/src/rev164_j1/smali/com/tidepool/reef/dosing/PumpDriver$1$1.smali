.class Lcom/tidepool/reef/dosing/PumpDriver$1$1;
.super Ljava/lang/Object;
.source "PumpDriver.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/dosing/PumpDriver$1;->handleMessage(Landroid/os/Message;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$1:Lcom/tidepool/reef/dosing/PumpDriver$1;

.field final synthetic val$commandId:J


# direct methods
.method constructor <init>(Lcom/tidepool/reef/dosing/PumpDriver$1;J)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 29
    iput-object p1, p0, Lcom/tidepool/reef/dosing/PumpDriver$1$1;->this$1:Lcom/tidepool/reef/dosing/PumpDriver$1;

    iput-wide p2, p0, Lcom/tidepool/reef/dosing/PumpDriver$1$1;->val$commandId:J

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 32
    iget-object v0, p0, Lcom/tidepool/reef/dosing/PumpDriver$1$1;->this$1:Lcom/tidepool/reef/dosing/PumpDriver$1;

    iget-object v0, v0, Lcom/tidepool/reef/dosing/PumpDriver$1;->this$0:Lcom/tidepool/reef/dosing/PumpDriver;

    invoke-static {v0}, Lcom/tidepool/reef/dosing/PumpDriver;->access$000(Lcom/tidepool/reef/dosing/PumpDriver;)Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    iget-wide v1, p0, Lcom/tidepool/reef/dosing/PumpDriver$1$1;->val$commandId:J

    const-string v3, "done"

    invoke-virtual {v0, v1, v2, v3}, Lcom/tidepool/reef/data/PumpRepo;->setCommandState(JLjava/lang/String;)V

    .line 33
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "command "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget-wide v2, p0, Lcom/tidepool/reef/dosing/PumpDriver$1$1;->val$commandId:J

    invoke-virtual {v1, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " finished"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "PumpDriver"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 34
    return-void
.end method
