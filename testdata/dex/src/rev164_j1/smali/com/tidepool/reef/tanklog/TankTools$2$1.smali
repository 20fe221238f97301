.class Lcom/tidepool/reef/tanklog/TankTools$2$1;
.super Ljava/lang/Object;
.source "TankTools.java"

# interfaces
.implements Lcom/tidepool/reef/data/RowCallback;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/tanklog/TankTools$2;->run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/tidepool/reef/data/RowCallback<",
        "Lcom/tidepool/reef/data/TankRepo$WaterTest;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$1:Lcom/tidepool/reef/tanklog/TankTools$2;

.field final synthetic val$a:Lcom/tidepool/reef/tanklog/TankTools$Args;

.field final synthetic val$rows:Lorg/json/JSONArray;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/tanklog/TankTools$2;Lorg/json/JSONArray;Lcom/tidepool/reef/tanklog/TankTools$Args;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 155
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankTools$2$1;->this$1:Lcom/tidepool/reef/tanklog/TankTools$2;

    iput-object p2, p0, Lcom/tidepool/reef/tanklog/TankTools$2$1;->val$rows:Lorg/json/JSONArray;

    iput-object p3, p0, Lcom/tidepool/reef/tanklog/TankTools$2$1;->val$a:Lcom/tidepool/reef/tanklog/TankTools$Args;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onEnd(I)V
    .registers 5

    .line 163
    if-lez p1, :cond_0

    .line 164
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$2$1;->this$1:Lcom/tidepool/reef/tanklog/TankTools$2;

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools$2;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-static {v0}, Lcom/tidepool/reef/tanklog/TankTools;->access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;

    move-result-object v0

    iget-object v1, p0, Lcom/tidepool/reef/tanklog/TankTools$2$1;->val$a:Lcom/tidepool/reef/tanklog/TankTools$Args;

    iget-wide v1, v1, Lcom/tidepool/reef/tanklog/TankTools$Args;->tankId:J

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/data/TankRepo;->markSeen(J)I

    .line 166
    :cond_0
    return-void
.end method

.method public onRow(Lcom/tidepool/reef/data/TankRepo$WaterTest;)V
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 158
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$2$1;->val$rows:Lorg/json/JSONArray;

    invoke-virtual {p1}, Lcom/tidepool/reef/data/TankRepo$WaterTest;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 159
    return-void
.end method

.method public bridge synthetic onRow(Ljava/lang/Object;)V
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 155
    check-cast p1, Lcom/tidepool/reef/data/TankRepo$WaterTest;

    invoke-virtual {p0, p1}, Lcom/tidepool/reef/tanklog/TankTools$2$1;->onRow(Lcom/tidepool/reef/data/TankRepo$WaterTest;)V

    return-void
.end method
