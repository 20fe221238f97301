.class public Lcom/qctor/QueueProvider;
.super Landroid/content/ContentProvider;
.source "QueueProvider.java"


# instance fields
.field final audits:Ljava/util/concurrent/LinkedBlockingQueue;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/LinkedBlockingQueue<",
            "Lcom/qctor/Job;",
            ">;"
        }
    .end annotation
.end field

.field final jobs:Ljava/util/concurrent/LinkedBlockingQueue;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/LinkedBlockingQueue<",
            "Lcom/qctor/Job;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 17
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V

    iput-object v0, p0, Lcom/qctor/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;

    .line 18
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V

    iput-object v0, p0, Lcom/qctor/QueueProvider;->audits:Ljava/util/concurrent/LinkedBlockingQueue;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 29
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 30
    const/16 v1, 0x278b

    if-eq v0, v1, :cond_0

    .line 31
    const/4 v1, 0x0

    return-object v1

    .line 33
    :cond_0
    iget-object v1, p0, Lcom/qctor/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;

    new-instance v2, Lcom/qctor/Job;

    invoke-direct {v2, p1}, Lcom/qctor/Job;-><init>(Ljava/lang/String;)V

    invoke-virtual {v1, v2}, Ljava/util/concurrent/LinkedBlockingQueue;->offer(Ljava/lang/Object;)Z

    .line 34
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    return-object v1
.end method

.method public onCreate()Z
    .registers 3

    .line 22
    new-instance v0, Lcom/qctor/JobWorker;

    iget-object v1, p0, Lcom/qctor/QueueProvider;->jobs:Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-direct {v0, v1}, Lcom/qctor/JobWorker;-><init>(Ljava/util/concurrent/BlockingQueue;)V

    invoke-virtual {v0}, Lcom/qctor/JobWorker;->start()V

    .line 23
    new-instance v0, Lcom/qctor/AuditWorker;

    iget-object v1, p0, Lcom/qctor/QueueProvider;->audits:Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-direct {v0, v1}, Lcom/qctor/AuditWorker;-><init>(Ljava/util/concurrent/BlockingQueue;)V

    invoke-virtual {v0}, Lcom/qctor/AuditWorker;->start()V

    .line 24
    const/4 v0, 0x1

    return v0
.end method
