# Java sketch (QueuedProvider.java), javac 17 + D8:
#   public final class QueuedProvider extends ContentProvider {                     // 12
#       private final Handler main = new Handler(Looper.getMainLooper());            // 13
#       public Runnable pending;   // set by the app's plugin loader (not in this APK's code)  14
#       @Override public boolean onCreate() { return true; }                         // 16
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           if (!"execute_tool".equals(method)) return null;                         // 19
#           main.post(pending);                                                      // 20
#           return new Bundle();                                                     // 21
#       }
#   }
# note CETP619: what the posted Runnable does cannot be told (the field is never written
# in the APK): the rule cannot decide, and says so instead of staying silent.
.class public final Lcom/example/r14s/QueuedProvider;
.super Landroid/content/ContentProvider;
.source "QueuedProvider.java"

.field private final main:Landroid/os/Handler;
.field public pending:Ljava/lang/Runnable;

.method public constructor <init>()V
    .registers 3
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/r14s/QueuedProvider;->main:Landroid/os/Handler;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 19
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    const/4 v0, 0x0
    return-object v0
    .line 20
    :cond_0
    iget-object v0, p0, Lcom/example/r14s/QueuedProvider;->main:Landroid/os/Handler;
    iget-object v1, p0, Lcom/example/r14s/QueuedProvider;->pending:Ljava/lang/Runnable;
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 16
    const/4 v0, 0x1
    return v0
.end method
