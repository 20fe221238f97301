# Java sketch (Audit.java), javac + D8:
#   final class Audit extends TimerTask {                                        // 3
#       private final ToolProvider p; private final int uid;
#       Audit(ToolProvider p, int uid) { this.p = p; this.uid = uid; }           // 6
#       // near miss CETP603: the UID was read on the Binder thread
#       @Override public void run() { p.audit(uid); }                            // 9
#   }
.class final Lcom/example/hops/Audit;
.super Ljava/util/TimerTask;
.source "Audit.java"

.field private final p:Lcom/example/hops/ToolProvider;
.field private final uid:I

.method constructor <init>(Lcom/example/hops/ToolProvider;I)V
    .registers 3
    .line 6
    invoke-direct {p0}, Ljava/util/TimerTask;-><init>()V
    iput-object p1, p0, Lcom/example/hops/Audit;->p:Lcom/example/hops/ToolProvider;
    iput p2, p0, Lcom/example/hops/Audit;->uid:I
    return-void
.end method

# near miss CETP603: the UID was read on the Binder thread
.method public run()V
    .registers 3
    .line 9
    iget-object v0, p0, Lcom/example/hops/Audit;->p:Lcom/example/hops/ToolProvider;
    iget v1, p0, Lcom/example/hops/Audit;->uid:I
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->audit(I)V
    return-void
.end method
