.class Lcom/plotshare/shed/ToolRequest;
.super Ljava/lang/Object;
.source "ToolRequest.java"


# instance fields
.field final args:Lorg/json/JSONObject;

.field final resume:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Landroid/os/Bundle;I)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    invoke-static {p1}, Lcom/plotshare/core/Replies;->args(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    iput-object v0, p0, Lcom/plotshare/shed/ToolRequest;->args:Lorg/json/JSONObject;

    .line 16
    iput p2, p0, Lcom/plotshare/shed/ToolRequest;->uid:I

    .line 17
    const-string v0, "resume_token"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/plotshare/shed/ToolRequest;->resume:Ljava/lang/String;

    .line 18
    return-void
.end method

.method constructor <init>(Lcom/plotshare/shed/ToolRequest;)V
    .registers 3

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iget-object v0, p1, Lcom/plotshare/shed/ToolRequest;->args:Lorg/json/JSONObject;

    iput-object v0, p0, Lcom/plotshare/shed/ToolRequest;->args:Lorg/json/JSONObject;

    .line 22
    iget v0, p1, Lcom/plotshare/shed/ToolRequest;->uid:I

    iput v0, p0, Lcom/plotshare/shed/ToolRequest;->uid:I

    .line 23
    iget-object v0, p1, Lcom/plotshare/shed/ToolRequest;->resume:Ljava/lang/String;

    iput-object v0, p0, Lcom/plotshare/shed/ToolRequest;->resume:Ljava/lang/String;

    .line 24
    return-void
.end method
