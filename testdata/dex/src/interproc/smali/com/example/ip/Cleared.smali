# Java sketch:
#   final class Cleared {
#       // true positive 611: one of the handle() implementations reads the caller
#       static int window(Handler h) {
#           long t = Binder.clearCallingIdentity();                 // 5
#           try { return h.handle(); }                              // 6
#           finally { Binder.restoreCallingIdentity(t); }           // 7
#       }
#   }
# (javac copies the finally block onto the normal and the exceptional path.)
.class final Lcom/example/ip/Cleared;
.super Ljava/lang/Object;
.source "Cleared.java"

.method static window(Lcom/example/ip/Handler;)I
    .registers 5
    .line 5
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 6
    :try_start
    invoke-interface {p0}, Lcom/example/ip/Handler;->handle()I
    move-result v2
    :try_end
    .catchall {:try_start .. :try_end} :finally
    .line 7
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return v2
    :finally
    move-exception v3
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v3
.end method
