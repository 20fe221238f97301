.class Lcom/vv/Exchange;
.super Ljava/lang/Object;
.source "Exchange.java"

# interfaces
.implements Lcom/vv/Command$Visitor;

# instance fields
.field final context:Landroid/content/Context;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/vv/Exchange;->context:Landroid/content/Context;
    .line 12
    return-void
.end method


# virtual methods
.method public visitExecute(Lcom/vv/Command$Execute;)Landroid/os/Bundle;
    .registers 3
    .line 16
    invoke-virtual {v1, v2}, Lcom/vv/Exchange;->execute(Lcom/vv/Command$Execute;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public visitOther(Lcom/vv/Command$Other;)Landroid/os/Bundle;
    .registers 5
    .line 21
    const/4 v0, 0x0
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "Unknown method."
    invoke-static {v0, v1, v2}, Lcom/vv/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method execute(Lcom/vv/Command$Execute;)Landroid/os/Bundle;
    .registers 6
    .line 25
    const-string v0, "purge_notes"
    iget-object v1, v5, Lcom/vv/Command$Execute;->tool:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L20
    .line 26
    const-string v2, "confirm"
    invoke-virtual {v4, v5, v2}, Lcom/vv/Exchange;->refused(Lcom/vv/Command$Execute;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L20
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 29
    const-string v1, "request_id"
    iget-object v2, v5, Lcom/vv/Command$Execute;->requestId:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v3
.end method

.method protected refused(Lcom/vv/Command$Execute;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 35
    invoke-static {}, Lcom/vv/Tokens;->mint()Ljava/lang/String;
    move-result-object v5
    .line 36
    iget-object v0, v7, Lcom/vv/Command$Execute;->requestId:Ljava/lang/String;
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device."
    invoke-static {v0, v1, v2}, Lcom/vv/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    .line 37
    const-string v1, "resolution"
    iget-object v2, v6, Lcom/vv/Exchange;->context:Landroid/content/Context;
    const-class v3, Lcom/vv/ConfirmActivity;
    invoke-static {v2, v3, v5}, Lcom/vv/Replies;->screen(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 38
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    return-object v4
.end method

.method public bridge synthetic visitOther(Lcom/vv/Command$Other;)Ljava/lang/Object;
    .registers 3
    .line 7
    invoke-virtual {v1, v2}, Lcom/vv/Exchange;->visitOther(Lcom/vv/Command$Other;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic visitExecute(Lcom/vv/Command$Execute;)Ljava/lang/Object;
    .registers 3
    .line 7
    invoke-virtual {v1, v2}, Lcom/vv/Exchange;->visitExecute(Lcom/vv/Command$Execute;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

