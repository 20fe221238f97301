# class H extends Handler {
#   H(Looper l) { super(l); }
#   public void handleMessage(Message msg) { Log.i("d", ((Bundle) msg.obj).getString("note")); }
# }
.class public Ld/H;
.super Landroid/os/Handler;
.method public constructor <init>(Landroid/os/Looper;)V
    .registers 2
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    return-void
.end method
.method public handleMessage(Landroid/os/Message;)V
    .registers 4
    iget-object v0, p1, Landroid/os/Message;->obj:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    const-string v1, "note"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "d"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
