.class public abstract Lcom/hearthboard/rx/Single;
.super Ljava/lang/Object;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthboard/rx/Single$Just;,
        Lcom/hearthboard/rx/Single$Failed;,
        Lcom/hearthboard/rx/Single$FromCallable;,
        Lcom/hearthboard/rx/Single$Defer;,
        Lcom/hearthboard/rx/Single$Map;,
        Lcom/hearthboard/rx/Single$FlatMap;,
        Lcom/hearthboard/rx/Single$DoOnSuccess;,
        Lcom/hearthboard/rx/Single$OnErrorReturn;,
        Lcom/hearthboard/rx/Single$SubscribeOn;,
        Lcom/hearthboard/rx/Single$ObserveOn;,
        Lcom/hearthboard/rx/Single$BlockingObserver;,
        Lcom/hearthboard/rx/Single$CallbackObserver;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static defer(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/concurrent/Callable<",
            "+",
            "Lcom/hearthboard/rx/Single<",
            "+TT;>;>;)",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 31
    new-instance v0, Lcom/hearthboard/rx/Single$Defer;

    invoke-direct {v0, p0}, Lcom/hearthboard/rx/Single$Defer;-><init>(Ljava/util/concurrent/Callable;)V

    return-object v0
.end method

.method public static error(Ljava/lang/Throwable;)Lcom/hearthboard/rx/Single;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/Throwable;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 23
    new-instance v0, Lcom/hearthboard/rx/Single$Failed;

    invoke-direct {v0, p0}, Lcom/hearthboard/rx/Single$Failed;-><init>(Ljava/lang/Throwable;)V

    return-object v0
.end method

.method public static fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/concurrent/Callable<",
            "+TT;>;)",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 27
    new-instance v0, Lcom/hearthboard/rx/Single$FromCallable;

    invoke-direct {v0, p0}, Lcom/hearthboard/rx/Single$FromCallable;-><init>(Ljava/util/concurrent/Callable;)V

    return-object v0
.end method

.method public static just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(TT;)",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 19
    new-instance v0, Lcom/hearthboard/rx/Single$Just;

    invoke-direct {v0, p0}, Lcom/hearthboard/rx/Single$Just;-><init>(Ljava/lang/Object;)V

    return-object v0
.end method

.method static propagate(Ljava/lang/Throwable;)Ljava/lang/RuntimeException;
    .registers 2

    .line 72
    instance-of v0, p0, Ljava/lang/RuntimeException;

    if-eqz v0, :cond_0

    .line 73
    check-cast p0, Ljava/lang/RuntimeException;

    return-object p0

    .line 75
    :cond_0
    instance-of v0, p0, Ljava/lang/Error;

    if-eqz v0, :cond_1

    .line 76
    check-cast p0, Ljava/lang/Error;

    throw p0

    .line 78
    :cond_1
    new-instance v0, Ljava/lang/RuntimeException;

    invoke-direct {v0, p0}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/Throwable;)V

    return-object v0
.end method


# virtual methods
.method public final blockingGet()Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    .line 60
    new-instance v1, Lcom/hearthboard/rx/Single$BlockingObserver;

    invoke-direct {v1}, Lcom/hearthboard/rx/Single$BlockingObserver;-><init>()V

    .line 61
    invoke-virtual {p0, v1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 62
    invoke-virtual {v1}, Lcom/hearthboard/rx/Single$BlockingObserver;->result()Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final doOnSuccess(Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Consumer<",
            "-TT;>;)",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 43
    new-instance v0, Lcom/hearthboard/rx/Single$DoOnSuccess;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/rx/Single$DoOnSuccess;-><init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Consumer;)V

    return-object v0
.end method

.method public final flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/hearthboard/rx/Function<",
            "-TT;+",
            "Lcom/hearthboard/rx/Single<",
            "+TR;>;>;)",
            "Lcom/hearthboard/rx/Single<",
            "TR;>;"
        }
    .end annotation

    .line 39
    new-instance v0, Lcom/hearthboard/rx/Single$FlatMap;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/rx/Single$FlatMap;-><init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Function;)V

    return-object v0
.end method

.method public final map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/hearthboard/rx/Function<",
            "-TT;+TR;>;)",
            "Lcom/hearthboard/rx/Single<",
            "TR;>;"
        }
    .end annotation

    .line 35
    new-instance v0, Lcom/hearthboard/rx/Single$Map;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/rx/Single$Map;-><init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Function;)V

    return-object v0
.end method

.method public final observeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Scheduler;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 55
    new-instance v0, Lcom/hearthboard/rx/Single$ObserveOn;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/rx/Single$ObserveOn;-><init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Scheduler;)V

    return-object v0
.end method

.method public final onErrorReturn(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Function<",
            "-",
            "Ljava/lang/Throwable;",
            "+TT;>;)",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 47
    new-instance v0, Lcom/hearthboard/rx/Single$OnErrorReturn;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/rx/Single$OnErrorReturn;-><init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Function;)V

    return-object v0
.end method

.method public final subscribe(Lcom/hearthboard/rx/Consumer;Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Disposable;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Consumer<",
            "-TT;>;",
            "Lcom/hearthboard/rx/Consumer<",
            "-",
            "Ljava/lang/Throwable;",
            ">;)",
            "Lcom/hearthboard/rx/Disposable;"
        }
    .end annotation

    .line 66
    new-instance v0, Lcom/hearthboard/rx/Single$CallbackObserver;

    invoke-direct {v0, p1, p2}, Lcom/hearthboard/rx/Single$CallbackObserver;-><init>(Lcom/hearthboard/rx/Consumer;Lcom/hearthboard/rx/Consumer;)V

    .line 67
    invoke-virtual {p0, v0}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 68
    return-object v0
.end method

.method public final subscribe(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TT;>;)V"
        }
    .end annotation

    .line 15
    invoke-virtual {p0, p1}, Lcom/hearthboard/rx/Single;->subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V

    .line 16
    return-void
.end method

.method protected abstract subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TT;>;)V"
        }
    .end annotation
.end method

.method public final subscribeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Scheduler;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 51
    new-instance v0, Lcom/hearthboard/rx/Single$SubscribeOn;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/rx/Single$SubscribeOn;-><init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Scheduler;)V

    return-object v0
.end method
