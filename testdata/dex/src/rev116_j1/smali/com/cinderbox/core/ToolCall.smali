.class public final Lcom/cinderbox/core/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final deadlineAt:J

.field public final rawArgs:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(ILandroid/os/Bundle;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput p1, p0, Lcom/cinderbox/core/ToolCall;->uid:I

    .line 19
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    .line 20
    const-string v1, "tool_name"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    .line 21
    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    .line 22
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    iput-object v0, p0, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    .line 23
    const-string v1, "resume_token"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/cinderbox/core/ToolCall;->resumeToken:Ljava/lang/String;

    .line 24
    const-string v1, "deadline_at_ms"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/cinderbox/core/ToolCall;->deadlineAt:J

    .line 25
    return-void
.end method


# virtual methods
.method public remaining()J
    .registers 7

    .line 29
    iget-wide v2, p0, Lcom/cinderbox/core/ToolCall;->deadlineAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    sub-long/2addr v2, v4

    const-wide/16 v0, 0x1

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v0

    return-wide v0
.end method
