.class final Lcom/tidepool/reef/dosing/DoseTool$Args;
.super Ljava/lang/Object;
.source "DoseTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/dosing/DoseTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Args"
.end annotation


# instance fields
.field atMs:J

.field forceRefresh:Z

.field millilitres:D

.field pumpId:J

.field scheduleId:J


# direct methods
.method constructor <init>()V
    .registers 3

    .line 168
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 169
    const-wide/16 v0, -0x1

    iput-wide v0, p0, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    .line 170
    const-wide/16 v0, -0x1

    iput-wide v0, p0, Lcom/tidepool/reef/dosing/DoseTool$Args;->scheduleId:J

    .line 171
    const-wide/high16 v0, 0x7ff8000000000000L    # Double.NaN

    iput-wide v0, p0, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    .line 172
    const-wide/16 v0, -0x1

    iput-wide v0, p0, Lcom/tidepool/reef/dosing/DoseTool$Args;->atMs:J

    return-void
.end method

.method static parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/dosing/DoseTool$Args;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 176
    new-instance v4, Lcom/tidepool/reef/dosing/DoseTool$Args;

    invoke-direct {v4}, Lcom/tidepool/reef/dosing/DoseTool$Args;-><init>()V

    .line 177
    invoke-virtual {p0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v5

    .line 178
    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 179
    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 180
    move-object v7, v6

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "pump_id"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "schedule_id"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "millilitres"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "at_ms"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "force_refresh"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x4

    :cond_0
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 182
    :pswitch_0
    const-string v2, "pump_id"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    iput-wide v1, v4, Lcom/tidepool/reef/dosing/DoseTool$Args;->pumpId:J

    .line 183
    goto :goto_3

    .line 185
    :pswitch_1
    const-string v2, "schedule_id"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    iput-wide v1, v4, Lcom/tidepool/reef/dosing/DoseTool$Args;->scheduleId:J

    .line 186
    goto :goto_3

    .line 188
    :pswitch_2
    const-string v2, "millilitres"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getDouble(Ljava/lang/String;)D

    move-result-wide v1

    iput-wide v1, v4, Lcom/tidepool/reef/dosing/DoseTool$Args;->millilitres:D

    .line 189
    goto :goto_3

    .line 191
    :pswitch_3
    const-string v2, "at_ms"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    iput-wide v1, v4, Lcom/tidepool/reef/dosing/DoseTool$Args;->atMs:J

    .line 192
    goto :goto_3

    .line 194
    :pswitch_4
    const-string v2, "force_refresh"

    const/4 v3, 0x0

    invoke-virtual {p0, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v1

    iput-boolean v1, v4, Lcom/tidepool/reef/dosing/DoseTool$Args;->forceRefresh:Z

    .line 195
    goto :goto_3

    .line 197
    :goto_2
    new-instance v0, Lorg/json/JSONException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unknown argument "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 199
    :goto_3
    goto/16 :goto_0

    .line 200
    :cond_1
    return-object v4

    nop

    :sswitch_data_0
    .sparse-switch
        -0xd6ab5ae -> :sswitch_0
        0x58d1532 -> :sswitch_3
        0xa7e43c3 -> :sswitch_1
        0x68150cb6 -> :sswitch_2
        0x70bba987 -> :sswitch_4
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method
