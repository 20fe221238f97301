.class final Lcom/hearthboard/rx/Schedulers$HandlerScheduler;
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
    name = "HandlerScheduler"
.end annotation


# instance fields
.field final handler:Landroid/os/Handler;


# direct methods
.method constructor <init>(Landroid/os/Handler;)V
    .registers 2

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 60
    iput-object p1, p0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler;->handler:Landroid/os/Handler;

    .line 61
    return-void
.end method


# virtual methods
.method public synthetic lambda$schedule$0$com-hearthboard-rx-Schedulers$HandlerScheduler(Ljava/lang/Runnable;)V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 66
    iget-object v0, p0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler;->handler:Landroid/os/Handler;

    invoke-virtual {v0, p1}, Landroid/os/Handler;->removeCallbacks(Ljava/lang/Runnable;)V

    return-void
.end method

.method public schedule(Ljava/lang/Runnable;)Lcom/hearthboard/rx/Disposable;
    .registers 3

    .line 65
    iget-object v0, p0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler;->handler:Landroid/os/Handler;

    invoke-virtual {v0, p1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 66
    new-instance v0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/rx/Schedulers$HandlerScheduler$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/rx/Schedulers$HandlerScheduler;Ljava/lang/Runnable;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Disposables;->fromAction(Lcom/hearthboard/rx/Action;)Lcom/hearthboard/rx/Disposable;

    move-result-object v0

    return-object v0
.end method
