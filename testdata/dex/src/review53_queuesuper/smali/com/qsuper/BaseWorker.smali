.class abstract Lcom/qsuper/BaseWorker;
.super Ljava/lang/Thread;
.source "QueueProvider.java"

.field private final queue:Ljava/util/concurrent/BlockingQueue;

.method constructor <init>(Ljava/util/concurrent/BlockingQueue;)V
    .registers 2
    .line 34
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, Lcom/qsuper/BaseWorker;->queue:Ljava/util/concurrent/BlockingQueue;
    return-void
.end method

.method abstract handle(Lcom/qsuper/Job;)V
.end method

.method public run()V
    .registers 2
    .line 38
    :goto_0
    :try_start_0
    iget-object v0, p0, Lcom/qsuper/BaseWorker;->queue:Ljava/util/concurrent/BlockingQueue;
    invoke-interface {v0}, Ljava/util/concurrent/BlockingQueue;->take()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/qsuper/Job;
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    .line 39
    invoke-virtual {p0, v0}, Lcom/qsuper/BaseWorker;->handle(Lcom/qsuper/Job;)V
    goto :goto_0
    :catch_0
    move-exception v0
    return-void
.end method
