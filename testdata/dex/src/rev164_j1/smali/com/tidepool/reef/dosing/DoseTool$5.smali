.class final enum Lcom/tidepool/reef/dosing/DoseTool$5;
.super Lcom/tidepool/reef/dosing/DoseTool;
.source "DoseTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/dosing/DoseTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method constructor <init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V
    .registers 5

    .line 147
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, p3, v0}, Lcom/tidepool/reef/dosing/DoseTool;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;Lcom/tidepool/reef/dosing/DoseTool$1;)V

    return-void
.end method


# virtual methods
.method run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 154
    iget-object v0, p2, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/dosing/DoseTool$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/dosing/DoseTool$Args;

    move-result-object v6

    .line 155
    iget-wide v0, v6, Lcom/tidepool/reef/dosing/DoseTool$Args;->scheduleId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    iget-wide v1, v6, Lcom/tidepool/reef/dosing/DoseTool$Args;->scheduleId:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/PumpRepo;->scheduleExists(J)Z

    move-result v0

    if-nez v0, :cond_1

    .line 156
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such scheduled dose."

    invoke-interface {p3, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 157
    return-void

    .line 159
    :cond_1
    invoke-static {}, Lcom/tidepool/reef/cetp/Confirmations;->get()Lcom/tidepool/reef/cetp/Confirmations;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Cancel scheduled dose "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    iget-wide v3, v6, Lcom/tidepool/reef/dosing/DoseTool$Args;->scheduleId:J

    invoke-virtual {v2, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "?"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 160
    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->prompt()Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    move-result-object v3

    .line 159
    invoke-virtual {v0, p2, v2, v3, p3}, Lcom/tidepool/reef/cetp/Confirmations;->confirmed(Lcom/tidepool/reef/cetp/ToolRequest;Ljava/lang/String;Lcom/tidepool/reef/cetp/Confirmations$Prompt;Lcom/tidepool/reef/cetp/ResultCallback;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 161
    return-void

    .line 163
    :cond_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v3

    iget-wide v4, v6, Lcom/tidepool/reef/dosing/DoseTool$Args;->scheduleId:J

    invoke-virtual {v3, v4, v5}, Lcom/tidepool/reef/data/PumpRepo;->deleteSchedule(J)Z

    move-result v3

    const-string v2, "cancelled"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p3, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 164
    return-void
.end method
