.class Lcom/tidepool/reef/tanklog/TankTools$1;
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

.field final synthetic val$repo:Lcom/tidepool/reef/data/TankRepo;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/tanklog/TankTools;Lcom/tidepool/reef/data/TankRepo;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 129
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankTools$1;->this$0:Lcom/tidepool/reef/tanklog/TankTools;

    iput-object p2, p0, Lcom/tidepool/reef/tanklog/TankTools$1;->val$repo:Lcom/tidepool/reef/data/TankRepo;

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

    .line 132
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools$1;->val$repo:Lcom/tidepool/reef/data/TankRepo;

    invoke-virtual {v0}, Lcom/tidepool/reef/data/TankRepo;->tanks()Ljava/util/List;

    move-result-object v3

    .line 133
    new-instance v1, Lcom/tidepool/reef/tanklog/TankTools$1$1;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/tanklog/TankTools$1$1;-><init>(Lcom/tidepool/reef/tanklog/TankTools$1;)V

    invoke-static {v3, v1}, Ljava/util/Collections;->sort(Ljava/util/List;Ljava/util/Comparator;)V

    .line 139
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 140
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/data/TankRepo$Tank;

    move-object v6, v0

    .line 141
    invoke-virtual {v6}, Lcom/tidepool/reef/data/TankRepo$Tank;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 142
    goto :goto_0

    .line 143
    :cond_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "tanks"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p2, v1}, Lcom/tidepool/reef/cetp/ResultCallback;->onSuccess(Lorg/json/JSONObject;)V

    .line 144
    return-void
.end method
