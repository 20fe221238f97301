# Java sketch: final class Work { static void run(Handler h) { h.handle(); } }   // 5
.class final Lcom/example/ip/Work;
.super Ljava/lang/Object;
.source "Work.java"

.method static run(Lcom/example/ip/Handler;)V
    .registers 1
    .line 5
    invoke-interface {p0}, Lcom/example/ip/Handler;->handle()I
    return-void
.end method
