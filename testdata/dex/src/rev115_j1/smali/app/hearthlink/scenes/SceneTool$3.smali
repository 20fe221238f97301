.class final enum Lapp/hearthlink/scenes/SceneTool$3;
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

    .line 25
    const/4 v5, 0x0

    move-object v0, p0

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move v4, p4

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/scenes/SceneTool;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool$3-IA;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/hearthlink/scenes/SceneTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method public confirmFirst(Lorg/json/JSONObject;)Z
    .registers 3

    .line 28
    const/4 v0, 0x1

    return v0
.end method

.method public prompt(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 6

    .line 33
    const-string v0, "automation_id"

    const-string v1, ""

    invoke-virtual {p1, v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {p1}, Lapp/hearthlink/scenes/SceneTool;->-$$Nest$smdescribe(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete automation "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "?"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public run(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 38
    const-string v0, "automation_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 39
    const-string v1, "keep_history"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v1

    if-eqz v1, :cond_0

    .line 40
    invoke-virtual {p1, v0}, Lapp/hearthlink/core/HubStore;->archiveAutomation(Ljava/lang/String;)V

    goto :goto_0

    .line 42
    :cond_0
    invoke-virtual {p1, v0}, Lapp/hearthlink/core/HubStore;->deleteAutomation(Ljava/lang/String;)V

    .line 44
    :goto_0
    invoke-static {v0}, Lapp/hearthlink/core/HubTool;->ok(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
