.class public Lcom/qr8/QueueProvider;
.super Landroid/content/ContentProvider;
.source "QueueProvider.java"

.field jobs:Ljava/util/concurrent/LinkedBlockingQueue;

.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 19
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    iput-object v0, p0, Lcom/qr8/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;
    .line 20
    new-instance v1, Lcom/qr8/JobWorker;
    invoke-direct {v1, v0}, Lcom/qr8/JobWorker;-><init>(Ljava/util/concurrent/BlockingQueue;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :cond_0
    const/4 v0, 0x0
    return-object v0
    .line 27
    :cond_0
    iget-object v0, p0, Lcom/qr8/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;
    new-instance v1, Lcom/qr8/Job;
    invoke-direct {v1, p1}, Lcom/qr8/Job;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;->offer(Ljava/lang/Object;)Z
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
