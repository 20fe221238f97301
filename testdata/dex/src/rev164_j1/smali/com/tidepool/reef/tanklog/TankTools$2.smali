.class Lcom/tidepool/reef/tanklog/TankTools$2;
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

    .line 146
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankTools$2;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 149
    iget-object v0, p1, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/tanklog/TankTools$Args;

    move-result-object v5

    .line 150
    iget-wide v0, v5, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    iget v0, v5, Lcom/tidepool/reef/tanklog/TankTools$Args;->limit:I

    const/4 v1, 0x1

    if-lt v0, v1, :cond_0

    iget v0, v5, Lcom/tidepool/reef/tanklog/TankTools$Args;->limit:I

    const/16 v1, 0x64

    if-le v0, v1, :cond_1

    .line 151
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "tank_id and a limit of 1 to 100 are required."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 152
    return-void

    .line 154
    :cond_1
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 155
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$2;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;

    move-result-object v0

    iget-wide v1, v5, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    iget v3, v5, Lcom/tidepool/reef/tanklog/TankTools$Args;->limit:I

    new-instance v4, Lcom/tidepool/reef/tanklog/TankTools$2$1;

    invoke-direct {v4, p0, v6, v5}, Lcom/tidepool/reef/tanklog/TankTools$2$1;-><init>(Lcom/tidepool/reef/tanklog/TankTools$2;Lorg/json/JSONArray;Lcom/tidepool/reef/tanklog/TankTools$Args;)V

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tidepool/reef/data/TankRepo;->recentTests(JILcom/tidepool/reef/data/RowCallback;)V

    .line 168
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "tests"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p2, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 169
    return-void
.end method
