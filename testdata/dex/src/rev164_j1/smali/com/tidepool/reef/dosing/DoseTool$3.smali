.class final enum Lcom/tidepool/reef/dosing/DoseTool$3;
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

    .line 83
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, p3, v0}, Lcom/tidepool/reef/dosing/DoseTool;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;Lcom/tidepool/reef/dosing/DoseTool$1;)V

    return-void
.end method


# virtual methods
.method run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 22
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 92
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/dosing/DoseTool$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/dosing/DoseTool$Args;

    move-result-object v9

    .line 93
    iget-wide v0, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    iget-wide v1, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/PumpRepo;->pump(J)Lcom/tidepool/reef/data/PumpRepo$Pump;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 94
    if-eqz v10, :cond_1

    iget-wide v0, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    const-wide/16 v2, 0x0

    cmpl-double v0, v0, v2

    if-lez v0, :cond_1

    iget-wide v0, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    const-wide/high16 v2, 0x4049000000000000L    # 50.0

    cmpg-double v0, v0, v2

    if-gtz v0, :cond_1

    iget-wide v0, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->atMs:J

    .line 95
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    .line 96
    :cond_1
    move-object/from16 v0, p3

    const-string v1, "INVALID_ARGS"

    const-string v2, "A pump, 0 to 50 ml and a future time are required."

    invoke-interface {v0, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 97
    return-void

    .line 99
    :cond_2
    iget-wide v0, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    const-wide/high16 v2, 0x4034000000000000L    # 20.0

    cmpl-double v0, v0, v2

    if-lez v0, :cond_3

    .line 100
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Schedule "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-wide v1, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " ml of "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, v10, Lcom/tidepool/reef/data/PumpRepo$Pump;->additive:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " from "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, v10, Lcom/tidepool/reef/data/PumpRepo$Pump;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "?"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v11

    .line 101
    invoke-static {}, Lcom/tidepool/reef/cetp/Confirmations;->get()Lcom/tidepool/reef/cetp/Confirmations;

    move-result-object v0

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidepool/reef/dosing/DosingProvider;->prompt()Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    move-result-object v3

    move-object/from16 v1, p2

    move-object/from16 v4, p3

    invoke-virtual {v0, v1, v11, v3, v4}, Lcom/tidepool/reef/cetp/Confirmations;->confirmed(Lcom/tidepool/reef/cetp/ToolRequest;Ljava/lang/String;Lcom/tidepool/reef/cetp/Confirmations$Prompt;Lcom/tidepool/reef/cetp/ResultCallback;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 102
    return-void

    .line 105
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    iget-wide v1, v10, Lcom/tidepool/reef/data/PumpRepo$Pump;->id:J

    iget-wide v3, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    iget-wide v5, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->atMs:J

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/tidepool/reef/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    invoke-virtual/range {v0 .. v7}, Lcom/tidepool/reef/data/PumpRepo;->insertSchedule(JDJLjava/lang/String;)J

    move-result-wide v11

    .line 107
    iget-wide v13, v9, Lcom/tidepool/reef/dosing/DoseTool$Args;->atMs:J

    .line 108
    move-object/from16 v0, p2

    iget v15, v0, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    .line 109
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidepool/reef/dosing/DosingProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v16

    .line 110
    new-instance v0, Lcom/tidepool/reef/dosing/DoseTool$3$1;

    move-object v1, v0

    move-object/from16 v2, p0

    move-wide v3, v11

    move-wide v5, v13

    move v7, v15

    move-object/from16 v8, v16

    invoke-direct/range {v1 .. v8}, Lcom/tidepool/reef/dosing/DoseTool$3$1;-><init>(Lcom/tidepool/reef/dosing/DoseTool$3;JJILandroid/content/ContentResolver;)V

    invoke-static {v0}, Lcom/tidepool/reef/cetp/AppIdentity;->asApp(Ljava/util/concurrent/Callable;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/net/Uri;

    move-object/from16 v17, v0

    .line 121
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "schedule_id"

    invoke-virtual {v1, v2, v11, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    const-string v2, "reminder_set"

    if-eqz v17, :cond_4

    const/4 v3, 0x1

    goto :goto_1

    :cond_4
    const/4 v3, 0x0

    :goto_1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {v0, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 122
    return-void
.end method
