# Java sketch (WorkHandler.java), javac + D8:
#   final class WorkHandler extends Handler {                                      // 3
#       private final ToolProvider p;
#       WorkHandler(Looper looper, ToolProvider p) { super(looper); this.p = p; }  // 6
#       @Override public void handleMessage(Message msg) {
#           p.audit(Binder.getCallingUid());                                                           // 12
#       }
#   }
.class final Lcom/example/hops/WorkHandler;
.super Landroid/os/Handler;
.source "WorkHandler.java"

.field private final p:Lcom/example/hops/ToolProvider;

.method constructor <init>(Landroid/os/Looper;Lcom/example/hops/ToolProvider;)V
    .registers 3
    .line 6
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object p2, p0, Lcom/example/hops/WorkHandler;->p:Lcom/example/hops/ToolProvider;
    return-void
.end method


.method public handleMessage(Landroid/os/Message;)V
    .registers 3
    # true positive 603: handleMessage runs after call() returned
    .line 12
    iget-object v0, p0, Lcom/example/hops/WorkHandler;->p:Lcom/example/hops/ToolProvider;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->audit(I)V
    return-void
.end method
