.class final Lcom/hearthboard/rx/Single$SubscribeOn;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "SubscribeOn"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Lcom/hearthboard/rx/Single<",
        "TT;>;"
    }
.end annotation


# instance fields
.field final scheduler:Lcom/hearthboard/rx/Scheduler;

.field final source:Lcom/hearthboard/rx/Single;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Scheduler;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;",
            "Lcom/hearthboard/rx/Scheduler;",
            ")V"
        }
    .end annotation

    .line 334
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 335
    iput-object p1, p0, Lcom/hearthboard/rx/Single$SubscribeOn;->source:Lcom/hearthboard/rx/Single;

    .line 336
    iput-object p2, p0, Lcom/hearthboard/rx/Single$SubscribeOn;->scheduler:Lcom/hearthboard/rx/Scheduler;

    .line 337
    return-void
.end method


# virtual methods
.method public synthetic lambda$subscribeActual$0$com-hearthboard-rx-Single$SubscribeOn(Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 5

    .line 343
    iget-object v0, p0, Lcom/hearthboard/rx/Single$SubscribeOn;->source:Lcom/hearthboard/rx/Single;

    new-instance v1, Lcom/hearthboard/rx/Single$SubscribeOn$1;

    invoke-direct {v1, p0, p1, p2}, Lcom/hearthboard/rx/Single$SubscribeOn$1;-><init>(Lcom/hearthboard/rx/Single$SubscribeOn;Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    return-void
.end method

.method protected subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TT;>;)V"
        }
    .end annotation

    .line 341
    new-instance v2, Lcom/hearthboard/rx/Disposables$Serial;

    invoke-direct {v2}, Lcom/hearthboard/rx/Disposables$Serial;-><init>()V

    .line 342
    invoke-interface {p1, v2}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 343
    iget-object v0, p0, Lcom/hearthboard/rx/Single$SubscribeOn;->scheduler:Lcom/hearthboard/rx/Scheduler;

    new-instance v1, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v2, p1}, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/rx/Single$SubscribeOn;Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V

    invoke-interface {v0, v1}, Lcom/hearthboard/rx/Scheduler;->schedule(Ljava/lang/Runnable;)Lcom/hearthboard/rx/Disposable;

    move-result-object v0

    invoke-virtual {v2, v0}, Lcom/hearthboard/rx/Disposables$Serial;->set(Lcom/hearthboard/rx/Disposable;)V

    .line 359
    return-void
.end method
