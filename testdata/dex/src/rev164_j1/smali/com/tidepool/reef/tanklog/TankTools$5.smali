.class Lcom/tidepool/reef/tanklog/TankTools$5;
.super Ljava/lang/Object;
.source "TankTools.java"

# interfaces
.implements Lcom/tidepool/reef/cetp/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/tanklog/TankTools;-><init>(Landroid/content/Context;Lcom/tidepool/reef/data/TankRepo;Lcom/tidepool/reef/cetp/Confirmations$Prompt;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/tanklog/TankTools;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/tanklog/TankTools;)V
    .registers 2

    .line 216
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankTools$5;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 219
    iget-object v0, p1, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/tanklog/TankTools$Args;

    move-result-object v4

    .line 220
    iget-wide v0, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->testId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$5;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;

    move-result-object v0

    iget-wide v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->testId:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/TankRepo;->test(J)Lcom/tidepool/reef/data/TankRepo$WaterTest;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 221
    if-nez v5, :cond_1

    .line 222
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such water test."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 223
    return-void

    .line 225
    :cond_1
    iget-boolean v0, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->confirmed:Z

    if-nez v0, :cond_2

    .line 226
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Delete the "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, v5, Lcom/tidepool/reef/data/TankRepo$WaterTest;->parameter:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " reading of "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/data/TankRepo$WaterTest;->value:D

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " (test "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/data/TankRepo$WaterTest;->id:J

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ")? This cannot be undone."

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    .line 228
    invoke-static {}, Lcom/tidepool/reef/cetp/Confirmations;->get()Lcom/tidepool/reef/cetp/Confirmations;

    move-result-object v0

    iget-object v3, p0, Lcom/tidepool/reef/tanklog/TankTools$5;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v3}, Lcom/tidepool/reef/tanklog/TankTools;->access$300(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    move-result-object v3

    invoke-virtual {v0, p1, v6, v3, p2}, Lcom/tidepool/reef/cetp/Confirmations;->confirmed(Lcom/tidepool/reef/cetp/ToolRequest;Ljava/lang/String;Lcom/tidepool/reef/cetp/Confirmations$Prompt;Lcom/tidepool/reef/cetp/ResultCallback;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 229
    return-void

    .line 232
    :cond_2
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$5;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/data/TankRepo$WaterTest;->id:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/TankRepo;->deleteTest(J)Z

    .line 233
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "deleted"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p2, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 234
    return-void
.end method
