# public class P extends ContentProvider {
#   Handler h;
#   public boolean onCreate() { h = new H(Looper.getMainLooper()); return true; }
#   public Bundle call(String method, String arg, Bundle extras) {
#     Log.i("d", "" + Binder.getCallingUid());   // the entry reads the caller
#     Message m = h.obtainMessage(2);   // obtained as WHAT_ARCHIVE ...
#     m.what = 1;                       // ... but sent as WHAT_UID
#     h.sendMessage(m);
#     return null;
#   }
# }
.class public Ld/P;
.super Landroid/content/ContentProvider;
.field h:Landroid/os/Handler;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 3
    new-instance v0, Ld/H;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Ld/H;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Ld/P;->h:Landroid/os/Handler;
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    const-string v1, "d"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    iget-object v0, p0, Ld/P;->h:Landroid/os/Handler;
    const/4 v1, 0x2
    invoke-virtual {v0, v1}, Landroid/os/Handler;->obtainMessage(I)Landroid/os/Message;
    move-result-object v1
    const/4 v2, 0x1
    iput v2, v1, Landroid/os/Message;->what:I
    invoke-virtual {v0, v1}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z
    const/4 v0, 0x0
    return-object v0
.end method
