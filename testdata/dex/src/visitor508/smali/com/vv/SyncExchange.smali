.class final Lcom/vv/SyncExchange;
.super Lcom/vv/Exchange;
.source "SyncExchange.java"


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 3
    .line 9
    invoke-direct {v1, v2}, Lcom/vv/Exchange;-><init>(Landroid/content/Context;)V
    .line 10
    return-void
.end method


# virtual methods
.method protected refused(Lcom/vv/Command$Execute;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 14
    const-string v0, "sign_in"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L42
    .line 16
    iget-object v0, v7, Lcom/vv/Command$Execute;->requestId:Ljava/lang/String;
    const-string v1, "AUTH_REQUIRED"
    const-string v2, "Sign in first."
    invoke-static {v0, v1, v2}, Lcom/vv/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v5
    .line 17
    const-string v1, "resolution"
    iget-object v2, v6, Lcom/vv/SyncExchange;->context:Landroid/content/Context;
    const-class v3, Lcom/vv/SignInActivity;
    iget-object v4, v7, Lcom/vv/Command$Execute;->requestId:Ljava/lang/String;
    invoke-static {v2, v3, v4}, Lcom/vv/Replies;->screen(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 18
    return-object v5
:L42
    .line 20
    invoke-super {v6, v7, v8}, Lcom/vv/Exchange;->refused(Lcom/vv/Command$Execute;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method execute(Lcom/vv/Command$Execute;)Landroid/os/Bundle;
    .registers 5
    .line 25
    const-string v0, "sync_now"
    iget-object v1, v4, Lcom/vv/Command$Execute;->tool:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L20
    .line 26
    const-string v2, "sign_in"
    invoke-virtual {v3, v4, v2}, Lcom/vv/SyncExchange;->refused(Lcom/vv/Command$Execute;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L20
    .line 28
    invoke-super {v3, v4}, Lcom/vv/Exchange;->execute(Lcom/vv/Command$Execute;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

