.class Lcom/plotshare/shed/DeleteRequest;
.super Lcom/plotshare/shed/ToolRequest;
.source "DeleteRequest.java"


# instance fields
.field final confirmed:Z

.field final plotId:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/plotshare/shed/ToolRequest;)V
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 11
    invoke-direct {p0, p1}, Lcom/plotshare/shed/ToolRequest;-><init>(Lcom/plotshare/shed/ToolRequest;)V

    .line 12
    iget-object v0, p0, Lcom/plotshare/shed/DeleteRequest;->args:Lorg/json/JSONObject;

    const-string v1, "plot_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/plotshare/shed/DeleteRequest;->plotId:Ljava/lang/String;

    .line 13
    iget-object v0, p0, Lcom/plotshare/shed/DeleteRequest;->args:Lorg/json/JSONObject;

    const-string v1, "confirmed"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/plotshare/shed/DeleteRequest;->confirmed:Z

    .line 14
    return-void
.end method
