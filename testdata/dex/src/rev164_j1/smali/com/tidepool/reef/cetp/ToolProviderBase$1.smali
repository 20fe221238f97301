.class Lcom/tidepool/reef/cetp/ToolProviderBase$1;
.super Ljava/lang/Object;
.source "ToolProviderBase.java"

# interfaces
.implements Lcom/tidepool/reef/cetp/ResultCallback;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/cetp/ToolProviderBase;->execute(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/RequestBus;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/cetp/ToolProviderBase;

.field final synthetic val$mutating:Z

.field final synthetic val$reply:[Landroid/os/Bundle;

.field final synthetic val$request:Lcom/tidepool/reef/cetp/ToolRequest;

.field final synthetic val$requestId:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/cetp/ToolProviderBase;ZLcom/tidepool/reef/cetp/ToolRequest;[Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 144
    iput-object p1, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->this$0:Lcom/tidepool/reef/cetp/ToolProviderBase;

    iput-boolean p2, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$mutating:Z

    iput-object p3, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$request:Lcom/tidepool/reef/cetp/ToolRequest;

    iput-object p4, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$reply:[Landroid/os/Bundle;

    iput-object p5, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$requestId:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onConfirmationNeeded(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 7

    .line 155
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->this$0:Lcom/tidepool/reef/cetp/ToolProviderBase;

    iget-boolean v1, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$mutating:Z

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$request:Lcom/tidepool/reef/cetp/ToolRequest;

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/ToolProviderBase;->access$000(Lcom/tidepool/reef/cetp/ToolProviderBase;ZLcom/tidepool/reef/cetp/ToolRequest;)V

    .line 156
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$reply:[Landroid/os/Bundle;

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$requestId:Ljava/lang/String;

    invoke-static {v2, p1, p2, p3}, Lcom/tidepool/reef/cetp/Replies;->needsConfirmation(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v0, v1

    .line 157
    return-void
.end method

.method public onError(Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 161
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->this$0:Lcom/tidepool/reef/cetp/ToolProviderBase;

    iget-boolean v1, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$mutating:Z

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$request:Lcom/tidepool/reef/cetp/ToolRequest;

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/ToolProviderBase;->access$000(Lcom/tidepool/reef/cetp/ToolProviderBase;ZLcom/tidepool/reef/cetp/ToolRequest;)V

    .line 162
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$reply:[Landroid/os/Bundle;

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$requestId:Ljava/lang/String;

    invoke-static {v2, p1, p2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v0, v1

    .line 163
    return-void
.end method

.method public onSuccess(Lorg/json/JSONObject;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 147
    iget-boolean v0, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$mutating:Z

    if-eqz v0, :cond_0

    .line 148
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->this$0:Lcom/tidepool/reef/cetp/ToolProviderBase;

    invoke-virtual {v0}, Lcom/tidepool/reef/cetp/ToolProviderBase;->ledger()Lcom/tidepool/reef/cetp/Ledger;

    move-result-object v0

    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->this$0:Lcom/tidepool/reef/cetp/ToolProviderBase;

    invoke-virtual {v1}, Lcom/tidepool/reef/cetp/ToolProviderBase;->providerId()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$request:Lcom/tidepool/reef/cetp/ToolRequest;

    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/tidepool/reef/cetp/Ledger;->complete(Ljava/lang/String;Lcom/tidepool/reef/cetp/ToolRequest;Ljava/lang/String;)V

    .line 150
    :cond_0
    iget-object v0, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$reply:[Landroid/os/Bundle;

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolProviderBase$1;->val$requestId:Ljava/lang/String;

    invoke-static {v2, p1}, Lcom/tidepool/reef/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v0, v1

    .line 151
    return-void
.end method
