.class Lcom/plotshare/shed/ShedProvider$ArchiveTool;
.super Lcom/plotshare/shed/Tool;
.source "ShedProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/plotshare/shed/ShedProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = "ArchiveTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/plotshare/shed/Tool<",
        "Lcom/plotshare/shed/ArchiveRequest;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/plotshare/shed/ShedProvider;


# direct methods
.method constructor <init>(Lcom/plotshare/shed/ShedProvider;)V
    .registers 2

    .line 125
    iput-object p1, p0, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-direct {p0}, Lcom/plotshare/shed/Tool;-><init>()V

    return-void
.end method


# virtual methods
.method parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/ArchiveRequest;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 128
    new-instance v0, Lcom/plotshare/shed/ArchiveRequest;

    invoke-direct {v0, p1}, Lcom/plotshare/shed/ArchiveRequest;-><init>(Lcom/plotshare/shed/ToolRequest;)V

    return-object v0
.end method

.method bridge synthetic parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/ToolRequest;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 125
    invoke-virtual {p0, p1}, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/ArchiveRequest;

    move-result-object p1

    return-object p1
.end method

.method run(Lcom/plotshare/shed/ArchiveRequest;)Landroid/os/Bundle;
    .registers 8

    .line 134
    :try_start_0
    iget-object v0, p0, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    iget-object v1, p1, Lcom/plotshare/shed/ArchiveRequest;->plotId:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$mcheckPlot(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    .line 138
    nop

    .line 139
    iget-object v0, p1, Lcom/plotshare/shed/ArchiveRequest;->resume:Ljava/lang/String;

    if-eqz v0, :cond_null

    iget-object v0, p0, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-static {v0}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$fgetpending(Lcom/plotshare/shed/ShedProvider;)Ljava/util/Map;

    move-result-object v0

    iget-object v1, p1, Lcom/plotshare/shed/ArchiveRequest;->resume:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    goto :goto_who

    :cond_null
    const/4 v0, 0x0

    .line 140
    :goto_who
    if-eqz v0, :cond_ask

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    iget v2, p1, Lcom/plotshare/shed/ArchiveRequest;->uid:I

    if-eq v1, v2, :cond_resumed

    .line 141
    :cond_ask
    iget-boolean v1, p1, Lcom/plotshare/shed/ArchiveRequest;->confirmed:Z

    if-eqz v1, :cond_token

    .line 142
    const-string v1, "PlotShare"

    const-string v2, "agent says confirmed; asking the gardener anyway"

    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 144
    :cond_token
    invoke-static {}, Lcom/plotshare/core/Garden;->fresh()Ljava/lang/String;

    move-result-object v1

    .line 145
    iget-object v2, p0, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-static {v2}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$fgetpending(Lcom/plotshare/shed/ShedProvider;)Ljava/util/Map;

    move-result-object v2

    iget v3, p1, Lcom/plotshare/shed/ArchiveRequest;->uid:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-interface {v2, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 146
    iget-object v2, p0, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    iget-object v3, p1, Lcom/plotshare/shed/ArchiveRequest;->plotId:Ljava/lang/String;

    invoke-static {v2, v3}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$mconfirmScreen(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-static {v2, v1}, Lcom/plotshare/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 148
    :cond_resumed
    iget-object v1, p0, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-static {v1}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$fgetworker(Lcom/plotshare/shed/ShedProvider;)Landroid/os/Handler;

    move-result-object v1

    iget v2, p1, Lcom/plotshare/shed/ArchiveRequest;->uid:I

    iget-object v3, p1, Lcom/plotshare/shed/ArchiveRequest;->plotId:Ljava/lang/String;

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-virtual {v1, v4, v2, v5, v3}, Landroid/os/Handler;->obtainMessage(IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v1

    invoke-virtual {v1}, Landroid/os/Message;->sendToTarget()V

    .line 149
    const-string v1, "{\"queued\":true}"

    invoke-static {v1}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 135
    :catch_0
    move-exception v0

    .line 136
    const-string v1, "PlotShare"

    const-string v2, "archive_plot lookup"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 137
    iget-object v1, p0, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->this$0:Lcom/plotshare/shed/ShedProvider;

    const-string v2, "INVALID_ARGUMENT"

    const-string v3, "no such plot"

    invoke-static {v1, v2, v3}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$mreply(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method bridge synthetic run(Lcom/plotshare/shed/ToolRequest;)Landroid/os/Bundle;
    .registers 2

    .line 125
    check-cast p1, Lcom/plotshare/shed/ArchiveRequest;

    invoke-virtual {p0, p1}, Lcom/plotshare/shed/ShedProvider$ArchiveTool;->run(Lcom/plotshare/shed/ArchiveRequest;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
