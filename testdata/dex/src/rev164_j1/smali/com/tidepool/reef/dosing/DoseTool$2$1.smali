.class Lcom/tidepool/reef/dosing/DoseTool$2$1;
.super Ljava/lang/Object;
.source "DoseTool.java"

# interfaces
.implements Lcom/tidepool/reef/data/RowCallback;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/dosing/DoseTool$2;->run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/tidepool/reef/data/RowCallback<",
        "Lcom/tidepool/reef/data/PumpRepo$Reading;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/dosing/DoseTool$2;

.field final synthetic val$fresh:Lorg/json/JSONObject;

.field final synthetic val$levels:Lorg/json/JSONArray;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/dosing/DoseTool$2;Lorg/json/JSONArray;Lorg/json/JSONObject;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 65
    iput-object p1, p0, Lcom/tidepool/reef/dosing/DoseTool$2$1;->this$0:Lcom/tidepool/reef/dosing/DoseTool$2;

    iput-object p2, p0, Lcom/tidepool/reef/dosing/DoseTool$2$1;->val$levels:Lorg/json/JSONArray;

    iput-object p3, p0, Lcom/tidepool/reef/dosing/DoseTool$2$1;->val$fresh:Lorg/json/JSONObject;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onEnd(I)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 73
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DoseTool$2$1;->val$fresh:Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/tidepool/reef/dosing/DoseTool$2$1;->val$levels:Lorg/json/JSONArray;

    const-string v1, "levels"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 74
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DoseTool$2$1;->val$fresh:Lorg/json/JSONObject;

    const-string v1, "readings"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 75
    return-void
.end method

.method public onRow(Lcom/tidepool/reef/data/PumpRepo$Reading;)V
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 68
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DoseTool$2$1;->val$levels:Lorg/json/JSONArray;

    invoke-virtual {p1}, Lcom/tidepool/reef/data/PumpRepo$Reading;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 69
    return-void
.end method

.method public bridge synthetic onRow(Ljava/lang/Object;)V
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 65
    check-cast p1, Lcom/tidepool/reef/data/PumpRepo$Reading;

    invoke-virtual {p0, p1}, Lcom/tidepool/reef/dosing/DoseTool$2$1;->onRow(Lcom/tidepool/reef/data/PumpRepo$Reading;)V

    return-void
.end method
