# Java:
#   public Bundle call(String method, String arg, Bundle extras) {   // tool export_log
#       ParcelFileDescriptor[] p = ParcelFileDescriptor.createPipe();
#       new Thread(new Pump(p[1])).start();          // the provider writes the write end
#       Stream s = Stream.of(p[0]);                  // the Consumer gets the read end: correct
#       Bundle b = new Bundle();
#       b.putParcelable("result_fd", s.fd);
#       return b;
#   }
.class public Lcom/example/fd/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const/4 v1, 0x1
    aget-object v1, v0, v1
    new-instance v2, Lcom/example/fd/Pump;
    invoke-direct {v2, v1}, Lcom/example/fd/Pump;-><init>(Landroid/os/ParcelFileDescriptor;)V
    new-instance v3, Ljava/lang/Thread;
    invoke-direct {v3, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    const/4 v1, 0x0
    aget-object v1, v0, v1
    invoke-static {v1}, Lcom/example/fd/Stream;->of(Landroid/os/ParcelFileDescriptor;)Lcom/example/fd/Stream;
    move-result-object v1
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    const-string v3, "result_fd"
    iget-object v4, v1, Lcom/example/fd/Stream;->fd:Landroid/os/ParcelFileDescriptor;
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v2
.end method
