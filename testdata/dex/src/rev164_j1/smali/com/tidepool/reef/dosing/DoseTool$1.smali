.class final enum Lcom/tidepool/reef/dosing/DoseTool$1;
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

    .line 28
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

    .line 34
    invoke-virtual {p1}, Lcom/tidepool/reef/dosing/DosingProvider;->pumps()Lcom/tidepool/reef/data/PumpRepo;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidepool/reef/data/PumpRepo;->pumps()Ljava/util/List;

    move-result-object v3

    .line 35
    new-instance v1, Lcom/tidepool/reef/dosing/DoseTool$1$1;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/dosing/DoseTool$1$1;-><init>(Lcom/tidepool/reef/dosing/DoseTool$1;)V

    invoke-static {v3, v1}, Ljava/util/Collections;->sort(Ljava/util/List;Ljava/util/Comparator;)V

    .line 41
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 42
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/data/PumpRepo$Pump;

    move-object v6, v0

    .line 43
    invoke-virtual {v6}, Lcom/tidepool/reef/data/PumpRepo$Pump;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 44
    goto :goto_0

    .line 45
    :cond_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "pumps"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p3, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 46
    return-void
.end method
