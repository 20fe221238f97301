.class public final Lcom/hearthboard/rx/Schedulers;
.super Ljava/lang/Object;
.source "Schedulers.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthboard/rx/Schedulers$HandlerScheduler;,
        Lcom/hearthboard/rx/Schedulers$ExecutorScheduler;
    }
.end annotation


# static fields
.field private static final FACTORY:Ljava/util/concurrent/ThreadFactory;

.field private static final IO:Lcom/hearthboard/rx/Scheduler;

.field private static final THREADS:Ljava/util/concurrent/atomic/AtomicInteger;

.field private static volatile main:Lcom/hearthboard/rx/Scheduler;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 13
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V

    sput-object v0, Lcom/hearthboard/rx/Schedulers;->THREADS:Ljava/util/concurrent/atomic/AtomicInteger;

    .line 14
    new-instance v0, Lcom/hearthboard/rx/Schedulers$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/hearthboard/rx/Schedulers$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/hearthboard/rx/Schedulers;->FACTORY:Ljava/util/concurrent/ThreadFactory;

    .line 19
    new-instance v0, Lcom/hearthboard/rx/Schedulers$ExecutorScheduler;

    sget-object v1, Lcom/hearthboard/rx/Schedulers;->FACTORY:Ljava/util/concurrent/ThreadFactory;

    invoke-static {v1}, Ljava/util/concurrent/Executors;->newCachedThreadPool(Ljava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Schedulers$ExecutorScheduler;-><init>(Ljava/util/concurrent/ExecutorService;)V

    sput-object v0, Lcom/hearthboard/rx/Schedulers;->IO:Lcom/hearthboard/rx/Scheduler;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    return-void
.end method

.method public static io()Lcom/hearthboard/rx/Scheduler;
    .registers 1

    .line 26
    sget-object v0, Lcom/hearthboard/rx/Schedulers;->IO:Lcom/hearthboard/rx/Scheduler;

    return-object v0
.end method

.method static synthetic lambda$static$0(Ljava/lang/Runnable;)Ljava/lang/Thread;
    .registers 6

    .line 15
    new-instance v4, Ljava/lang/Thread;

    sget-object v1, Lcom/hearthboard/rx/Schedulers;->THREADS:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "hearth-io-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v4, p0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    .line 16
    const/4 v0, 0x1

    invoke-virtual {v4, v0}, Ljava/lang/Thread;->setDaemon(Z)V

    .line 17
    return-object v4
.end method

.method public static mainThread()Lcom/hearthboard/rx/Scheduler;
    .registers 6

    .line 30
    sget-object v3, Lcom/hearthboard/rx/Schedulers;->main:Lcom/hearthboard/rx/Scheduler;

    .line 31
    if-nez v3, :cond_1

    .line 32
    const-class v4, Lcom/hearthboard/rx/Schedulers;

    monitor-enter v4

    .line 33
    :try_start_0
    sget-object v3, Lcom/hearthboard/rx/Schedulers;->main:Lcom/hearthboard/rx/Scheduler;

    .line 34
    if-nez v3, :cond_0

    .line 35
    new-instance v0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler;

    new-instance v1, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v2

    invoke-direct {v1, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Schedulers$HandlerScheduler;-><init>(Landroid/os/Handler;)V

    move-object v3, v0

    .line 36
    sput-object v3, Lcom/hearthboard/rx/Schedulers;->main:Lcom/hearthboard/rx/Scheduler;

    .line 38
    :cond_0
    monitor-exit v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v5

    :try_start_1
    monitor-exit v4
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v5

    .line 40
    :cond_1
    :goto_0
    return-object v3
.end method
