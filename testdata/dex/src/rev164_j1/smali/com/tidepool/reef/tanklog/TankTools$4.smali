.class Lcom/tidepool/reef/tanklog/TankTools$4;
.super Ljava/lang/Object;
.source "TankTools.java"

# interfaces
.implements Lcom/tidepool/reef/cetp/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/tanklog/TankTools;-><init>(Landroid/content/Context;Lcom/tidepool/reef/data/TankRepo;Lcom/tidepool/reef/cetp/Confirmations$Prompt;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/tanklog/TankTools;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/tanklog/TankTools;)V
    .registers 2

    .line 200
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankTools$4;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 203
    iget-object v0, p1, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/tanklog/TankTools$Args;

    move-result-object v4

    .line 204
    iget-wide v0, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    iget-object v0, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->name:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x28

    if-le v0, v1, :cond_1

    .line 205
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "tank_id and a name of 1 to 40 characters are required."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 206
    return-void

    .line 208
    :cond_1
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$4;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;

    move-result-object v0

    iget-wide v1, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    iget-object v3, v4, Lcom/tidepool/reef/tanklog/TankTools$Args;->name:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/tidepool/reef/data/TankRepo;->renameTank(JLjava/lang/String;)Z

    move-result v5

    .line 209
    if-nez v5, :cond_2

    .line 210
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such tank."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 211
    return-void

    .line 213
    :cond_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "renamed"

    const/4 v3, 0x1

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p2, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 214
    return-void
.end method
