.class final Lcom/tidepool/reef/tanklog/TankTools$Args;
.super Ljava/lang/Object;
.source "TankTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/tanklog/TankTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Args"
.end annotation


# instance fields
.field confirmed:Z

.field limit:I

.field name:Ljava/lang/String;

.field parameter:Ljava/lang/String;

.field tankId:J

.field testId:J

.field value:D


# direct methods
.method constructor <init>()V
    .registers 3

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 42
    const-wide/16 v0, -0x1

    iput-wide v0, p0, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    .line 43
    const-wide/16 v0, -0x1

    iput-wide v0, p0, Lcom/tidepool/reef/tanklog/TankTools$Args;->testId:J

    .line 46
    const-wide/high16 v0, 0x7ff8000000000000L    # Double.NaN

    iput-wide v0, p0, Lcom/tidepool/reef/tanklog/TankTools$Args;->value:D

    .line 47
    const/16 v0, 0x14

    iput v0, p0, Lcom/tidepool/reef/tanklog/TankTools$Args;->limit:I

    return-void
.end method

.method static parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/tanklog/TankTools$Args;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 51
    new-instance v4, Lcom/tidepool/reef/tanklog/TankTools$Args;

    invoke-direct {v4}, Lcom/tidepool/reef/tanklog/TankTools$Args;-><init>()V

    .line 52
    invoke-virtual {p0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v5

    .line 53
    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 54
    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 55
    move-object v7, v6

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "tank_id"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "test_id"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "name"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "parameter"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "value"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x4

    goto :goto_1

    :sswitch_5
    const-string v1, "limit"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x5

    goto :goto_1

    :sswitch_6
    const-string v1, "confirmed"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x6

    :cond_0
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 57
    :pswitch_0
    const-string v2, "tank_id"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    iput-wide v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    .line 58
    goto :goto_3

    .line 60
    :pswitch_1
    const-string v2, "test_id"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    iput-wide v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->testId:J

    .line 61
    goto :goto_3

    .line 63
    :pswitch_2
    const-string v2, "name"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v1

    iput-object v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->name:Ljava/lang/String;

    .line 64
    goto :goto_3

    .line 66
    :pswitch_3
    const-string v2, "parameter"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->parameter:Ljava/lang/String;

    .line 67
    goto :goto_3

    .line 69
    :pswitch_4
    const-string v2, "value"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getDouble(Ljava/lang/String;)D

    move-result-wide v1

    iput-wide v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->value:D

    .line 70
    goto :goto_3

    .line 72
    :pswitch_5
    const-string v2, "limit"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v1

    iput v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->limit:I

    .line 73
    goto :goto_3

    .line 76
    :pswitch_6
    const-string v2, "confirmed"

    const/4 v3, 0x0

    invoke-virtual {p0, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v1

    iput-boolean v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->confirmed:Z

    .line 77
    goto :goto_3

    .line 79
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

    .line 81
    :goto_3
    goto/16 :goto_0

    .line 82
    :cond_1
    return-object v4

    nop

    :sswitch_data_0
    .sparse-switch
        -0x5be6e370 -> :sswitch_0
        -0x54c8f418 -> :sswitch_1
        -0x2fedbca1 -> :sswitch_6
        0x337a8b -> :sswitch_2
        0x6234bbb -> :sswitch_5
        0x6ac9171 -> :sswitch_4
        0x747eb3a9 -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method
