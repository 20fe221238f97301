# Java sketch: the anonymous TimerTask of Dispatch.later (Dispatch.java:11-13).
.class final Lcom/example/hops/Dispatch$1;
.super Ljava/util/TimerTask;
.source "Dispatch.java"

.field final synthetic val$p:Lcom/example/hops/ToolProvider;

.method constructor <init>(Lcom/example/hops/ToolProvider;)V
    .registers 2
    .line 11
    iput-object p1, p0, Lcom/example/hops/Dispatch$1;->val$p:Lcom/example/hops/ToolProvider;
    invoke-direct {p0}, Ljava/util/TimerTask;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    # true positive 603: read on the Timer's thread
    .line 12
    iget-object v0, p0, Lcom/example/hops/Dispatch$1;->val$p:Lcom/example/hops/ToolProvider;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->audit(I)V
    return-void
.end method
