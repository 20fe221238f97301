.class public final Lcom/wrenfield/notes/core/Runner$Pooled;
.super Ljava/lang/Object;
.source "Runner.java"

# interfaces
.implements Lcom/wrenfield/notes/core/Runner;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/Runner;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pooled"
.end annotation


# instance fields
.field private final pool:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>(I)V
    .registers 4

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    new-instance v1, Lcom/wrenfield/notes/core/Runner$Pooled$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/wrenfield/notes/core/Runner$Pooled$$ExternalSyntheticLambda0;-><init>()V

    invoke-static {p1, v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(ILjava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/core/Runner$Pooled;->pool:Ljava/util/concurrent/ExecutorService;

    .line 36
    return-void
.end method

.method static synthetic lambda$new$0(Ljava/lang/Runnable;)Ljava/lang/Thread;
    .registers 4

    .line 32
    new-instance v2, Ljava/lang/Thread;

    const-string v1, "wrenfield-tools"

    invoke-direct {v2, p0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    .line 33
    const/4 v0, 0x1

    invoke-virtual {v2, v0}, Ljava/lang/Thread;->setDaemon(Z)V

    .line 34
    return-object v2
.end method


# virtual methods
.method public run(Lcom/wrenfield/notes/core/Runner$Task;J)Ljava/lang/Object;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/wrenfield/notes/core/Runner$Task<",
            "TT;>;J)TT;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/util/concurrent/TimeoutException;
        }
    .end annotation

    .line 40
    iget-object v0, p0, Lcom/wrenfield/notes/core/Runner$Pooled;->pool:Ljava/util/concurrent/ExecutorService;

    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/wrenfield/notes/core/Runner$Pooled$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1}, Lcom/wrenfield/notes/core/Runner$Pooled$$ExternalSyntheticLambda1;-><init>(Lcom/wrenfield/notes/core/Runner$Task;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v4

    .line 42
    :try_start_0
    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v4, p2, p3, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 44
    const/4 v1, 0x1

    invoke-interface {v4, v1}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 45
    throw v5

    :catch_1
    move-exception v5

    .line 47
    const/4 v1, 0x1

    invoke-interface {v4, v1}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 48
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 49
    new-instance v0, Ljava/util/concurrent/TimeoutException;

    const-string v2, "interrupted while waiting"

    invoke-direct {v0, v2}, Ljava/util/concurrent/TimeoutException;-><init>(Ljava/lang/String;)V

    throw v0

    :catch_2
    move-exception v5

    .line 51
    invoke-virtual {v5}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v6

    .line 52
    instance-of v0, v6, Ljava/lang/RuntimeException;

    if-eqz v0, :cond_0

    .line 53
    check-cast v6, Ljava/lang/RuntimeException;

    throw v6

    .line 55
    :cond_0
    instance-of v0, v6, Ljava/lang/Error;

    if-eqz v0, :cond_1

    .line 56
    check-cast v6, Ljava/lang/Error;

    throw v6

    .line 58
    :cond_1
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method
