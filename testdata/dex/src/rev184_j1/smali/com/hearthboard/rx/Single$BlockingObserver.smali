.class final Lcom/hearthboard/rx/Single$BlockingObserver;
.super Ljava/util/concurrent/CountDownLatch;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "BlockingObserver"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/util/concurrent/CountDownLatch;",
        "Lcom/hearthboard/rx/SingleObserver<",
        "TT;>;"
    }
.end annotation


# instance fields
.field volatile error:Ljava/lang/Throwable;

.field volatile upstream:Lcom/hearthboard/rx/Disposable;

.field volatile value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .registers 2

    .line 399
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    .line 400
    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 2

    .line 415
    iput-object p1, p0, Lcom/hearthboard/rx/Single$BlockingObserver;->error:Ljava/lang/Throwable;

    .line 416
    invoke-virtual {p0}, Lcom/hearthboard/rx/Single$BlockingObserver;->countDown()V

    .line 417
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 2

    .line 404
    iput-object p1, p0, Lcom/hearthboard/rx/Single$BlockingObserver;->upstream:Lcom/hearthboard/rx/Disposable;

    .line 405
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 409
    iput-object p1, p0, Lcom/hearthboard/rx/Single$BlockingObserver;->value:Ljava/lang/Object;

    .line 410
    invoke-virtual {p0}, Lcom/hearthboard/rx/Single$BlockingObserver;->countDown()V

    .line 411
    return-void
.end method

.method result()Ljava/lang/Object;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    .line 420
    invoke-virtual {p0}, Lcom/hearthboard/rx/Single$BlockingObserver;->getCount()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-eqz v0, :cond_1

    .line 422
    :try_start_0
    invoke-virtual {p0}, Lcom/hearthboard/rx/Single$BlockingObserver;->await()V
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0

    .line 430
    goto :goto_0

    :catch_0
    move-exception v4

    .line 424
    iget-object v5, p0, Lcom/hearthboard/rx/Single$BlockingObserver;->upstream:Lcom/hearthboard/rx/Disposable;

    .line 425
    if-eqz v5, :cond_0

    .line 426
    invoke-interface {v5}, Lcom/hearthboard/rx/Disposable;->dispose()V

    .line 428
    :cond_0
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 429
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "interrupted while waiting"

    invoke-direct {v0, v2, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 432
    :cond_1
    :goto_0
    iget-object v4, p0, Lcom/hearthboard/rx/Single$BlockingObserver;->error:Ljava/lang/Throwable;

    .line 433
    if-eqz v4, :cond_2

    .line 434
    invoke-static {v4}, Lcom/hearthboard/rx/Single;->propagate(Ljava/lang/Throwable;)Ljava/lang/RuntimeException;

    move-result-object v0

    throw v0

    .line 436
    :cond_2
    iget-object v0, p0, Lcom/hearthboard/rx/Single$BlockingObserver;->value:Ljava/lang/Object;

    return-object v0
.end method
