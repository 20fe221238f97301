.class final Lcom/example/r30x/HookedPool;
.super Ljava/util/concurrent/ThreadPoolExecutor;
.source "HookedPool.java"

# Java sketch: sketch/HookedPool.java.

.method constructor <init>()V
    .registers 8
    .line 10
    new-instance v6, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v6}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    sget-object v5, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const/4 v1, 0x1
    const/4 v2, 0x1
    const-wide/16 v3, 0x0
    move-object v0, p0
    invoke-direct/range {v0 .. v6}, Ljava/util/concurrent/ThreadPoolExecutor;-><init>(IIJLjava/util/concurrent/TimeUnit;Ljava/util/concurrent/BlockingQueue;)V
    return-void
.end method

.method protected afterExecute(Ljava/lang/Runnable;Ljava/lang/Throwable;)V
    .registers 5
    .line 12
    invoke-super {p0, p1, p2}, Ljava/util/concurrent/ThreadPoolExecutor;->afterExecute(Ljava/lang/Runnable;Ljava/lang/Throwable;)V
    .line 13
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "done for "
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "pool"
    invoke-static {p2, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 14
    return-void
.end method
