# Java sketch:
#   final class H3 implements Handler {
#       public int handle() { return Binder.getCallingUid(); }   // 5
#   }
# One of five implementations: read on the Binder thread it is fine; run
# from the executor (ToolProvider line 26) it is CETP603; inside the
# cleared window (Cleared.window) it is CETP611.
.class final Lcom/example/ip/H3;
.super Ljava/lang/Object;
.implements Lcom/example/ip/Handler;
.source "H3.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle()I
    .registers 2
    .line 5
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    return v0
.end method
