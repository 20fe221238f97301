# class H extends Handler {
#   H(Looper l) { super(l); }
#   public void handleMessage(Message msg) {
#     switch (msg.what) {
#       case 1: Log.i("d", String.valueOf(Binder.getCallingUid())); break;  // WHAT_UID
#       case 2: Log.i("d", "archive"); break;                                // WHAT_ARCHIVE
#     }
#   }
# }
.class public Ld/H;
.super Landroid/os/Handler;
.method public constructor <init>(Landroid/os/Looper;)V
    .registers 2
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    return-void
.end method
.method public handleMessage(Landroid/os/Message;)V
    .registers 5
    iget v0, p1, Landroid/os/Message;->what:I
    const-string v1, "d"
    const/4 v2, 0x1
    if-ne v0, v2, :other
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v1, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
    :other
    const/4 v2, 0x2
    if-ne v0, v2, :done
    const-string v3, "archive"
    invoke-static {v1, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :done
    return-void
.end method
