# class W extends Thread {
#   final LinkedBlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();
#   public void run() { while (true) { try { queue.take().run(); } catch (InterruptedException e) { return; } } }
# }
.class Lcom/demo/W;
.super Ljava/lang/Thread;
.source "W.java"

.field final queue:Ljava/util/concurrent/LinkedBlockingQueue;

.method constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    iput-object v0, p0, Lcom/demo/W;->queue:Ljava/util/concurrent/LinkedBlockingQueue;
    return-void
.end method

.method public run()V
    .registers 2
    .line 3
    :goto_0
    :try_start_0
    iget-object v0, p0, Lcom/demo/W;->queue:Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-virtual {v0}, Ljava/util/concurrent/LinkedBlockingQueue;->take()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Runnable;
    invoke-interface {v0}, Ljava/lang/Runnable;->run()V
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception v0
    return-void
.end method
