.class Lcom/tidepool/reef/tanklog/TankTools$3;
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

    .line 171
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankTools$3;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 174
    iget-object v0, p1, Lcom/tidepool/reef/cetp/ToolRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools$Args;->parse(Lorg/json/JSONObject;)Lcom/tidepool/reef/tanklog/TankTools$Args;

    move-result-object v7

    .line 175
    iget-wide v0, v7, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    iget-object v0, v7, Lcom/tidepool/reef/tanklog/TankTools$Args;->parameter:Ljava/lang/String;

    iget-wide v1, v7, Lcom/tidepool/reef/tanklog/TankTools$Args;->value:D

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/tanklog/TankTools;->access$100(Ljava/lang/String;D)Z

    move-result v0

    if-nez v0, :cond_1

    .line 176
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "tank_id, a known parameter and a plausible value are required."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 177
    return-void

    .line 179
    :cond_1
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$3;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;

    move-result-object v0

    iget-wide v1, v7, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/TankRepo;->tank(J)Lcom/tidepool/reef/data/TankRepo$Tank;

    move-result-object v0

    if-nez v0, :cond_2

    .line 180
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such tank."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 181
    return-void

    .line 183
    :cond_2
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$3;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;

    move-result-object v0

    iget-wide v1, v7, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    iget-object v3, v7, Lcom/tidepool/reef/tanklog/TankTools$Args;->parameter:Ljava/lang/String;

    iget-wide v4, v7, Lcom/tidepool/reef/tanklog/TankTools$Args;->value:D

    iget-object v6, p1, Lcom/tidepool/reef/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    invoke-virtual/range {v0 .. v6}, Lcom/tidepool/reef/data/TankRepo;->insertTest(JLjava/lang/String;DLjava/lang/String;)J

    move-result-wide v8

    .line 185
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$3;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$200(Lcom/tidepool/reef/tanklog/TankTools;)Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v10

    .line 186
    new-instance v0, Lcom/tidepool/reef/tanklog/TankTools$3$1;

    invoke-direct {v0, p0, v8, v9, v10}, Lcom/tidepool/reef/tanklog/TankTools$3$1;-><init>(Lcom/tidepool/reef/tanklog/TankTools$3;JLandroid/content/ContentResolver;)V

    invoke-static {v0}, Lcom/tidepool/reef/cetp/AppIdentity;->asApp(Ljava/util/concurrent/Callable;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/net/Uri;

    move-object v11, v0

    .line 197
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "test_id"

    invoke-virtual {v1, v2, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    move-object v0, p2

    const-string v2, "reminder_set"

    if-eqz v11, :cond_3

    const/4 v3, 0x1

    goto :goto_0

    :cond_3
    const/4 v3, 0x0

    :goto_0
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {v0, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 198
    return-void
.end method
