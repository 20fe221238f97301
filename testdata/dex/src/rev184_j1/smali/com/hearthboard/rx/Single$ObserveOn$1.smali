.class Lcom/hearthboard/rx/Single$ObserveOn$1;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthboard/rx/Single$ObserveOn;->subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/hearthboard/rx/SingleObserver<",
        "TT;>;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/hearthboard/rx/Single$ObserveOn;

.field final synthetic val$downstream:Lcom/hearthboard/rx/SingleObserver;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single$ObserveOn;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 374
    iput-object p1, p0, Lcom/hearthboard/rx/Single$ObserveOn$1;->this$0:Lcom/hearthboard/rx/Single$ObserveOn;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$ObserveOn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static synthetic lambda$onError$1(Lcom/hearthboard/rx/SingleObserver;Ljava/lang/Throwable;)V
    .registers 2

    .line 387
    invoke-interface {p0, p1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    return-void
.end method

.method static synthetic lambda$onSuccess$0(Lcom/hearthboard/rx/SingleObserver;Ljava/lang/Object;)V
    .registers 2

    .line 382
    invoke-interface {p0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 5

    .line 387
    iget-object v0, p0, Lcom/hearthboard/rx/Single$ObserveOn$1;->this$0:Lcom/hearthboard/rx/Single$ObserveOn;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$ObserveOn;->scheduler:Lcom/hearthboard/rx/Scheduler;

    iget-object v1, p0, Lcom/hearthboard/rx/Single$ObserveOn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    new-instance v2, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1, p1}, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/rx/SingleObserver;Ljava/lang/Throwable;)V

    move-object v1, v2

    invoke-interface {v0, v1}, Lcom/hearthboard/rx/Scheduler;->schedule(Ljava/lang/Runnable;)Lcom/hearthboard/rx/Disposable;

    .line 388
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 377
    iget-object v0, p0, Lcom/hearthboard/rx/Single$ObserveOn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 378
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 382
    iget-object v0, p0, Lcom/hearthboard/rx/Single$ObserveOn$1;->this$0:Lcom/hearthboard/rx/Single$ObserveOn;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$ObserveOn;->scheduler:Lcom/hearthboard/rx/Scheduler;

    iget-object v1, p0, Lcom/hearthboard/rx/Single$ObserveOn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    new-instance v2, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1, p1}, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/rx/SingleObserver;Ljava/lang/Object;)V

    move-object v1, v2

    invoke-interface {v0, v1}, Lcom/hearthboard/rx/Scheduler;->schedule(Ljava/lang/Runnable;)Lcom/hearthboard/rx/Disposable;

    .line 383
    return-void
.end method
