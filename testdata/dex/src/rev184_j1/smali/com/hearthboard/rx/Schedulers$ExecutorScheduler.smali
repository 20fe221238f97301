.class final Lcom/hearthboard/rx/Schedulers$ExecutorScheduler;
.super Ljava/lang/Object;
.source "Schedulers.java"

# interfaces
.implements Lcom/hearthboard/rx/Scheduler;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Schedulers;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ExecutorScheduler"
.end annotation


# instance fields
.field final executor:Ljava/util/concurrent/ExecutorService;


# direct methods
.method constructor <init>(Ljava/util/concurrent/ExecutorService;)V
    .registers 2

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 47
    iput-object p1, p0, Lcom/hearthboard/rx/Schedulers$ExecutorScheduler;->executor:Ljava/util/concurrent/ExecutorService;

    .line 48
    return-void
.end method


# virtual methods
.method public schedule(Ljava/lang/Runnable;)Lcom/hearthboard/rx/Disposable;
    .registers 3

    .line 52
    iget-object v0, p0, Lcom/hearthboard/rx/Schedulers$ExecutorScheduler;->executor:Ljava/util/concurrent/ExecutorService;

    invoke-interface {v0, p1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;

    move-result-object v0

    invoke-static {v0}, Lcom/hearthboard/rx/Disposables;->fromFuture(Ljava/util/concurrent/Future;)Lcom/hearthboard/rx/Disposable;

    move-result-object v0

    return-object v0
.end method
