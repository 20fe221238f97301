.class final Lcom/example/gw/ReplyA;
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
    iget-object v1, p0, Lcom/example/gw/ReplyA;->key:Ljava/lang/String;
    iget-object v2, p0, Lcom/example/gw/ReplyA;->value:Landroid/os/Parcelable;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method
