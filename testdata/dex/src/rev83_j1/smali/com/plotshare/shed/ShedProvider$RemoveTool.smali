.class Lcom/plotshare/shed/ShedProvider$RemoveTool;
.super Lcom/plotshare/shed/Tool;
.source "ShedProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/plotshare/shed/ShedProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = "RemoveTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/plotshare/shed/Tool<",
        "Lcom/plotshare/shed/DeleteRequest;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/plotshare/shed/ShedProvider;


# direct methods
.method constructor <init>(Lcom/plotshare/shed/ShedProvider;)V
    .registers 2

    .line 103
    iput-object p1, p0, Lcom/plotshare/shed/ShedProvider$RemoveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-direct {p0}, Lcom/plotshare/shed/Tool;-><init>()V

    return-void
.end method


# virtual methods
.method parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/DeleteRequest;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 106
    new-instance v0, Lcom/plotshare/shed/DeleteRequest;

    invoke-direct {v0, p1}, Lcom/plotshare/shed/DeleteRequest;-><init>(Lcom/plotshare/shed/ToolRequest;)V

    return-object v0
.end method

.method bridge synthetic parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/ToolRequest;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 103
    invoke-virtual {p0, p1}, Lcom/plotshare/shed/ShedProvider$RemoveTool;->parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/DeleteRequest;

    move-result-object p1

    return-object p1
.end method

.method run(Lcom/plotshare/shed/DeleteRequest;)Landroid/os/Bundle;
    .registers 6

    .line 111
    iget-boolean v0, p1, Lcom/plotshare/shed/DeleteRequest;->confirmed:Z

    if-nez v0, :cond_check

    .line 112
    iget-object v0, p0, Lcom/plotshare/shed/ShedProvider$RemoveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    const-string v1, "USER_CONFIRMATION_REQUIRED"

    const-string v2, "ask the gardener first"

    invoke-static {v0, v1, v2}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$mreply(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 115
    :cond_check
    :try_start_0
    iget-object v0, p0, Lcom/plotshare/shed/ShedProvider$RemoveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    iget-object v1, p1, Lcom/plotshare/shed/DeleteRequest;->plotId:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$mcheckPlot(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    .line 118
    nop

    .line 119
    iget-object v0, p0, Lcom/plotshare/shed/ShedProvider$RemoveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-static {v0}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$fgetworker(Lcom/plotshare/shed/ShedProvider;)Landroid/os/Handler;

    move-result-object v0

    const/4 v1, 0x1

    invoke-virtual {v0, v1, p1}, Landroid/os/Handler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v0

    invoke-virtual {v0}, Landroid/os/Message;->sendToTarget()V

    .line 120
    const-string v0, "{\"queued\":true}"

    invoke-static {v0}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :catch_0
    move-exception v0

    .line 117
    iget-object v1, p0, Lcom/plotshare/shed/ShedProvider$RemoveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    const-string v2, "INVALID_ARGUMENT"

    invoke-virtual {v0}, Ljava/lang/RuntimeException;->getMessage()Ljava/lang/String;

    move-result-object v3

    invoke-static {v1, v2, v3}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$mreply(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method bridge synthetic run(Lcom/plotshare/shed/ToolRequest;)Landroid/os/Bundle;
    .registers 2

    .line 103
    check-cast p1, Lcom/plotshare/shed/DeleteRequest;

    invoke-virtual {p0, p1}, Lcom/plotshare/shed/ShedProvider$RemoveTool;->run(Lcom/plotshare/shed/DeleteRequest;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
