.class final enum Lcom/tidepool/reef/dosing/DoseTool$4;
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

    .line 124
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, p3, v0}, Lcom/tidepool/reef/dosing/DoseTool;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;Lcom/tidepool/reef/dosing/DoseTool$1;)V

    return-void
.end method


# virtual methods
.method run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 132
    iget-object v0, p2, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/dosing/DoseTool$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/dosing/DoseTool$Args;

    move-result-object v5

    .line 133
    iget-wide v0, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/PumpRepo;->pump(J)Lcom/tidepool/reef/data/PumpRepo$Pump;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v6, v0

    .line 134
    if-eqz v6, :cond_1

    iget-wide v0, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    const-wide/16 v2, 0x0

    cmpl-double v0, v0, v2

    if-lez v0, :cond_1

    iget-wide v0, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    const-wide/high16 v2, 0x4049000000000000L    # 50.0

    cmpg-double v0, v0, v2

    if-lez v0, :cond_2

    .line 135
    :cond_1
    const-string v1, "INVALID_ARGS"

    const-string v2, "A pump and 0 to 50 ml are required."

    invoke-interface {p3, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 136
    return-void

    .line 138
    :cond_2
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Dose "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " ml of "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, v6, Lcom/tidepool/reef/data/PumpRepo$Pump;->additive:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " from "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, v6, Lcom/tidepool/reef/data/PumpRepo$Pump;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " now? A dose cannot be taken back out of the tank."

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    .line 140
    invoke-static {}, Lcom/tidepool/reef/cetp/Confirmations;->get()Lcom/tidepool/reef/cetp/Confirmations;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->prompt()Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    move-result-object v3

    invoke-virtual {v0, p2, v7, v3, p3}, Lcom/tidepool/reef/cetp/Confirmations;->confirmed(Lcom/tidepool/reef/cetp/ToolRequest;Ljava/lang/String;Lcom/tidepool/reef/cetp/Confirmations$Prompt;Lcom/tidepool/reef/cetp/ResultCallback;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 141
    return-void

    .line 143
    :cond_3
    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->driver()Lcom/tidepool/reef/dosing/PumpDriver;

    move-result-object v0

    iget-wide v1, v6, Lcom/tidepool/reef/data/PumpRepo$Pump;->id:J

    iget-wide v3, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tidepool/reef/dosing/PumpDriver;->dose(JD)J

    move-result-wide v8

    .line 144
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "command_id"

    invoke-virtual {v1, v2, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p3, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 145
    return-void
.end method
