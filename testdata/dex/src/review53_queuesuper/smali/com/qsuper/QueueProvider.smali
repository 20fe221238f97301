.class public Lcom/qsuper/QueueProvider;
.super Landroid/content/ContentProvider;
.source "QueueProvider.java"

.field final jobs:Ljava/util/concurrent/LinkedBlockingQueue;

.method public constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    iput-object v0, p0, Lcom/qsuper/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :cond_0
    const/4 v0, 0x0
    return-object v0
    .line 25
    :cond_0
    iget-object v0, p0, Lcom/qsuper/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;
    new-instance v1, Lcom/qsuper/Job;
    invoke-direct {v1, p1}, Lcom/qsuper/Job;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;->offer(Ljava/lang/Object;)Z
    .line 26
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public onCreate()Z
    .registers 3
    .line 18
    new-instance v0, Lcom/qsuper/JobWorker;
    iget-object v1, p0, Lcom/qsuper/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0, v1}, Lcom/qsuper/JobWorker;-><init>(Ljava/util/concurrent/BlockingQueue;)V
    invoke-virtual {v0}, Lcom/qsuper/JobWorker;->start()V
    .line 19
    const/4 v0, 0x1
    return v0
.end method
