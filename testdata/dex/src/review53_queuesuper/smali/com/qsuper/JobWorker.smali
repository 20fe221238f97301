.class final Lcom/qsuper/JobWorker;
.super Lcom/qsuper/BaseWorker;
.source "QueueProvider.java"

.method constructor <init>(Ljava/util/concurrent/BlockingQueue;)V
    .registers 2
    .line 44
    invoke-direct {p0, p1}, Lcom/qsuper/BaseWorker;-><init>(Ljava/util/concurrent/BlockingQueue;)V
    return-void
.end method

.method handle(Lcom/qsuper/Job;)V
    .registers 4
    .line 45
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget-object v1, p1, Lcom/qsuper/Job;->name:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, " for "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "qsuper"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
