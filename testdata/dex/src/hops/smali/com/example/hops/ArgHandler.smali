# Java sketch (ArgHandler.java), javac + D8:
#   final class ArgHandler extends Handler {                                      // 3
#       private final ToolProvider p;
#       ArgHandler(Looper looper, ToolProvider p) { super(looper); this.p = p; }  // 6
#       @Override public void handleMessage(Message msg) {
#           p.audit(msg.arg1);                                                           // 12
#       }
#   }
.class final Lcom/example/hops/ArgHandler;
.super Landroid/os/Handler;
.source "ArgHandler.java"

.field private final p:Lcom/example/hops/ToolProvider;

.method constructor <init>(Landroid/os/Looper;Lcom/example/hops/ToolProvider;)V
    .registers 3
    .line 6
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object p2, p0, Lcom/example/hops/ArgHandler;->p:Lcom/example/hops/ToolProvider;
    return-void
.end method

# near miss CETP603: the UID came in the Message
.method public handleMessage(Landroid/os/Message;)V
    .registers 3
    # near miss CETP603: the UID came in the Message
    .line 12
    iget-object v0, p0, Lcom/example/hops/ArgHandler;->p:Lcom/example/hops/ToolProvider;
    iget v1, p1, Landroid/os/Message;->arg1:I
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->audit(I)V
    return-void
.end method
