.class public final Lcom/quillhaven/archive/ExportWorker;
.super Ljava/lang/Object;
.source "Archive.kt"


# instance fields
.field private final queue:Ljava/util/concurrent/LinkedBlockingQueue;

.field private final ready:Ljava/util/concurrent/CountDownLatch;

.field private volatile runner:Ljava/lang/Thread;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 47
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    .line 48
    new-instance v0, Ljava/util/concurrent/CountDownLatch;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    iput-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->ready:Ljava/util/concurrent/CountDownLatch;

    .line 46
    return-void
.end method

.method private final start()V
    .registers 13

    .line 57
    move-object v9, p0

    monitor-enter v9

    :try_start_0
    const/4 v10, 0x0

    .line 58
    iget-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->runner:Ljava/lang/Thread;

    if-eqz v0, :cond_0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 57
    monitor-exit v9

    return-void

    .line 59
    :cond_0
    :try_start_1
    new-instance v6, Lcom/quillhaven/archive/ExportWorker$$ExternalSyntheticLambda0;

    invoke-direct {v6, p0}, Lcom/quillhaven/archive/ExportWorker$$ExternalSyntheticLambda0;-><init>(Lcom/quillhaven/archive/ExportWorker;)V

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    const-string v4, "quillhaven-export"

    const/4 v5, 0x0

    const/16 v7, 0x15

    const/4 v8, 0x0

    invoke-static/range {v1 .. v8}, Lkotlin/concurrent/ThreadsKt;->thread$default(ZZLjava/lang/ClassLoader;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Thread;

    move-result-object v1

    iput-object v1, p0, Lcom/quillhaven/archive/ExportWorker;->runner:Ljava/lang/Thread;

    .line 66
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 57
    monitor-exit v9

    goto :goto_0

    :catchall_0
    move-exception v11

    monitor-exit v9

    throw v11

    .line 67
    :goto_0
    iget-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->ready:Ljava/util/concurrent/CountDownLatch;

    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x1f4

    invoke-virtual {v0, v1, v2, v3}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z

    .line 68
    return-void
.end method

.method public static final start$lambda$0$0(Lcom/quillhaven/archive/ExportWorker;)Lkotlin/Unit;
    .registers 3

    .line 60
    iget-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->ready:Ljava/util/concurrent/CountDownLatch;

    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 61
    :goto_0
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->isInterrupted()Z

    move-result v0

    if-nez v0, :cond_0

    .line 62
    iget-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-virtual {v0}, Ljava/util/concurrent/LinkedBlockingQueue;->take()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/concurrent/FutureTask;

    .line 63
    invoke-virtual {v1}, Ljava/util/concurrent/FutureTask;->run()V

    goto :goto_0

    .line 65
    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final submit(Ljava/util/concurrent/FutureTask;)V
    .registers 4

    const-string v1, "task"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    iget-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->runner:Ljava/lang/Thread;

    if-nez v0, :cond_0

    invoke-direct {p0}, Lcom/quillhaven/archive/ExportWorker;->start()V

    .line 53
    :cond_0
    iget-object v0, p0, Lcom/quillhaven/archive/ExportWorker;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/LinkedBlockingQueue;->put(Ljava/lang/Object;)V

    .line 54
    return-void
.end method
