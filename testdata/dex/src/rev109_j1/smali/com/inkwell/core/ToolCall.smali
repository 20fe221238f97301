.class public final Lcom/inkwell/core/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsText:Ljava/lang/String;

.field public final deadlineAtMs:J

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final toolName:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(ILandroid/os/Bundle;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput p1, p0, Lcom/inkwell/core/ToolCall;->uid:I

    .line 19
    const-string v0, "request_id"

    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    .line 20
    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/core/ToolCall;->toolName:Ljava/lang/String;

    .line 21
    const-string v0, "args"

    const-string v1, "{}"

    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/core/ToolCall;->argsText:Ljava/lang/String;

    .line 22
    new-instance v0, Lorg/json/JSONObject;

    iget-object v1, p0, Lcom/inkwell/core/ToolCall;->argsText:Ljava/lang/String;

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    iput-object v0, p0, Lcom/inkwell/core/ToolCall;->args:Lorg/json/JSONObject;

    .line 23
    const-string v0, "resume_token"

    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/core/ToolCall;->resumeToken:Ljava/lang/String;

    .line 24
    const-string v0, "deadline_at_ms"

    const-wide/16 v1, 0x0

    invoke-virtual {p2, v0, v1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/inkwell/core/ToolCall;->deadlineAtMs:J

    .line 25
    return-void
.end method


# virtual methods
.method public expired()Z
    .registers 5

    .line 28
    iget-wide v0, p0, Lcom/inkwell/core/ToolCall;->deadlineAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public millisLeft()J
    .registers 5

    .line 32
    iget-wide v0, p0, Lcom/inkwell/core/ToolCall;->deadlineAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method
