# Java (off the CETP surface: an Activity no provider code reaches):
#   protected void onCreate(Bundle state) {
#       super.onCreate(state);
#       ParcelFileDescriptor[] p = ParcelFileDescriptor.createPipe();
#       new Thread(new Pump(p[0])).start();           // the app reads what the camera writes
#       Stream s = new Stream(p[1]);                  // direct constructor (variant of fd612)
#       Intent i = new Intent("android.media.action.IMAGE_CAPTURE");
#       i.putExtra("output_fd", s.fd);
#       startActivity(i);
#   }
.class public Lcom/example/fd/CaptureActivity;
.super Landroid/app/Activity;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
.method protected onCreate(Landroid/os/Bundle;)V
    .locals 5
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const/4 v1, 0x0
    aget-object v1, v0, v1
    new-instance v2, Lcom/example/fd/Pump;
    invoke-direct {v2, v1}, Lcom/example/fd/Pump;-><init>(Landroid/os/ParcelFileDescriptor;)V
    new-instance v3, Ljava/lang/Thread;
    invoke-direct {v3, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v3}, Ljava/lang/Thread;->start()V
    const/4 v1, 0x1
    aget-object v1, v0, v1
    new-instance v4, Lcom/example/fd/Stream;
    invoke-direct {v4, v1}, Lcom/example/fd/Stream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    move-object v1, v4
    new-instance v2, Landroid/content/Intent;
    const-string v3, "android.media.action.IMAGE_CAPTURE"
    invoke-direct {v2, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v3, "output_fd"
    iget-object v4, v1, Lcom/example/fd/Stream;->fd:Landroid/os/ParcelFileDescriptor;
    invoke-virtual {v2, v3, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Landroid/os/Parcelable;)Landroid/content/Intent;
    invoke-virtual {p0, v2}, Lcom/example/fd/CaptureActivity;->startActivity(Landroid/content/Intent;)V
    return-void
.end method
