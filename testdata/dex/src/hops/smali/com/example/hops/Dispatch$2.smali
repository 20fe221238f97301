# Java sketch: the anonymous Handler.Callback of Dispatch.sendCallback
# (Dispatch.java:26-30).
.class final Lcom/example/hops/Dispatch$2;
.super Ljava/lang/Object;
.implements Landroid/os/Handler$Callback;
.source "Dispatch.java"

.field final synthetic val$p:Lcom/example/hops/ToolProvider;

.method constructor <init>(Lcom/example/hops/ToolProvider;)V
    .registers 2
    .line 26
    iput-object p1, p0, Lcom/example/hops/Dispatch$2;->val$p:Lcom/example/hops/ToolProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handleMessage(Landroid/os/Message;)Z
    .registers 4
    # true positive 603: read when the Looper delivers the message
    .line 28
    iget-object v0, p0, Lcom/example/hops/Dispatch$2;->val$p:Lcom/example/hops/ToolProvider;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/example/hops/ToolProvider;->audit(I)V
    const/4 v0, 0x1
    return v0
.end method
