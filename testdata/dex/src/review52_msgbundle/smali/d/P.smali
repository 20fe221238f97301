# public class P extends ContentProvider {
#   Handler h;
#   public boolean onCreate() { h = new H(Looper.getMainLooper()); return true; }
#   public Bundle call(String method, String arg, Bundle extras) {
#     Bundle b = new Bundle();
#     b.putString("note", extras.getString("note"));   // a request value
#     h.sendMessage(Message.obtain(h, 1, b));          // to H, which only logs it
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
    .registers 8
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "note"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    iget-object v3, p0, Ld/P;->h:Landroid/os/Handler;
    const/4 v4, 0x1
    invoke-static {v3, v4, v0}, Landroid/os/Message;->obtain(Landroid/os/Handler;ILjava/lang/Object;)Landroid/os/Message;
    move-result-object v4
    invoke-virtual {v3, v4}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z
    const/4 v0, 0x0
    return-object v0
.end method
