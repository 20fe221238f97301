.class final Lcom/hearthboard/rx/Single$FromCallable;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "FromCallable"
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
.field final callable:Ljava/util/concurrent/Callable;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/Callable<",
            "+TT;>;"
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
            "+TT;>;)V"
        }
    .end annotation

    .line 112
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 113
    iput-object p1, p0, Lcom/hearthboard/rx/Single$FromCallable;->callable:Ljava/util/concurrent/Callable;

    .line 114
    return-void
.end method


# virtual methods
.method protected subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TT;>;)V"
        }
    .end annotation

    .line 118
    invoke-static {}, Lcom/hearthboard/rx/Disposables;->empty()Lcom/hearthboard/rx/Disposable;

    move-result-object v3

    .line 119
    invoke-interface {p1, v3}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 122
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FromCallable;->callable:Ljava/util/concurrent/Callable;

    invoke-interface {v0}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v4

    .line 128
    goto :goto_0

    :catch_0
    move-exception v5

    .line 124
    invoke-interface {v3}, Lcom/hearthboard/rx/Disposable;->isDisposed()Z

    move-result v0

    if-nez v0, :cond_0

    .line 125
    invoke-interface {p1, v5}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 127
    :cond_0
    return-void

    .line 129
    :goto_0
    invoke-interface {v3}, Lcom/hearthboard/rx/Disposable;->isDisposed()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 130
    return-void

    .line 132
    :cond_1
    if-nez v4, :cond_2

    .line 133
    new-instance v1, Ljava/lang/NullPointerException;

    const-string v2, "The callable returned a null value"

    invoke-direct {v1, v2}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    invoke-interface {p1, v1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    goto :goto_1

    .line 135
    :cond_2
    invoke-interface {p1, v4}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 137
    :goto_1
    return-void
.end method
