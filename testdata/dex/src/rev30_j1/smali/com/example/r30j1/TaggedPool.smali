.class final Lcom/example/r30j1/TaggedPool;
.super Ljava/util/concurrent/ThreadPoolExecutor;
.source "TaggedPool.java"

# Java sketch: sketch/TaggedPool.java. execute() runs on the caller's thread;
# beforeExecute() on the pool's worker thread.

.field private final audit:Lcom/example/r30j1/Audit;

.method constructor <init>(Lcom/example/r30j1/Audit;)V
    .registers 9
    .line 11
    const/4 v1, 0x1
    const/4 v2, 0x2
    const-wide/16 v3, 0x1e
    sget-object v5, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    new-instance v6, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v6}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    move-object v0, p0
    invoke-direct/range {v0 .. v6}, Ljava/util/concurrent/ThreadPoolExecutor;-><init>(IIJLjava/util/concurrent/TimeUnit;Ljava/util/concurrent/BlockingQueue;)V
    .line 12
    iput-object p1, p0, Lcom/example/r30j1/TaggedPool;->audit:Lcom/example/r30j1/Audit;
    .line 13
    return-void
.end method

.method public execute(Ljava/lang/Runnable;)V
    .registers 5
    .line 15
    iget-object v0, p0, Lcom/example/r30j1/TaggedPool;->audit:Lcom/example/r30j1/Audit;
    const-string v1, "queued"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v0, v1, v2}, Lcom/example/r30j1/Audit;->record(Ljava/lang/String;I)V
    .line 16
    invoke-super {p0, p1}, Ljava/util/concurrent/ThreadPoolExecutor;->execute(Ljava/lang/Runnable;)V
    .line 17
    return-void
.end method

.method protected beforeExecute(Ljava/lang/Thread;Ljava/lang/Runnable;)V
    .registers 5
    .line 19
    iget-object p1, p0, Lcom/example/r30j1/TaggedPool;->audit:Lcom/example/r30j1/Audit;
    const-string p2, "started"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p1, p2, v0}, Lcom/example/r30j1/Audit;->record(Ljava/lang/String;I)V
    .line 20
    return-void
.end method
