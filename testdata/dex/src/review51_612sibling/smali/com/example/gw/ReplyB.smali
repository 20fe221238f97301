.class final Lcom/example/gw/ReplyB;
.super Lcom/example/gw/BaseReply;
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lcom/example/gw/BaseReply;-><init>()V
    return-void
.end method
.method build()Landroid/os/Bundle;
    .registers 4
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    iget-object v1, p0, Lcom/example/gw/ReplyB;->value:Landroid/os/Parcelable;
    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "tools"
    invoke-static {v2, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-object v0
.end method
