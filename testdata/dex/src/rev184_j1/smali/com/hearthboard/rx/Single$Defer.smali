.class final Lcom/hearthboard/rx/Single$Defer;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Defer"
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
.field final supplier:Ljava/util/concurrent/Callable;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/Callable<",
            "+",
            "Lcom/hearthboard/rx/Single<",
            "+TT;>;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/util/concurrent/Callable;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/concurrent/Callable<",
            "+",
            "Lcom/hearthboard/rx/Single<",
            "+TT;>;>;)V"
        }
    .end annotation

    .line 143
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 144
    iput-object p1, p0, Lcom/hearthboard/rx/Single$Defer;->supplier:Ljava/util/concurrent/Callable;

    .line 145
    return-void
.end method


# virtual methods
.method protected subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TT;>;)V"
        }
    .end annotation

    .line 151
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Defer;->supplier:Ljava/util/concurrent/Callable;

    invoke-interface {v0}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/rx/Single;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-object v2, v0

    .line 156
    goto :goto_0

    :catch_0
    move-exception v3

    .line 153
    invoke-static {}, Lcom/hearthboard/rx/Disposables;->empty()Lcom/hearthboard/rx/Disposable;

    move-result-object v1

    invoke-interface {p1, v1}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 154
    invoke-interface {p1, v3}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 155
    return-void

    .line 157
    :goto_0
    invoke-virtual {v2, p1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 158
    return-void
.end method
