.class public final Lcom/hearthboard/rx/Completable;
.super Ljava/lang/Object;
.source "Completable.java"


# instance fields
.field final signal:Lcom/hearthboard/rx/Single;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Single<",
            "Ljava/lang/Boolean;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Single<",
            "Ljava/lang/Boolean;",
            ">;)V"
        }
    .end annotation

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lcom/hearthboard/rx/Completable;->signal:Lcom/hearthboard/rx/Single;

    .line 9
    return-void
.end method

.method public static complete()Lcom/hearthboard/rx/Completable;
    .registers 2

    .line 19
    new-instance v0, Lcom/hearthboard/rx/Completable;

    sget-object v1, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    invoke-static {v1}, Lcom/hearthboard/rx/Single;->just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Completable;-><init>(Lcom/hearthboard/rx/Single;)V

    return-object v0
.end method

.method public static fromAction(Lcom/hearthboard/rx/Action;)Lcom/hearthboard/rx/Completable;
    .registers 3

    .line 12
    new-instance v0, Lcom/hearthboard/rx/Completable;

    new-instance v1, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/rx/Action;)V

    invoke-static {v1}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Completable;-><init>(Lcom/hearthboard/rx/Single;)V

    return-object v0
.end method

.method static synthetic lambda$andThen$1(Lcom/hearthboard/rx/Single;Ljava/lang/Boolean;)Lcom/hearthboard/rx/Single;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 23
    return-object p0
.end method

.method static synthetic lambda$fromAction$0(Lcom/hearthboard/rx/Action;)Ljava/lang/Boolean;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 13
    invoke-interface {p0}, Lcom/hearthboard/rx/Action;->run()V

    .line 14
    sget-object v0, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    return-object v0
.end method

.method static synthetic lambda$subscribe$2(Lcom/hearthboard/rx/Action;Ljava/lang/Boolean;)V
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 39
    invoke-interface {p0}, Lcom/hearthboard/rx/Action;->run()V

    return-void
.end method


# virtual methods
.method public andThen(Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;)",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation

    .line 23
    iget-object v0, p0, Lcom/hearthboard/rx/Completable;->signal:Lcom/hearthboard/rx/Single;

    new-instance v1, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1}, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/rx/Single;)V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public blockingAwait()V
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/hearthboard/rx/Completable;->signal:Lcom/hearthboard/rx/Single;

    invoke-virtual {v0}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    .line 36
    return-void
.end method

.method public observeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Completable;
    .registers 4

    .line 31
    new-instance v0, Lcom/hearthboard/rx/Completable;

    iget-object v1, p0, Lcom/hearthboard/rx/Completable;->signal:Lcom/hearthboard/rx/Single;

    invoke-virtual {v1, p1}, Lcom/hearthboard/rx/Single;->observeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Completable;-><init>(Lcom/hearthboard/rx/Single;)V

    return-object v0
.end method

.method public subscribe(Lcom/hearthboard/rx/Action;Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Disposable;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Action;",
            "Lcom/hearthboard/rx/Consumer<",
            "-",
            "Ljava/lang/Throwable;",
            ">;)",
            "Lcom/hearthboard/rx/Disposable;"
        }
    .end annotation

    .line 39
    iget-object v0, p0, Lcom/hearthboard/rx/Completable;->signal:Lcom/hearthboard/rx/Single;

    new-instance v1, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda2;

    invoke-direct {v1, p1}, Lcom/hearthboard/rx/Completable$$ExternalSyntheticLambda2;-><init>(Lcom/hearthboard/rx/Action;)V

    invoke-virtual {v0, v1, p2}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/Consumer;Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Disposable;

    move-result-object v0

    return-object v0
.end method

.method public subscribeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Completable;
    .registers 4

    .line 27
    new-instance v0, Lcom/hearthboard/rx/Completable;

    iget-object v1, p0, Lcom/hearthboard/rx/Completable;->signal:Lcom/hearthboard/rx/Single;

    invoke-virtual {v1, p1}, Lcom/hearthboard/rx/Single;->subscribeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Completable;-><init>(Lcom/hearthboard/rx/Single;)V

    return-object v0
.end method
