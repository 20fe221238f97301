.class final enum Lapp/hearthlink/scenes/SceneTool$2;
.super Lapp/hearthlink/scenes/SceneTool;
.source "SceneTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lapp/hearthlink/scenes/SceneTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 11

    .line 17
    const/4 v5, 0x0

    move-object v0, p0

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move v4, p4

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/scenes/SceneTool;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool$2-IA;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/hearthlink/scenes/SceneTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method public run(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 20
    const-string v0, "scene_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 21
    invoke-virtual {p2}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v1

    invoke-virtual {p1, v1, v0}, Lapp/hearthlink/core/HubStore;->runScene(ILjava/lang/String;)V

    .line 22
    invoke-static {v0}, Lapp/hearthlink/core/HubTool;->ok(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
