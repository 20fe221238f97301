.class final enum Lcom/tidepool/reef/dosing/DoseTool$2;
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

    .line 48
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, p3, v0}, Lcom/tidepool/reef/dosing/DoseTool;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;Lcom/tidepool/reef/dosing/DoseTool$1;)V

    return-void
.end method


# virtual methods
.method run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 56
    iget-object v0, p2, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/dosing/DoseTool$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/dosing/DoseTool$Args;

    move-result-object v5

    .line 57
    iget-wide v0, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/PumpRepo;->pump(J)Lcom/tidepool/reef/data/PumpRepo$Pump;

    move-result-object v0

    if-nez v0, :cond_1

    .line 58
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such pump."

    invoke-interface {p3, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    return-void

    .line 61
    :cond_1
    iget-boolean v0, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->forceRefresh:Z

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    iget-wide v1, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    invoke-virtual {p1, v1, v2}, Lcom/tidepool/reef/dosing/DosingProvider;->cachedStatus(J)Lorg/json/JSONObject;

    move-result-object v0

    :goto_0
    move-object v6, v0

    .line 62
    if-nez v6, :cond_3

    .line 63
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    const-string v1, "pump_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v7

    .line 64
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 65
    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    new-instance v4, Lcom/tidepool/reef/dosing/DoseTool$2$1;

    invoke-direct {v4, p0, v8, v7}, Lcom/tidepool/reef/dosing/DoseTool$2$1;-><init>(Lcom/tidepool/reef/dosing/DoseTool$2;Lorg/json/JSONArray;Lorg/json/JSONObject;)V

    const/16 v3, 0x18

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tidepool/reef/data/PumpRepo;->readings(JILcom/tidepool/reef/data/RowCallback;)V

    .line 77
    iget-wide v1, v5, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    invoke-virtual {p1, v1, v2, v7}, Lcom/tidepool/reef/dosing/DosingProvider;->cacheStatus(JLorg/json/JSONObject;)V

    .line 78
    move-object v6, v7

    .line 80
    :cond_3
    invoke-interface {p3, v6}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 81
    return-void
.end method
